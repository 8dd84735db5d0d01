import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { CartMessages, formatCents, formatDate, type PaymentSummary, type PaymentListField } from '@portal/contracts'
import { Link } from 'react-router'
import { DataTable, type DataTableColumn } from '../../components/DataTable'
import { fetchPaymentPage, PAYMENTS_KEY } from './payments-api'
import { PAYMENT_STATUS_LABELS } from './payment-labels'

const columns: DataTableColumn<PaymentSummary, PaymentListField>[] = [
  { id: 'createdAt', header: 'Date', cell: (payment) => formatDate(payment.createdAt), sortable: true },
  // The amount right after the date: on a phone it is still in view without scrolling the table.
  { id: 'amount', header: 'Amount', cell: (payment) => formatCents(payment.amount), sortable: true },
  { id: 'description', header: 'Description', cell: (payment) => payment.description },
  {
    id: 'status',
    header: 'Status',
    cell: (payment) => PAYMENT_STATUS_LABELS[payment.status],
  },
  {
    id: 'receipt',
    header: 'Receipt',
    // Nothing was charged yet for an item waiting for approval, so there is no receipt to open.
    cell: (payment) =>
      payment.id === null ? (
        <Text size="sm">{CartMessages.noReceiptYet}</Text>
      ) : (
        <Anchor component={Link} to={`/payments/${payment.id}`}>
          View receipt<VisuallyHidden> of {formatDate(payment.createdAt)}</VisuallyHidden>
        </Anchor>
      ),
  },
]

/**
 * Payment history (spec 1 §2.11): the person's payments, newest first, each opening its receipt,
 * and what waits for staff approval to be charged (decision 0005), without a receipt until then.
 */
export function PaymentHistoryPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Payment history</Title>
      <DataTable
        label="Payments"
        columns={columns}
        queryKey={[...PAYMENTS_KEY, 'list']}
        fetchPage={fetchPaymentPage}
        getRowId={(payment) => payment.key}
        defaultSort={[{ field: 'createdAt', direction: 'desc' }]}
        defaultPageSize={10}
        emptyMessage={CartMessages.historyEmpty}
      />
    </Stack>
  )
}
