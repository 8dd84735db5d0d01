import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import type { useCart } from './cart-api'

/** The cart's loading and error states, shared by the cart and the checkout. */
export function CartLoadState({ cart }: { cart: ReturnType<typeof useCart> }) {
  if (cart.isPending) return <PageLoader label="Loading your cart..." />
  if (!cart.isError) return null
  return <LoadError title="Your cart could not be loaded" query={cart} />
}
