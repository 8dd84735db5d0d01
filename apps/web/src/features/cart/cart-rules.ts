/**
 * The pure rules of the cart and checkout screens. Prices, totals and what may be paid how are
 * the server's (and the contracts'); these only arrange and read them for the page.
 */
import {
  CART_GROUPS,
  CartMessages,
  donationCents,
  PAYMENT_METHOD_TYPES,
  paymentMethodForAmount,
  UpdateCartItemBody,
  type Cart,
  type CartGroup,
  type CartItem,
  type DonationInput,
  type PaymentMethodType,
  type SavedCard,
} from '@portal/contracts'
import { ApiError, errorMessage, isApiError } from '../../lib/errors'
import { cardText } from '../../lib/card-text'

export interface CartItemGroup {
  group: CartGroup
  items: CartItem[]
}

/** The items under their group headings, in the cart's group order; empty groups are left out. */
export function groupCartItems(items: readonly CartItem[]): CartItemGroup[] {
  return CART_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter(
    (entry) => entry.items.length > 0,
  )
}

/** The quantity rule's message ('Please enter a quantity greater than 0'), or null when it may be sent. */
export function quantityError(value: number | string): string | null {
  const quantity = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)
  const result = UpdateCartItemBody.safeParse({ quantity })
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}

/** Cents the donation adds to the order: 0 when there is none or its amount is not (yet) valid. */
export function donationDueCents(donation: DonationInput): number {
  return donationCents(donation) ?? 0
}

/**
 * The payment methods the page offers for what is due (spec 1 §2.13): a new card, the saved card
 * and the admin override while something is due; the free method when nothing is. The admin
 * override stays offered either way while an admin acts as the user.
 */
export function offeredMethods(cart: Pick<Cart, 'savedCard' | 'canOverride'>, dueCents: number): PaymentMethodType[] {
  const methods: PaymentMethodType[] = dueCents > 0 ? ['stripe'] : ['free']
  if (dueCents > 0 && cart.savedCard) methods.push('existing')
  if (cart.canOverride) methods.push('admin')
  return methods
}

/** The method chosen when the checkout opens: the saved card if there is one, switched to free when nothing is due. */
export function initialMethod(cart: Pick<Cart, 'savedCard' | 'total'>, donation: number): PaymentMethodType {
  return paymentMethodForAmount(cart.savedCard ? 'existing' : 'stripe', cart.total, donation)
}

/**
 * Whether a failed pay call may still have charged: the request never got an answer (network)
 * or the server failed midway. The page then retries with the same idempotency key, which the
 * server answers with the first attempt's result; after a definite refusal (a decline, a rule)
 * the next try is a new attempt with a new key.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true
  return error.status === 0 || error.status >= 500
}

/**
 * The pay call reports donation problems under `donation.*`; the donation form's fields are at
 * its root. Returns the error with those paths unprefixed (other entries unchanged).
 */
export function unprefixFieldErrors(error: unknown, prefix: string): unknown {
  if (!isApiError(error) || !error.body.errors) return error
  const errors: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(error.body.errors)) {
    errors[path.startsWith(prefix) ? path.slice(prefix.length) : path] = messages
  }
  return new ApiError(error.status, { ...error.body, errors })
}

/** What a failed call says about one field (a discount code, a quantity), else its summary message. */
export function serverMessageFor(error: unknown, field: string): string {
  if (isApiError(error)) return error.body.errors?.[field]?.join(' ') ?? error.body.message
  return errorMessage(error)
}

export function isPaymentMethodType(value: string): value is PaymentMethodType {
  return (PAYMENT_METHOD_TYPES as readonly string[]).includes(value)
}

/** How each payment method is offered on the checkout. */
export function paymentMethodLabel(method: PaymentMethodType, savedCard: SavedCard | null): string {
  switch (method) {
    case 'stripe':
      return 'New card'
    case 'existing':
      return savedCard ? cardText(savedCard) : 'Saved card'
    case 'admin':
      return CartMessages.adminOverride
    case 'free':
      return 'Free'
  }
}

/** A version 4 UUID: crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
