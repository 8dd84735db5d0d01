/**
 * Reads and writes of the cart: the user's unpaid line items shown in the cart (decision 0004),
 * and discount codes. Every write runs in a transaction that first locks the user's row
 * (`lockUser`), so cart changes and a checkout never interleave. The things bought are their
 * modules' own (products.ts): a line is read with its registration's status, which the cart shows.
 */
import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm'
import { discounts, lineItems, paymentAttempts, registrations, users, type LineItemExtra } from '../../db/schema'
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
  chargedOnApproval: lineItems.chargedOnApproval,
}

export type DiscountRow = typeof discounts.$inferSelect
export type { LineItemExtra }

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

  /** A line in someone's cart, whoever's (the service asks the policy whether it is the actor's). */
  async lineInCart(db: DbOrTx, lineItemId: number): Promise<CartLine | null> {
    const [row] = await selectLines(db).where(
      and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId), sql`${lineItems.showInCart} = true`),
    )
    return row ?? null
  },

  async removeLine(tx: DbOrTx, lineItemId: number) {
    await tx.delete(lineItems).where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
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

  async pendingAttempt(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')))
    return row ?? null
  },

  /**
   * Line items as a history the portal did not make leaves them (the demo's personas, the tests'
   * builders): unpaid in the cart, or paid by a transaction checkout recorded. In the portal each
   * selling module inserts its own unpaid lines and checkout marks them paid.
   */
  async insertLines(tx: DbOrTx, values: (typeof lineItems.$inferInsert)[]) {
    if (values.length === 0) return []
    return tx.insert(lineItems).values(values).returning()
  },
}
