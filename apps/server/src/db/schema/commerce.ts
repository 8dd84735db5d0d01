/**
 * Commerce: the cart is the user's unpaid line items shown in the cart (no separate table);
 * a checkout attempt holds one idempotency key; a transaction records a completed payment.
 * See docs/decisions/0004-domain-model.md.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import {
  LINE_ITEM_CATEGORY_TYPES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_METHOD_TYPES,
  TRANSACTION_TYPES,
} from '@portal/contracts'
import { cents, createdAt, id, nonNegative, oneOf, updatedAt } from './columns'

/**
 * A staff decision that waits for its charge (an approval charging the card on file): carried by
 * the approval's payment attempt and applied by the selling module when the charge is recorded,
 * whenever that is (at once, by the provider's webhook, or by the reconciler).
 */
export interface PendingDecision {
  reviewerId: number
  /** The decision's message in the reviews module's one format (HTML and its text). */
  message: { html: string | null; text: string | null }
  /** What else the deciding module chose (a registration: the welcome e-mail, without the exam). */
  options: Record<string, boolean>
}
import { discounts, donationOptions } from './catalog'
import { users } from './users'
import { registrations } from './certification'

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 30, enum: TRANSACTION_TYPES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The payment provider's payment id (PaymentIntent), when a card was charged. */
    stripeId: varchar('stripe_id', { length: 100 }),
    /** Admin override notes, or the admin's note on an entry. */
    notes: text('notes'),
    discountId: integer('discount_id').references(() => discounts.id),
    discountCents: cents('discount_cents').notNull().default(0),
    /** Who recorded it when not the payer (admin override, admin entry, off-session approval). */
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_created_idx').on(t.createdAt),
    uniqueIndex('transactions_stripe_id_key')
      .on(t.stripeId)
      .where(sql`${t.stripeId} is not null`),
    oneOf('transactions_type_check', t.type, TRANSACTION_TYPES),
    nonNegative('transactions_amount_check', t.amountCents),
  ],
)

export type LineItemExtra = {
  /** Renewal fee year ('due') and whether the quantity matters on the receipt. */
  due?: number
  withQty?: boolean
  membershipStart?: string
  membershipEnd?: string
  priceBeforeDiscount?: number
  [key: string]: unknown
}

export const lineItems = pgTable(
  'line_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The registration the item belongs to (fees, materials, shipping, exams, ...). */
    registrationId: integer('registration_id').references((): AnyPgColumn => registrations.id, { onDelete: 'cascade' }),
    categoryType: varchar('category_type', { length: 30, enum: LINE_ITEM_CATEGORY_TYPES }).notNull(),
    /** The id of the purchased thing in the table that `category_type` names. */
    categoryId: integer('category_id').notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    priceCents: cents('price_cents').notNull(),
    finalPriceCents: cents('final_price_cents').notNull(),
    retakePriceCents: cents('retake_price_cents'),
    quantity: smallint('quantity').notNull().default(1),
    freeForMembers: boolean('free_for_members').notNull().default(false),
    showInCart: boolean('show_in_cart').notNull().default(true),
    /**
     * Charged when staff approve (off-session, to the card kept at checkout) rather than at
     * checkout: decided by the selling module when it prices the line (a membership; the items of
     * a self-study registration), for a kind whose registration is `ChargedOnApproval`.
     */
    chargedOnApproval: boolean('charged_on_approval').notNull().default(false),
    discountId: integer('discount_id').references(() => discounts.id),
    discountCents: cents('discount_cents').notNull().default(0),
    /** Renewal year of a certification fee (the payments card's Year). */
    dueYear: smallint('due_year'),
    extra: jsonb('extra')
      .$type<LineItemExtra>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    transactionId: integer('transaction_id').references(() => transactions.id),
    paymentMethod: varchar('payment_method', { length: 20, enum: PAYMENT_METHOD_TYPES }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The cart: unpaid items shown in the cart.
    index('line_items_cart_idx')
      .on(t.userId, t.id)
      .where(sql`${t.transactionId} is null and ${t.showInCart}`),
    index('line_items_user_idx').on(t.userId, t.categoryType),
    index('line_items_transaction_idx').on(t.transactionId),
    index('line_items_registration_idx').on(t.registrationId),
    index('line_items_category_idx').on(t.categoryType, t.categoryId),
    oneOf('line_items_category_type_check', t.categoryType, LINE_ITEM_CATEGORY_TYPES),
    oneOf('line_items_payment_method_check', t.paymentMethod, PAYMENT_METHOD_TYPES),
    check('line_items_quantity_check', sql`${t.quantity} >= 1`),
    nonNegative('line_items_price_check', t.priceCents),
    nonNegative('line_items_final_price_check', t.finalPriceCents),
    check('line_items_paid_check', sql`(${t.transactionId} is null) = (${t.paidAt} is null)`),
  ],
)

