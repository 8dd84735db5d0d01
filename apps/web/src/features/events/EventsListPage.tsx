/**
 * /events (the user's own events) and /events/upcoming (all events), spec 1 §2.9: one server-paged
 * table, newest first, 10 a page, filters debounced 300 ms; a toggle switches between the two
 * and a row opens its event.
 */
import { Button, Group, Stack, Title } from '@mantine/core'
import { EventLinks, EventMessages as M } from '@portal/contracts'
import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import { DataTable } from '../../components/DataTable'
import { EVENT_COLUMNS } from './event-columns'
import { EventsNotice } from './EventsNotice'
import { EVENTS_KEY, fetchEventsPage, type EventsScope } from './events-api'

const DEFAULT_SORT = [{ field: 'date', direction: 'desc' }] as const

const SCOPES: Record<EventsScope, { title: string; toggle: { label: string; to: string } }> = {
  own: { title: M.myEvents, toggle: { label: M.showAllEvents, to: EventLinks.upcoming } },
  upcoming: { title: M.allEvents, toggle: { label: M.showMyEvents, to: EventLinks.own } },
}

function EventsListPage({ scope }: { scope: EventsScope }) {
  const navigate = useNavigate()
  const { title, toggle } = SCOPES[scope]
  const fetchPage = useMemo(() => fetchEventsPage(scope), [scope])
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={toggle.to} variant="light">
          {toggle.label}
        </Button>
      </Group>
      <DataTable
        key={scope}
        label={title}
        columns={EVENT_COLUMNS}
        queryKey={[...EVENTS_KEY, scope]}
        fetchPage={fetchPage}
        getRowId={(event) => event.id}
        defaultSort={DEFAULT_SORT}
        defaultPageSize={10}
        onRowClick={(event) => void navigate(EventLinks.event(event.id))}
        emptyState={
          // My Events before the first registration: a sentence and the way to the events, not an empty table.
          scope === 'own' ? (
            <EventsNotice message={M.ownEmpty} to={EventLinks.upcoming} linkLabel={M.browseEvents} />
          ) : undefined
        }
      />
    </Stack>
  )
}

export function MyEventsPage() {
  return <EventsListPage scope="own" />
}

export function AllEventsPage() {
  return <EventsListPage scope="upcoming" />
}
