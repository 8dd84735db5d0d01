import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { buildPath, cartRoutes, formatCents, formatDate, type ReceiptLine, type Transaction } from '@portal/contracts'
import { Link, useParams } from 'react-router'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { LoadError } from '../../components/LoadError'
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
        <Table aria-label="Payment" withRowBorders={false} verticalSpacing={4} maw={520}>
          <Table.Tbody>
            <SummaryRow label="Receipt number" value={`#${payment.id}`} />
            <SummaryRow label="Date" value={formatDate(payment.createdAt)} />
            <SummaryRow label="Amount" value={formatCents(payment.amount)} />
            <SummaryRow label="Payment method" value={TRANSACTION_TYPE_LABELS[payment.type]} />
            <SummaryRow label="Paid by" value={`${payment.payer.firstName} ${payment.payer.lastName}`} />
          </Table.Tbody>
        </Table>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="receipt-items-heading">
        <Title order={2} size="h3" id="receipt-items-heading">
          Items
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table aria-labelledby="receipt-items-heading" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Item</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
                <Table.Th scope="col">Quantity</Table.Th>
                <Table.Th scope="col" ta="right">
                  Price
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.lineItems.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>
                    <LineDetails line={line} />
                  </Table.Td>
                  <Table.Td>{line.withQty ? line.quantity : ''}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.finalPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} w={180}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  )
}

/** A line's year due, membership term and code, each on its own line. */
function LineDetails({ line }: { line: ReceiptLine }) {
  const details = [
    line.due !== null ? `Due ${line.due}` : null,
    line.membershipStart && line.membershipEnd
      ? `Membership ${formatDate(line.membershipStart)} to ${formatDate(line.membershipEnd)}`
      : null,
    line.discount ? `Code ${line.discount.code}` : null,
  ].filter((detail): detail is string => detail !== null)
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