/**
 * One checkout attempt. Its idempotency key is sent to the payment provider, so a retried or
 * concurrent pay call charges at most once; a restart reconciles attempts left pending.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Sent to the payment provider: unique per attempt, so a replay never charges twice. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** The page's key for this checkout (PayBody.idempotencyKey): a retried request finds its attempt. */
    requestKey: varchar('request_key', { length: 100 }),
    /** A digest of what was asked (method, card, donation, items and prices): identical calls share an attempt. */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }).notNull(),
    /** The card and customer charged, kept so a reconciliation replays the identical provider request. */
    providerPaymentMethodId: varchar('provider_payment_method_id', { length: 100 }),
    providerCustomerId: varchar('provider_customer_id', { length: 100 }),
    /** The admin who chose 'Admin override' while impersonating, and their notes. */
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    status: varchar('status', { length: 20, enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    paymentMethodType: varchar('payment_method_type', { length: 20, enum: PAYMENT_METHOD_TYPES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The items charged now. */
    lineItemIds: integer('line_item_ids').array().notNull(),
    /**
     * Items submitted without being charged: a membership is charged to the saved card when
     * staff approve it (spec 3: 'charge {price} to the user's card'): a kind `chargedOnApproval` in modules/cart/products.ts.
     */
    deferredLineItemIds: integer('deferred_line_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** What the payment is for beyond the checkout, e.g. 'membership_approval' (see CheckoutService.beginApprovalCharge and the product's onApprovalCharged). */
    purpose: varchar('purpose', { length: 40 }),
    /** An approval's charge: the decision it applies once recorded (`PendingDecision`). */
    decision: jsonb('decision').$type<PendingDecision>(),
    /** Charged without the customer present (a staff approval). */
    offSession: boolean('off_session').notNull().default(false),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    transactionId: integer('transaction_id').references(() => transactions.id),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payment_attempts_request_key').on(t.userId, t.requestKey),
    // At most one attempt in flight per user: the database itself refuses a second.
    uniqueIndex('payment_attempts_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('payment_attempts_user_idx').on(t.userId, t.createdAt),
    index('payment_attempts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    oneOf('payment_attempts_status_check', t.status, PAYMENT_ATTEMPT_STATUSES),
    oneOf('payment_attempts_method_check', t.paymentMethodType, PAYMENT_METHOD_TYPES),
  ],
)

/** Provider webhook events already handled (deduplicated by the provider's event id). */
export const webhookEvents = pgTable('webhook_events', {
  id: varchar('id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

export const donations = pgTable(
  'donations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    donationOptionId: integer('donation_option_id')
      .notNull()
      .references(() => donationOptions.id),
    amountCents: cents('amount_cents').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The amount was typed in ('other') rather than chosen. */
    other: boolean('other').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('donations_user_idx').on(t.userId), check('donations_amount_check', sql`${t.amountCents} > 0`)],
)
