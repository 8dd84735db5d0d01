/** Donation options, donations and their line items. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { donationOptions, donations, lineItems } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export const donationsRepo = {
  options(db: DbOrTx) {
    return db
      .select({ id: donationOptions.id, name: donationOptions.name, categoryId: donationOptions.categoryId })
      .from(donationOptions)
      .where(isNull(donationOptions.retiredAt))
      .orderBy(asc(donationOptions.sortOrder), asc(donationOptions.id))
  },

  async option(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: donationOptions.id, name: donationOptions.name, categoryId: donationOptions.categoryId })
      .from(donationOptions)
      .where(and(eq(donationOptions.id, id), isNull(donationOptions.retiredAt)))
    return row ?? null
  },

  /** The user's donation lines in the cart (unpaid and shown). */
  linesInCart(db: DbOrTx, userId: number) {
    return db
      .select({ id: lineItems.id, donationId: lineItems.categoryId })
      .from(lineItems)
      .where(
        and(
          eq(lineItems.userId, userId),
          eq(lineItems.categoryType, 'donation'),
          isNull(lineItems.transactionId),
          sql`${lineItems.showInCart} = true`,
        ),
      )
      .orderBy(asc(lineItems.id))
  },

  async deleteLine(tx: DbOrTx, lineItemId: number) {
    await tx.delete(lineItems).where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  async deleteDonation(tx: DbOrTx, donationId: number) {
    await tx.delete(donations).where(eq(donations.id, donationId))
  },

  /** Puts a donation in the cart: the donation record and its line item. */
  async insert(
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
}
