/**
 * Reads and writes of the cart: the user's unpaid line items shown in the cart (decision 0004).
 * Every write runs in a transaction that first locks the user's row (`lockUser`), so cart
 * changes and a checkout never interleave.
 */
import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm'
import {
  discounts,
  donationOptions,
  donations,
  lineItems,
  membershipRequests,
  paymentAttempts,
  registrations,
  users,
  type LineItemExtra,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'

const cartLine = {
  id: lineItems.id,
  userId: lineItems.userId,
  name: lineItems.name,
  categoryType: lineItems.categoryType,
  categoryId: lineItems.categoryId,
  registrationId: lineItems.registrationId,
  priceCents: lineItems.priceCents,
  finalPriceCents: lineItems.finalPriceCents,
  discountCents: lineItems.discountCents,
  quantity: lineItems.quantity,
  dueYear: lineItems.dueYear,
  extra: lineItems.extra,
  discountId: lineItems.discountId,
  discountCode: discounts.code,
  discountPercentage: discounts.percentage,
  discountAmount: discounts.amount,
  registrationStatus: registrations.status,
}

export type DiscountRow = typeof discounts.$inferSelect

/** Unpaid and shown: written as the cart's partial index is (`show_in_cart` inline, never a parameter). */
const inCart = (userId: number | Placeholder) =>
  and(eq(lineItems.userId, userId), isNull(lineItems.transactionId), sql`${lineItems.showInCart} = true`)

const selectLines = (db: DbOrTx) =>
  db
    .select(cartLine)
    .from(lineItems)
    .leftJoin(discounts, eq(discounts.id, lineItems.discountId))
    .leftJoin(registrations, eq(registrations.id, lineItems.registrationId))
    .$dynamic()

export type CartLine = Awaited<ReturnType<typeof selectLines>>[number]

/** The cart of every cart page and checkout: built once (decision 0009). */
const linesOf = preparedStatement<CartLine[], { userId: number }>('cart_lines', (db) =>
  selectLines(db)
    .where(inCart(sql.placeholder('userId')))
    .orderBy(asc(lineItems.id)),
)

const openMembershipRequest = preparedStatement<{ id: number }[], { userId: number; one: number }>(
  'open_membership_request',
  (db) =>
    db
      .select({ id: membershipRequests.id })
      .from(membershipRequests)
      .where(
        and(
          eq(membershipRequests.userId, sql.placeholder('userId')),
          sql`${membershipRequests.status} in ('cart', 'pending')`,
        ),
      )
      .limit(sql.placeholder('one')),
)

export const cartRepo = {
  /** Serializes every cart change and checkout of one user. */
  async lockUser(tx: DbOrTx, userId: number) {
    const [row] = await tx
      .select({
        id: users.id,
        paymentCustomerId: users.paymentCustomerId,
        paymentMethodId: users.paymentMethodId,
        pmType: users.pmType,
        pmLastFour: users.pmLastFour,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    return row ?? null
  },

  lines(db: DbOrTx, userId: number): Promise<CartLine[]> {
    return linesOf(db, { userId })
  },

  async line(db: DbOrTx, userId: number, lineItemId: number): Promise<CartLine | null> {
    const [row] = await selectLines(db).where(and(inCart(userId), eq(lineItems.id, lineItemId)))
    return row ?? null
  },

  async removeLine(tx: DbOrTx, lineItemId: number) {
    await tx.delete(lineItems).where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  /** Removes a registration that was never paid for; its line items go with it (cascade). */
  async removeRegistration(tx: DbOrTx, userId: number, registrationId: number) {
    await tx
      .delete(registrations)
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.userId, userId),
          eq(registrations.status, 'pre_registration'),
        ),
      )
  },

  async removeDonation(tx: DbOrTx, donationId: number) {
    await tx.delete(donations).where(eq(donations.id, donationId))
  },

  /** A membership request removed from the cart goes too (it was only ever a cart entry). */
  async removeMembershipRequest(tx: DbOrTx, userId: number, requestId: number) {
    await tx
      .delete(membershipRequests)
      .where(
        and(
          eq(membershipRequests.id, requestId),
          eq(membershipRequests.userId, userId),
          eq(membershipRequests.status, 'cart'),
        ),
      )
  },

  async setQuantity(tx: DbOrTx, lineItemId: number, quantity: number) {
    await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, lineItemId))
  },

  async setDiscount(
    tx: DbOrTx,
    lineItemId: number,
    values: { discountId: number | null; discountCents: number; finalPriceCents: number; extra: LineItemExtra },
  ) {
    await tx.update(lineItems).set(values).where(eq(lineItems.id, lineItemId))
  },

  async discountByCode(db: DbOrTx, code: string): Promise<DiscountRow | null> {
    const [row] = await db
      .select()
      .from(discounts)
      .where(eq(sql`lower(${discounts.code})`, code.trim().toLowerCase()))
    return row ?? null
  },

  async discountsById(db: DbOrTx, ids: number[]): Promise<DiscountRow[]> {
    if (ids.length === 0) return []
    return db.select().from(discounts).where(inArray(discounts.id, ids))
  },

  /** Takes one use of a code; false when its usage limit is reached. */
  async reserveDiscountUse(tx: DbOrTx, discountId: number): Promise<boolean> {
    const rows = await tx
      .update(discounts)
      .set({ usageCount: sql`${discounts.usageCount} + 1` })
      .where(
        and(
          eq(discounts.id, discountId),
          sql`(${discounts.usageLimit} is null or ${discounts.usageCount} < ${discounts.usageLimit})`,
        ),
      )
      .returning({ id: discounts.id })
    return rows.length > 0
  },

  async releaseDiscountUse(tx: DbOrTx, discountId: number) {
    await tx
      .update(discounts)
      .set({ usageCount: sql`greatest(${discounts.usageCount} - 1, 0)` })
      .where(eq(discounts.id, discountId))
  },

  donationOptions(db: DbOrTx) {
    return db
      .select({ id: donationOptions.id, name: donationOptions.name, categoryId: donationOptions.categoryId })
      .from(donationOptions)
      .where(isNull(donationOptions.retiredAt))
      .orderBy(asc(donationOptions.sortOrder), asc(donationOptions.id))
  },

  async donationOption(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: donationOptions.id, name: donationOptions.name, categoryId: donationOptions.categoryId })
      .from(donationOptions)
      .where(and(eq(donationOptions.id, id), isNull(donationOptions.retiredAt)))
    return row ?? null
  },

  /** Puts a donation in the cart: the donation record and its line item. */
  async insertDonation(
    tx: DbOrTx,
    userId: number,
    donation: { optionId: number; optionName: string; amountCents: number; anonymous: boolean; other: boolean },
  ) {
    const [row] = await tx
      .insert(donations)
      .values({
        userId,
        donationOptionId: donation.optionId,
        amountCents: donation.amountCents,
        anonymous: donation.anonymous,
        other: donation.other,
      })
      .returning({ id: donations.id })
    if (!row) throw new Error('donation insert returned no row')
    const [line] = await tx
      .insert(lineItems)
      .values({
        userId,
        categoryType: 'donation',
        categoryId: row.id,
        name: `Donation: ${donation.optionName}`,
        priceCents: donation.amountCents,
        finalPriceCents: donation.amountCents,
      })
      .returning({ id: lineItems.id })
    if (!line) throw new Error('donation line insert returned no row')
    return line.id
  },

  /** Non-members are invited to join unless a request is under review or in the cart. */
  async hasOpenMembershipRequest(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await openMembershipRequest(db, { userId, one: 1 })
    return Boolean(row)
  },

  async pendingAttempt(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')))
    return row ?? null
  },
}
