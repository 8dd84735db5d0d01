import { Anchor, Stack, Title, VisuallyHidden } from '@mantine/core'
import { CartMessages, formatCents, formatDate, type PaymentSummary } from '@portal/contracts'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/DataTable'
import { fetchPaymentPage, PAYMENTS_KEY } from './payments-api'

const columns: DataTableColumn<PaymentSummary>[] = [
  { id: 'createdAt', header: 'Date', cell: (payment) => formatDate(payment.createdAt), sortable: true },
  { id: 'description', header: 'Description', cell: (payment) => payment.description },
  { id: 'amount', header: 'Amount', cell: (payment) => formatCents(payment.amount), sortable: true },
  {
    id: 'receipt',
    header: 'Receipt',
    cell: (payment) => (
      <Anchor component={Link} to={`/payments/${payment.id}`}>
        View receipt<VisuallyHidden> of {formatDate(payment.createdAt)}</VisuallyHidden>
      </Anchor>
    ),
  },
]

/** Payment history (spec 1 §2.11): the person's payments, newest first, each opening its receipt. */
export function PaymentHistoryPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Payment history</Title>
      <DataTable
        label="Payments"
        columns={columns}
        queryKey={[...PAYMENTS_KEY, 'list']}
        fetchPage={fetchPaymentPage}
        getRowId={(payment) => payment.id}
        defaultSort={[{ field: 'createdAt', direction: 'desc' }]}
        defaultPageSize={10}
        emptyMessage={CartMessages.historyEmpty}
      />
    </Stack>
  )
}
