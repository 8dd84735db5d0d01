import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { buildPath, cartRoutes, formatCents, formatDate, type ReceiptLine, type Transaction } from '@portal/contracts'
import { Link, useParams } from 'react-router'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { LoadError } from '../../components/LoadError'
import { ResponsiveTable, type ResponsiveTableProps } from '../../components/ResponsiveTable'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { discountTermsLabel, TRANSACTION_TYPE_LABELS } from './payment-labels'
import { usePayment } from './payments-api'

/** The receipt of one payment (/payments/{id}, spec 1 §2.11), with its PDF. */
export function ReceiptPage() {
  const { id = '' } = useParams()
  const paymentId = /^\d+$/.test(id) ? Number(id) : Number.NaN
  const payment = usePayment(paymentId)
  const isNotFound = Number.isNaN(paymentId) || (isApiError(payment.error) && payment.error.status === 404)

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Receipt</Title>
      {isNotFound && <PaymentNotFound />}
      {!isNotFound && payment.isPending && <PageLoader label="Loading the receipt..." />}
      {!isNotFound && payment.isError && <LoadError title="The receipt could not be loaded" query={payment} />}
      {payment.data && <Receipt payment={payment.data} />}
    </Stack>
  )
}

function PaymentNotFound() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>This payment was not found.</Text>
        <Anchor component={Link} to="/payments">
          Back to your payment history
        </Anchor>
      </Stack>
    </Paper>
  )
}

function Receipt({ payment }: { payment: Transaction }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Payment" verticalSpacing={4} maw={520}>
          <ValueRow label="Receipt number">{`#${payment.id}`}</ValueRow>
          <ValueRow label="Date">{formatDate(payment.createdAt)}</ValueRow>
          <ValueRow label="Amount">{formatCents(payment.amount)}</ValueRow>
          <ValueRow label="Payment method">{TRANSACTION_TYPE_LABELS[payment.type]}</ValueRow>
          <ValueRow label="Paid by">{`${payment.payer.firstName} ${payment.payer.lastName}`}</ValueRow>
        </ValueTable>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="receipt-items-heading">
        <Title order={2} size="h3" id="receipt-items-heading">
          Items
        </Title>
        <ResponsiveTable
          labelledBy="receipt-items-heading"
          columns={LINE_COLUMNS}
          rows={payment.lineItems}
          getRowKey={(line) => line.id}
        />
      </Stack>

      {payment.discount && (
        <Stack gap={4} component="section" aria-labelledby="receipt-discount-heading">
          <Title order={2} size="h3" id="receipt-discount-heading">
            Discount
          </Title>
          <Text>
            Code <strong>{payment.discount.code}</strong>: {discountTermsLabel(payment.discount)},{' '}
            {formatCents(-payment.discount.amountCents)}
          </Text>
        </Stack>
      )}

      {payment.notes && (
        <Stack gap={4} component="section" aria-labelledby="receipt-notes-heading">
          <Title order={2} size="h3" id="receipt-notes-heading">
            Notes
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{payment.notes}</Text>
        </Stack>
      )}

      <Group gap="md">
        <Button component="a" href={buildPath(cartRoutes.getReceiptPdf.path, { id: payment.id })} download>
          Download PDF
        </Button>
        <Anchor component={Link} to="/payments">
          All payments
        </Anchor>
      </Group>
    </Stack>
  )
}

const LINE_COLUMNS: ResponsiveTableProps<ReceiptLine>['columns'] = [
  { header: 'Item', cell: (line) => line.name },
  { header: 'Details', cell: (line) => (detailsOf(line).length > 0 ? <LineDetails line={line} /> : null) },
  { header: 'Quantity', cell: (line) => (line.withQty ? line.quantity : null) },
  { header: 'Price', cell: (line) => formatCents(line.finalPrice), isNumeric: true },
]

/** A line's year due, membership term and code. */
function detailsOf(line: ReceiptLine): string[] {
  return [
    line.due !== null ? `Due ${line.due}` : null,
    line.membershipStart && line.membershipEnd
      ? `Membership ${formatDate(line.membershipStart)} to ${formatDate(line.membershipEnd)}`
      : null,
    line.discount ? `Code ${line.discount.code}` : null,
  ].filter((detail): detail is string => detail !== null)
}

/** A line's details, each on its own line; nothing when it has none. */
function LineDetails({ line }: { line: ReceiptLine }) {
  const details = detailsOf(line)
  if (details.length === 0) return null
  return (
    <Stack gap={0}>
      {details.map((detail) => (
        <Text key={detail} size="sm">
          {detail}
        </Text>
      ))}
    </Stack>
  )
}
