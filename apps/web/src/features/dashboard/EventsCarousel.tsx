import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { DashboardEvent } from '@portal/contracts'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import classes from './dashboard.module.css'

/** Spec 1 §9: 3 slides at a width of 1400 or more, 1 at 450 or less, otherwise 2. */
export function slidesPerView(isWide: boolean, isNarrow: boolean): number {
  if (isWide) return 3
  if (isNarrow) return 1
  return 2
}

/**
 * A small carousel (no carousel package is installed): Previous/Next move one slide, the visible
 * slides are announced politely, and every slide is a link to its event.
 */
export function EventsCarousel({ events }: { events: DashboardEvent[] }) {
  const isWide = useMediaQuery('(min-width: 1400px)') ?? false
  const isNarrow = useMediaQuery('(max-width: 450px)') ?? false
  const perView = slidesPerView(isWide, isNarrow)
  const [start, setStart] = useState(0)
  const listId = useId()
  const lastStart = Math.max(0, events.length - perView)
  const first = Math.min(start, lastStart)
  const visible = events.slice(first, first + perView)

  return (
    <Stack gap="xs" role="region" aria-roledescription="carousel" aria-label="Upcoming and on-demand events">
      <ul id={listId} className={classes.slides} aria-live="polite" style={{ ['--slides' as string]: perView }}>
        {visible.map((event, i) => (
          <li
            key={event.id}
            className={classes.slide}
            aria-roledescription="slide"
            aria-label={`${first + i + 1} of ${events.length}`}
          >
            <Anchor component={Link} to={`/events/${event.id}`} className={classes.slideLink} underline="never">
              <Text size="xs" fw={700} tt="uppercase" c="blue.9">
                {event.typeLabel}
              </Text>
              <Text size="sm" fw={700} c="dark.9" lineClamp={3}>
                {event.name}
              </Text>
              <Text size="xs" c="gray.7">
                {event.when}
                {event.ceus > 0 ? ` · ${event.ceus} CEUs` : ''}
              </Text>
            </Anchor>
          </li>
        ))}
      </ul>
      {events.length > perView && (
        <Group justify="space-between">
          <ActionIcon
            variant="outline"
            aria-label="Previous events"
            aria-controls={listId}
            disabled={first === 0}
            onClick={() => setStart(Math.max(0, first - 1))}
          >
            <span aria-hidden>‹</span>
          </ActionIcon>
          <Text size="xs" c="gray.7">
            {first + 1}–{first + visible.length} of {events.length}
          </Text>
          <ActionIcon
            variant="outline"
            aria-label="Next events"
            aria-controls={listId}
            disabled={first >= lastStart}
            onClick={() => setStart(Math.min(lastStart, first + 1))}
          >
            <span aria-hidden>›</span>
          </ActionIcon>
        </Group>
      )}
    </Stack>
  )
}
