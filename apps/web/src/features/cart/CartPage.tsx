import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { CartMessages, type Cart } from '@portal/contracts'
import { Link } from 'react-router'
import { useCart } from './cart-api'
import { groupCartItems } from './cart-rules'
import { CartItemRow } from './CartItemRow'
import { DiscountCodeForm } from './DiscountCodeForm'
import { CartLoadState } from './CartLoadState'
import { MembershipPrompt } from './MembershipPrompt'
import { OrderTotals } from './OrderTotals'

/** The cart (spec 1 §2.13): items by group, quantities, removal, the total, a discount code, checkout. */
export function CartPage() {
  const cart = useCart()
  return (
    <Stack gap="lg">
      <Title order={1}>Cart</Title>
      <CartLoadState cart={cart} />
      {cart.data?.showMembershipPrompt && <MembershipPrompt />}
      {cart.data && (cart.data.items.length === 0 ? <EmptyCart /> : <CartContents cart={cart.data} />)}
    </Stack>
  )
}

function EmptyCart() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{CartMessages.emptyCart}</Text>
        <Button component={Link} to="/events/upcoming" variant="light">
          Browse upcoming events
        </Button>
      </Stack>
    </Paper>
  )
}

function CartContents({ cart }: { cart: Cart }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {groupCartItems(cart.items).map(({ group, items }) => (
            <Stack gap="sm" key={group} component="section" aria-label={group}>
              <Title order={2} size="h3">
                {group}
              </Title>
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <CartItemRow key={item.id} item={item} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cart-total-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="cart-total-heading">
              Cart total
            </Title>
            <OrderTotals
              subtotal={cart.subtotal}
              discount={cart.discount}
              discountCode={cart.discountCode}
              total={cart.total}
              dueNow={cart.dueNow}
              chargedOnApproval={cart.chargedOnApproval}
            />
            <DiscountCodeForm appliedCode={cart.discountCode} />
            <Button component={Link} to="/checkout" size="md" fullWidth>
              {CartMessages.continueToCheckout}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  )
}
