import { Badge, VisuallyHidden } from '@mantine/core'
import { useCartItemCount } from './cart-api'

/** The number of items in the cart, beside the menu's Cart link (nothing when it is empty). */
export function CartCountBadge() {
  const count = useCartItemCount()
  if (count === 0) return null
  return (
    <>
      <Badge component="span" size="sm" circle color="red.9" ml={6} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>
        , {count} {count === 1 ? 'item' : 'items'}
      </VisuallyHidden>
    </>
  )
}
