import { z } from '../zod'
import { text } from '../http/text'
import { LINE_ITEM_CATEGORY_TYPES, PAYMENT_HISTORY_STATUSES, TRANSACTION_TYPES } from '../domain/enums'
import { AppliedDiscount, SavedCard } from '../cart/schemas'

const cents = z.number().check(z.int())

export const SetupIntent = z.object({
  clientSecret: z.string(),
  /** 'sandbox' when no payment provider keys are configured (the page shows the sandbox card form). */
  provider: z.enum(['stripe', 'sandbox']),
})
export type SetupIntent = z.infer<typeof SetupIntent>

export const ReceiptLine = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  categoryType: z.enum(LINE_ITEM_CATEGORY_TYPES),
  finalPrice: cents,
  quantity: z.number().check(z.int()),
  withQty: z.boolean(),
  /** The year a certification fee is for. */
  due: z.nullable(z.number().check(z.int())),
  membershipStart: z.nullable(z.string()),
  membershipEnd: z.nullable(z.string()),
  discount: z.nullable(AppliedDiscount),
})
export type ReceiptLine = z.infer<typeof ReceiptLine>

export const Transaction = z.object({
  id: z.number().check(z.int()),
  type: z.enum(TRANSACTION_TYPES),
  createdAt: z.string(),
  amount: cents,
  stripeId: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  discount: z.nullable(AppliedDiscount),
  lineItems: z.array(ReceiptLine),
  payer: z.object({ id: z.number().check(z.int()), firstName: z.string(), lastName: z.string(), email: z.string() }),
})
export type Transaction = z.infer<typeof Transaction>

/**
 * A row of the payment history: a payment, or an item waiting for the approval that charges it
 * (no transaction, so no receipt, until then).
 */
export const PaymentSummary = z.object({
  /** Unique in the list, whatever the row is. */
  key: z.string(),
  /** The transaction (its receipt); null while the charge waits for approval. */
  id: z.nullable(z.number().check(z.int())),
  status: z.enum(PAYMENT_HISTORY_STATUSES),
  /** How it was paid; null while not charged yet. */
  type: z.nullable(z.enum(TRANSACTION_TYPES)),
  /** When it was paid, or submitted for review. */
  createdAt: z.string(),
  /** What was charged, or will be on approval. */
  amount: cents,
  /** The items' names, joined. */
  description: z.string(),
})
export type PaymentSummary = z.infer<typeof PaymentSummary>
export const PAYMENT_LIST_FIELDS = ['createdAt', 'amount'] as const

export const PaymentMethodBody = z.object({ stripeToken: text().check(z.trim(), z.minLength(1), z.maxLength(200)) })
export const PaymentInfo = z.object({ savedCard: z.nullable(SavedCard) })
export type PaymentInfo = z.infer<typeof PaymentInfo>
