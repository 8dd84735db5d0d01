import { Badge, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { adminRoutes, type ListQueryInput, type MailRow, type SortItem, type MailListField } from '@portal/contracts'
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

const columns: DataTableColumn<MailRow, MailListField>[] = [
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

/** Mail the portal wrote, kept in an outbox when no SMTP server is configured. */
export function MailOutboxPage() {
  // The message stays set while the dialog closes, so it fades out whole.
  const [mail, setMail] = useState<MailRow | null>(null)
  const [isOpen, setOpen] = useState(false)
  const openMail = (row: MailRow) => {
    setMail(row)
    setOpen(true)
  }
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
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={mail?.subject}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {mail && <MailMessageView id={mail.id} />}
      </Modal>
    </Stack>
  )
}
