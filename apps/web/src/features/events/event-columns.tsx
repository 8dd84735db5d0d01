/** The columns of the events table (spec 1 §2.9); ids are the server's sort and filter fields. */
import { Badge, Group, Text } from '@mantine/core'
import { EventMessages as M, formatCents, formatDate, type EventSummary, type EventListField } from '@portal/contracts'
import type { DataTableColumn } from '../../components/DataTable'
import { hours, TYPE_CHOICES, YES_NO, yesNo } from './event-format'

function EventName({ event }: { event: EventSummary }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {event.name}
      </Text>
      {event.registered && (
        <Badge size="xs" color="green" variant="light">
          Registered
        </Badge>
      )}
      {event.inCart && (
        <Badge size="xs" color="blue" variant="light">
          In Cart
        </Badge>
      )}
      {event.isExpired && !event.registered && (
        <Badge size="xs" color="gray.8" variant="outline">
          Expired
        </Badge>
      )}
    </Group>
  )
}

export const EVENT_COLUMNS: readonly DataTableColumn<EventSummary, EventListField>[] = [
  { id: 'name', header: 'Name', cell: (event) => <EventName event={event} />, sortable: true, filterable: true },
  {
    id: 'type',
    header: 'Type',
    cell: (event) => event.typeLabel,
    sortable: true,
    filterable: true,
    filterOptions: TYPE_CHOICES,
  },
  // Spec 1 §2.9: the price column is the member price.
  { id: 'memberPrice', header: 'Member Price', cell: (event) => formatCents(event.memberPrice), sortable: true },
  {
    id: 'freeForMembers',
    header: 'Free for Members',
    cell: (event) => yesNo(event.freeForMembers),
    sortable: true,
  },
  { id: 'ceus', header: 'CEUs', cell: (event) => hours(event.ceus), sortable: true },
  { id: 'experienceHours', header: 'Experience Hours', cell: (event) => hours(event.experienceHours), sortable: true },
  {
    id: 'date',
    header: 'Date',
    cell: (event) => (event.type === 'on_demand' ? M.onDemand : formatDate(event.date)),
    sortable: true,
  },
  {
    id: 'expirationDate',
    header: 'Expiration Date',
    cell: (event) => formatDate(event.expirationDate),
    sortable: true,
  },
  {
    id: 'approvedForEthics',
    header: 'Ethics/SOP',
    cell: (event) => yesNo(event.approvedForEthics),
    sortable: true,
    filterable: true,
    filterOptions: YES_NO,
  },
]
