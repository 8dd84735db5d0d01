import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { formatCents, type Cart } from '@portal/contracts'
import type { ReactNode } from 'react'
import { CHARGED_WHEN_APPROVED, OrderTotals } from './OrderTotals'

/**
 * The checkout's order summary: each item (those charged when approved marked so), the discount,
 * the donation, and the total due, or what is due now and what is charged when approved.
 */
export function OrderSummary({ cart, donation, children }: { cart: Cart; donation: number; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="order-summary-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="order-summary-heading">
          Order summary
        </Title>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cart.items.map((item) => (
            <Group component="li" key={item.id} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm">
                {item.name}
                {item.withQty && item.quantity > 1 ? ` × ${item.quantity}` : ''}
                {item.chargedOnApproval && (
                  <Text span size="xs" c="dimmed" display="block">
                    {CHARGED_WHEN_APPROVED}
                  </Text>
                )}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(item.total)}
              </Text>
            </Group>
          ))}
        </Stack>
        <OrderTotals
          subtotal={cart.subtotal}
          discount={cart.discount}
          discountCode={cart.discountCode}
          donation={donation}
          total={cart.total}
          dueNow={cart.dueNow}
          chargedOnApproval={cart.chargedOnApproval}
        />
        {children}
      </Stack>
    </Paper>
  )
}
