/** Checkout attempts and the records a successful one writes. */
import { and, desc, eq, gte, inArray, isNull, lt, notExists, or } from 'drizzle-orm'
import { lineItems, paymentAttempts, transactions } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export type AttemptRow = typeof paymentAttempts.$inferSelect
export type { PendingDecision } from '../../db/schema/commerce'
export type NewAttempt = typeof paymentAttempts.$inferInsert

export const checkoutRepo = {
  async insertAttempt(tx: DbOrTx, values: NewAttempt): Promise<AttemptRow> {
    const [row] = await tx.insert(paymentAttempts).values(values).returning()
    if (!row) throw new Error('payment attempt insert returned no row')
    return row
  },

  async attempt(db: DbOrTx, id: number): Promise<AttemptRow | null> {
    const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id))
    return row ?? null
  },

  async lockAttempt(tx: DbOrTx, id: number): Promise<AttemptRow | null> {
    const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update')
    return row ?? null
  },

  async attemptByRequestKey(db: DbOrTx, userId: number, requestKey: string): Promise<AttemptRow | null> {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.requestKey, requestKey)))
    return row ?? null
  },

  async attemptByProviderPayment(db: DbOrTx, providerPaymentId: string): Promise<AttemptRow | null> {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerPaymentId, providerPaymentId))
    return row ?? null
  },

  async pendingAttempt(db: DbOrTx, userId: number): Promise<AttemptRow | null> {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'pending')))
    return row ?? null
  },

  async latestSucceeded(db: DbOrTx, userId: number, fingerprint: string, since: Date): Promise<AttemptRow | null> {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.userId, userId),
          eq(paymentAttempts.status, 'succeeded'),
          eq(paymentAttempts.requestFingerprint, fingerprint),
          gte(paymentAttempts.updatedAt, since),
        ),
      )
      .orderBy(desc(paymentAttempts.id))
      .limit(1)
    return row ?? null
  },

  /** Attempts still pending since before `before` (the reconciler finishes them). */
  stalePending(db: DbOrTx, before: Date): Promise<AttemptRow[]> {
    return db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.updatedAt, before)))
      .orderBy(paymentAttempts.id)
      .limit(100)
  },

  async updateAttempt(tx: DbOrTx, id: number, changes: Partial<NewAttempt>) {
    await tx.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id))
  },

  /** Some of the user's items, as they are now. */
  lines(db: DbOrTx, userId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([])
    return db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.userId, userId), inArray(lineItems.id, ids)))
      .orderBy(lineItems.id)
  },

  /** The attempt's items still unpaid, locked for recording. */
  unpaidLines(tx: DbOrTx, userId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([])
    return tx
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.userId, userId), inArray(lineItems.id, ids), isNull(lineItems.transactionId)))
      .orderBy(lineItems.id)
      .for('update')
  },

  async insertTransaction(tx: DbOrTx, values: typeof transactions.$inferInsert) {
    const [row] = await tx.insert(transactions).values(values).returning()
    if (!row) throw new Error('transaction insert returned no row')
    return row
  },

  async markLinesPaid(
    tx: DbOrTx,
    ids: number[],
    values: { transactionId: number; paymentMethod: NonNullable<NewAttempt['paymentMethodType']>; paidAt: Date },
  ) {
    if (ids.length === 0) return
    await tx
      .update(lineItems)
      .set(values)
      .where(and(inArray(lineItems.id, ids), isNull(lineItems.transactionId)))
  },

  /** Submitted without being paid now (charged on approval): out of the cart, still unpaid. */
  async hideFromCart(tx: DbOrTx, ids: number[]) {
    if (ids.length === 0) return
    await tx
      .update(lineItems)
      .set({ showInCart: false })
      .where(and(inArray(lineItems.id, ids), isNull(lineItems.transactionId)))
  },

  /**
   * An admin entry: a payment staff record as made outside the portal (a prepaid exam, "mark
   * paid", a paid date), of no amount, marking the given unpaid lines paid by it.
   */
  async recordAdminEntry(
    tx: DbOrTx,
    values: { userId: number; lineIds: number[]; recordedById: number; notes: string; paidAt: Date },
    now: Date,
  ): Promise<number> {
    const [transaction] = await tx
      .insert(transactions)
      .values({
        userId: values.userId,
        type: 'admin_entry',
        amountCents: 0,
        notes: values.notes,
        recordedById: values.recordedById,
        createdAt: values.paidAt,
      })
      .returning({ id: transactions.id })
    if (!transaction) throw new Error('transaction insert returned no row')
    await tx
      .update(lineItems)
      .set({ transactionId: transaction.id, paymentMethod: 'admin', paidAt: values.paidAt, updatedAt: now })
      .where(and(inArray(lineItems.id, values.lineIds), isNull(lineItems.transactionId)))
    return transaction.id
  },

  /**
   * Deletes a line unpaid or paid by an admin entry (never a checkout's), and that admin entry
   * when it then holds no other line. Answers the entry deleted.
   */
  async deleteAdminPaidLine(
    tx: DbOrTx,
    line: { lineItemId: number; transactionId: number | null },
  ): Promise<number | null> {
    const adminEntries = tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.type, 'admin_entry'))
    await tx
      .delete(lineItems)
      .where(
        and(
          eq(lineItems.id, line.lineItemId),
          or(isNull(lineItems.transactionId), inArray(lineItems.transactionId, adminEntries)),
        ),
      )
    if (line.transactionId === null) return null
    const [entry] = await tx
      .delete(transactions)
      .where(
        and(
          eq(transactions.id, line.transactionId),
          eq(transactions.type, 'admin_entry'),
          notExists(
            tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.transactionId, transactions.id)),
          ),
        ),
      )
      .returning({ id: transactions.id })
    return entry?.id ?? null
  },
}
