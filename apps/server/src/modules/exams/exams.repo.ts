/**
 * Exam attempts (db/schema/certification.ts): the only code that writes them; with the exam lines
 * (line items, shared with the cart) they are paid by, and the provider's result events.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import {
  examAttempts,
  exams,
  lineItems,
  practiceExamAttempts,
  registrations,
  transactions,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export const examsRepo = {
  /** Exam attempts, oldest first, each with its line item: paid (and when), or its price and cart state. */
  examAttempts(db: DbOrTx, registrationId: number) {
    return (
      db
        .select({
          id: examAttempts.id,
          examId: examAttempts.examId,
          name: exams.name,
          result: examAttempts.result,
          score: examAttempts.score,
          takenAt: examAttempts.takenAt,
          retake: examAttempts.retake,
          international: examAttempts.international,
          message: examAttempts.message,
          schedulingUrl: examAttempts.schedulingUrl,
          lineItemId: examAttempts.lineItemId,
          paidAt: lineItems.paidAt,
          isPaid: sql<boolean>`${lineItems.transactionId} is not null`,
          paymentMethod: lineItems.paymentMethod,
          transactionId: lineItems.transactionId,
          /** How it was paid: through a checkout (card, saved card, override, free, the approval's charge) or an admin entry. */
          transactionType: transactions.type,
          priceCents: lineItems.finalPriceCents,
          showInCart: sql<boolean>`coalesce(${lineItems.showInCart}, false)`,
        })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .leftJoin(lineItems, eq(lineItems.id, examAttempts.lineItemId))
        .leftJoin(transactions, eq(transactions.id, lineItems.transactionId))
        .where(eq(examAttempts.registrationId, registrationId))
        // In the order they were made: a staff edit of the day taken (a day, no time) must not reorder them.
        .orderBy(asc(examAttempts.createdAt), asc(examAttempts.id))
    )
  },

  /** How many practice exams of the registration were completed. */
  practiceExamsTaken(db: DbOrTx, registrationId: number) {
    return db.$count(
      practiceExamAttempts,
      and(eq(practiceExamAttempts.registrationId, registrationId), isNotNull(practiceExamAttempts.completedAt)),
    )
  },

  async insertAttempt(
    tx: DbOrTx,
    values: Pick<typeof examAttempts.$inferInsert, 'registrationId' | 'examId'> &
      Partial<typeof examAttempts.$inferInsert>,
  ) {
    const [row] = await tx.insert(examAttempts).values(values).returning({ id: examAttempts.id })
    if (!row) throw new Error('exam attempt insert returned no row')
    return row.id
  },

  /** `updatedAt` is the caller's clock. */
  async updateAttempt(tx: DbOrTx, id: number, values: Partial<typeof examAttempts.$inferInsert> & { updatedAt: Date }) {
    await tx.update(examAttempts).set(values).where(eq(examAttempts.id, id))
  },

  async deleteAttempt(tx: DbOrTx, attemptId: number) {
    await tx.delete(examAttempts).where(eq(examAttempts.id, attemptId))
  },

  /** The line item an attempt is paid by (the exam line whose category is the attempt). */
  async linkLine(tx: DbOrTx, attemptId: number, lineItemId: number) {
    await tx.update(examAttempts).set({ lineItemId }).where(eq(examAttempts.id, attemptId))
  },

  /** Shows an unpaid line item (an exam attempt's, the learning system's) in the cart again. */
  async showLine(tx: DbOrTx, lineItemId: number, now: Date) {
    await tx
      .update(lineItems)
      .set({ showInCart: true, updatedAt: now })
      .where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  /**
   * Gives an unpaid line (a waiting exam attempt's) the price due now. A code applied in the cart
   * keeps its reduction while the price it was computed on is unchanged; on a new price it goes
   * (the candidate applies it again in the cart).
   */
  async repriceUnpaidLine(
    tx: DbOrTx,
    lineItemId: number,
    price: { priceCents: number; finalPriceCents: number; retakePriceCents: number; offer: string | null },
    now: Date,
  ) {
    const [line] = await tx
      .select({
        finalPriceCents: lineItems.finalPriceCents,
        discountCents: lineItems.discountCents,
        extra: lineItems.extra,
      })
      .from(lineItems)
      .where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
      .for('update')
    if (!line) return
    const isSamePrice = line.finalPriceCents + line.discountCents === price.finalPriceCents
    const { priceBeforeDiscount: _before, ...extra } = line.extra
    await tx
      .update(lineItems)
      .set({
        priceCents: price.priceCents,
        retakePriceCents: price.retakePriceCents,
        ...(isSamePrice
          ? { extra: { ...line.extra, offer: price.offer } }
          : {
              finalPriceCents: price.finalPriceCents,
              discountId: null,
              discountCents: 0,
              extra: { ...extra, offer: price.offer },
            }),
        updatedAt: now,
      })
      .where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  /** The unpaid line items of the registration of one kind (the exam's shipping fee among them). */
  unpaidShippingLines(db: DbOrTx, registrationId: number) {
    return db
      .select({ id: lineItems.id, categoryId: lineItems.categoryId })
      .from(lineItems)
      .where(
        and(
          eq(lineItems.registrationId, registrationId),
          eq(lineItems.categoryType, 'shipping_fee'),
          isNull(lineItems.transactionId),
        ),
      )
  },

  async deleteUnpaidLine(tx: DbOrTx, lineItemId: number) {
    await tx.delete(lineItems).where(and(eq(lineItems.id, lineItemId), isNull(lineItems.transactionId)))
  },

  async insertLine(tx: DbOrTx, values: typeof lineItems.$inferInsert) {
    const [row] = await tx.insert(lineItems).values(values).returning({ id: lineItems.id })
    if (!row) throw new Error('line insert returned no row')
    return row.id
  },

  async setPaidAt(tx: DbOrTx, lineItemId: number, paidAt: Date, now: Date) {
    await tx.update(lineItems).set({ paidAt, updatedAt: now }).where(eq(lineItems.id, lineItemId))
  },

  /** What the exam provider is told about a paid attempt; null when the attempt is gone or unpaid. */
  async eligibility(db: DbOrTx, attemptId: number) {
    const [row] = await db
      .select({
        attemptId: examAttempts.id,
        userId: registrations.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        examName: exams.name,
        international: examAttempts.international,
        schedulingUrl: examAttempts.schedulingUrl,
      })
      .from(examAttempts)
      .innerJoin(registrations, eq(registrations.id, examAttempts.registrationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .innerJoin(lineItems, eq(lineItems.id, examAttempts.lineItemId))
      .where(and(eq(examAttempts.id, attemptId), isNotNull(lineItems.transactionId)))
    return row ?? null
  },

  async setSchedulingUrl(db: DbOrTx, attemptId: number, schedulingUrl: string, now: Date) {
    await db.update(examAttempts).set({ schedulingUrl, updatedAt: now }).where(eq(examAttempts.id, attemptId))
  },

  /** The attempt a provider result is about, locked, with its candidate and whether it was paid. */
  async attemptForResult(tx: DbOrTx, attemptId: number) {
    const [row] = await tx
      .select({
        id: examAttempts.id,
        userId: registrations.userId,
        resultAt: examAttempts.resultAt,
        isPaid: sql<boolean>`exists (select 1 from ${lineItems} where ${lineItems.id} = ${examAttempts.lineItemId}
          and ${lineItems.transactionId} is not null)`,
      })
      .from(examAttempts)
      .innerJoin(registrations, eq(registrations.id, examAttempts.registrationId))
      .where(eq(examAttempts.id, attemptId))
      .for('update', { of: examAttempts })
    return row ?? null
  },
}

export type ExamAttemptRow = Awaited<ReturnType<typeof examsRepo.examAttempts>>[number]
