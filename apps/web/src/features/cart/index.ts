/**
 * The cart, the checkout and donations. What the app frame uses: the menu's cart badge.
 */
export { CartCountBadge } from './CartCountBadge'
