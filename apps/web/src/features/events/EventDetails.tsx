/** The loaded event: its facts, the price this user pays, the actions and the registered user's links. */
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import {
  buildPath,
  eventRoutes,
  EventLinks,
  EventMessages as M,
  formatCents,
  formatDateTime,
  type EventDetail,
  type EventExtra,
} from '@portal/contracts'
import { Link, useNavigate } from 'react-router'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { errorMessage } from '../../lib/errors'
import { toastError } from '../../lib/toast'
import { hours, priceNote, resourceLinks, yesNo } from './event-format'
import { useAddEventToCart } from './events-api'

export function EventDetails({ event }: { event: EventDetail }) {
  const note = priceNote(event)
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{event.name}</Title>
        <Group gap="xs">
          <Badge variant="light" color="blue.9">
            {event.typeLabel}
          </Badge>
          {event.approvedForEthics && (
            <Badge variant="outline" color="teal.9">
              Approved for Ethics/SOP
            </Badge>
          )}
        </Group>
      </Stack>
      {event.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text>}
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Event details" verticalSpacing={4} maw={560}>
          <ValueRow label="Date">{event.type === 'on_demand' ? M.onDemand : formatDateTime(event.date)}</ValueRow>
          <ValueRow label="Expiration date">{formatDateTime(event.expirationDate) || 'None'}</ValueRow>
          <ValueRow label="CEUs">{hours(event.ceus)}</ValueRow>
          <ValueRow label="Experience hours">{hours(event.experienceHours)}</ValueRow>
          <ValueRow label="Price">
            {note ? `${formatCents(event.yourPrice)} (${note})` : formatCents(event.yourPrice)}
          </ValueRow>
          <ValueRow label="Free for members">{yesNo(event.freeForMembers)}</ValueRow>
        </ValueTable>
      </Paper>
      <EventActions event={event} />
      {event.extra && <EventResources extra={event.extra} />}
    </Stack>
  )
}

/** Add to Cart goes to the cart; hidden once expired. In the cart already: a link to it. */
function EventActions({ event }: { event: EventDetail }) {
  const navigate = useNavigate()
  const add = useAddEventToCart()
  const addToCart = () =>
    add.mutate(event.id, {
      onSuccess: () => void navigate(EventLinks.cart),
      onError: (error) => toastError(errorMessage(error)),
    })
  return (
    <Stack gap="sm" align="flex-start">
      {event.registered && (
        <Alert color="green" role="status" py="xs">
          {M.registered}
        </Alert>
      )}
      {!event.registered && event.isExpired && <Text c="gray.8">{M.expired}</Text>}
      <Group gap="md">
        {!event.registered && !event.isExpired && event.inCart && (
          <Button component={Link} to={EventLinks.cart}>
            {M.viewInCart}
          </Button>
        )}
        {!event.registered && !event.isExpired && !event.inCart && (
          <Button onClick={addToCart} loading={add.isPending}>
            {M.addToCart}
          </Button>
        )}
        {event.type !== 'on_demand' && (
          <Button
            component="a"
            variant="light"
            href={buildPath(eventRoutes.getEventCalendar.path, { id: event.id })}
            download
          >
            {M.addToCalendar}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

/** What registering bought: the recording and resources (only registered users receive them). */
function EventResources({ extra }: { extra: EventExtra }) {
  const links = resourceLinks(extra)
  if (links.length === 0) return null
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-resources-heading">
      <Title order={2} size="h3" id="event-resources-heading">
        {M.resources}
      </Title>
      <List>
        {links.map((link) => (
          <List.Item key={link.label}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
