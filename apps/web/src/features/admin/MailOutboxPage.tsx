import { Badge, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { adminRoutes, type ListQueryInput, type MailRow, type SortItem } from '@portal/contracts'
import { DataTable, type DataTableColumn } from '../../components/DataTable'
import { api } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { MailMessageView } from './MailMessageView'

// Outline badges with dark tones: small bold text that still reads at 4.5:1 on white.
const STATUS_COLOR: Record<MailRow['status'], string> = {
  queued: 'gray.8',
  sent: '#1e6b30',
  stored: 'blue.9',
  failed: 'red.9',
}

const columns: DataTableColumn<MailRow>[] = [
  { id: 'to', header: 'To', cell: (mail) => mail.to, sortable: true, filterable: true },
  { id: 'subject', header: 'Subject', cell: (mail) => mail.subject, sortable: true, filterable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (mail) => (
      <Badge color={STATUS_COLOR[mail.status]} variant="outline">
        {mail.status}
      </Badge>
    ),
    sortable: true,
    filterable: true,
    // The server matches the status exactly, so it is picked rather than typed.
    filterOptions: ['queued', 'sent', 'stored', 'failed'],
  },
  { id: 'createdAt', header: 'Created', cell: (mail) => formatDateTime(mail.createdAt), sortable: true },
]

const NEWEST_FIRST: SortItem[] = [{ field: 'createdAt', direction: 'desc' }]

const fetchMail = (query: ListQueryInput, signal: AbortSignal) => api(adminRoutes.listMail, { query, signal })

function openMail(mail: MailRow) {
  modals.open({ title: mail.subject, size: 'xl', children: <MailMessageView id={mail.id} /> })
}

/** Mail the portal wrote, kept in an outbox when no SMTP server is configured. */
export function MailOutboxPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Mail outbox</Title>
      <Text>Mail is kept here because no SMTP server is configured.</Text>
      <DataTable
        label="Mail outbox"
        columns={columns}
        queryKey={['admin', 'mail']}
        fetchPage={fetchMail}
        getRowId={(mail) => mail.id}
        defaultSort={NEWEST_FIRST}
        defaultPageSize={20}
        onRowClick={openMail}
      />
    </Stack>
  )
}
