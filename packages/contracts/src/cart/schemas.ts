import { z } from '../zod'
import { text } from '../http/text'
import { LINE_ITEM_CATEGORY_TYPES, PAYMENT_METHOD_TYPES } from '../domain/enums'
import { CurrentUser } from '../auth/schemas'
import { DonationInput } from '../donations/donation'
import { CartMessages as M } from './messages'

const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))
const cents = z.number().check(z.int())

export const AppliedDiscount = z.object({
  code: z.string(),
  percentage: z.boolean(),
  /** The percentage (1-100), or the cents off each unit. */
  amount: z.number().check(z.int()),
  /** Cents this code takes off the line (all units). */
  amountCents: cents,
})
export type AppliedDiscount = z.infer<typeof AppliedDiscount>

/** The groups the cart page shows items under. */
export const CART_GROUPS = ['Certification', 'Membership', 'Events', 'Continuing Education', 'Donation'] as const
export type CartGroup = (typeof CART_GROUPS)[number]

export const CartItem = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  categoryType: z.enum(LINE_ITEM_CATEGORY_TYPES),
  categoryId: z.number().check(z.int()),
  group: z.enum(CART_GROUPS),
  registrationId: z.nullable(z.number().check(z.int())),
  /** The list price of one unit. */
  price: cents,
  /** One unit before a discount code (the member price where one applies). */
  priceBeforeDiscount: cents,
  /** One unit after the discount code. */
  finalPrice: cents,
  quantity: z.number().check(z.int()),
  /** The quantity may be changed (and is shown on the receipt). */
  withQty: z.boolean(),
  /** finalPrice × quantity. */
  total: cents,
  /** The year a certification fee is for. */
  due: z.nullable(z.number().check(z.int())),
  discount: z.nullable(AppliedDiscount),
  /** Removing it removes its whole pre-registration (the page asks first). */
  removesRegistration: z.boolean(),
  /** Paid by card, it is submitted at checkout and charged when staff approve (not now). */
  chargedOnApproval: z.boolean(),
})
export type CartItem = z.infer<typeof CartItem>

export const SavedCard = z.object({ brand: z.string(), last4: z.string() })
export type SavedCard = z.infer<typeof SavedCard>

export const Cart = z.object({
  items: z.array(CartItem),
  user: CurrentUser,
  subtotal: cents,
  discount: cents,
  total: cents,
  /** What paying by card charges now: the total less what is charged when approved. */
  dueNow: cents,
  /** What is charged to the card when staff approve (the items marked chargedOnApproval). */
  chargedOnApproval: cents,
  /** The code applied to the cart, if any. */
  discountCode: z.nullable(z.string()),
  /** Holds a donation already (the checkout hides its donation block). */
  hasDonation: z.boolean(),
  /** Non-members without a pending review and no membership in the cart are invited to join. */
  showMembershipPrompt: z.boolean(),
  savedCard: z.nullable(SavedCard),
  /** 'Admin override' may be offered: an admin is acting as this user. */
  canOverride: z.boolean(),
})
export type Cart = z.infer<typeof Cart>

export const RemoveCartItemBody = z.object({ line_item_id: id })
export type RemoveCartItemBody = z.input<typeof RemoveCartItemBody>

export const UpdateCartItemBody = z.object({
  quantity: z.number({ error: M.quantityMin }).check(z.int(M.quantityMin), z.gte(1, M.quantityMin), z.lte(999)),
})
export type UpdateCartItemBody = z.input<typeof UpdateCartItemBody>

export const ApplyDiscountBody = z.object({
  code: text().check(z.trim(), z.minLength(1, M.discountUnknown), z.maxLength(50, M.discountUnknown)),
})
export type ApplyDiscountBody = z.input<typeof ApplyDiscountBody>

export const PayBody = z.object({
  paymentMethodType: z.enum(PAYMENT_METHOD_TYPES),
  /** The new card's payment method id (method stripe only). */
  stripeToken: z.nullish(text().check(z.trim(), z.maxLength(200))),
  overrideNotes: z.nullish(text().check(z.trim(), z.maxLength(2000))),
  donation: z.nullish(DonationInput),
  /**
   * One key per checkout attempt, chosen by the page when it opens the checkout; a retried
   * request with the same key is answered with the first one's result.
   */
  idempotencyKey: z.nullish(z.uuid()),
})
export type PayBody = z.input<typeof PayBody>

/** An item a checkout submitted for review, charged to the card on file when staff approve it. */
export const SubmittedItem = z.object({ name: z.string(), amount: cents })
export type SubmittedItem = z.infer<typeof SubmittedItem>

/** What a checkout did, as the page confirms it. */
export const PaymentOutcome = z.object({
  /** The transaction recorded now; null when nothing was charged now (a membership is charged on approval). */
  transactionId: z.nullable(z.number().check(z.int())),
  /** Items submitted for review and charged on approval (decision 0005), each with what it will cost. */
  submittedForApproval: z.array(SubmittedItem),
})
export type PaymentOutcome = z.infer<typeof PaymentOutcome>

export const PayResult = z.extend(PaymentOutcome, { user: CurrentUser })
export type PayResult = z.infer<typeof PayResult>

export const AddDonationBody = DonationInput
