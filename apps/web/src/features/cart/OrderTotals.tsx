import { Table, Text } from '@mantine/core'
import { formatCents } from '@portal/contracts'

/**
 * Subtotal, discount, donation and what is due, as a small table (cart and checkout). Not a
 * ResponsiveTable nor a ValueTable: a sum, its amounts right-aligned under each other and the
 * total ruled off, which fits a phone as it is.
 */
export function OrderTotals({
  subtotal,
  discount,
  discountCode,
  donation = 0,
  total,
}: {
  subtotal: number
  discount: number
  discountCode: string | null
  donation?: number
  total: number
}) {
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
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
          <Table.Th scope="row">
            <Text fw={700}>Total</Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text fw={700}>{formatCents(total + donation)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
