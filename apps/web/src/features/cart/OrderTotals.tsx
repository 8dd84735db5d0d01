import { Table, Text } from '@mantine/core'
import { formatCents } from '@portal/contracts'

/** What the checkout and the cart call the amount charged later (spec 2 §9: deferred items). */
export const CHARGED_WHEN_APPROVED = 'Charged when approved'
export const DUE_NOW = 'Due now'

/**
 * Subtotal, discount, donation and what is due, as a small table (cart and checkout). When some
 * items are charged only when staff approve, the server says how much: the total is then named
 * in two rows, what is due now (with the donation) and what is charged when approved. Not a
 * ResponsiveTable nor a ValueTable: a sum, its amounts right-aligned under each other and the
 * total ruled off, which fits a phone as it is.
 */
export function OrderTotals({
  subtotal,
  discount,
  discountCode,
  donation = 0,
  total,
  dueNow = total,
  chargedOnApproval = 0,
}: {
  subtotal: number
  discount: number
  discountCode: string | null
  donation?: number
  total: number
  /** Of the total, what is charged now and what when staff approve (the server's sums). */
  dueNow?: number
  chargedOnApproval?: number
}) {
  const rule = { borderTop: '1px solid var(--mantine-color-gray-4)' }
  return (
    <Table aria-label="Order total" withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            Subtotal
          </Table.Th>
          <Table.Td ta="right">{formatCents(subtotal)}</Table.Td>
        </Table.Tr>
        {discount > 0 && (
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Discount{discountCode ? ` (${discountCode})` : ''}
            </Table.Th>
            <Table.Td ta="right">{formatCents(-discount)}</Table.Td>
          </Table.Tr>
        )}
        {donation > 0 && (
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Donation
            </Table.Th>
            <Table.Td ta="right">{formatCents(donation)}</Table.Td>
          </Table.Tr>
        )}
        {chargedOnApproval > 0 ? (
          <>
            <Table.Tr style={rule}>
              <Table.Th scope="row">
                <Text fw={700}>{DUE_NOW}</Text>
              </Table.Th>
              <Table.Td ta="right">
                <Text fw={700}>{formatCents(dueNow + donation)}</Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                {CHARGED_WHEN_APPROVED}
              </Table.Th>
              <Table.Td ta="right">{formatCents(chargedOnApproval)}</Table.Td>
            </Table.Tr>
          </>
        ) : (
          <Table.Tr style={rule}>
            <Table.Th scope="row">
              <Text fw={700}>Total</Text>
            </Table.Th>
            <Table.Td ta="right">
              <Text fw={700}>{formatCents(total + donation)}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  )
}
