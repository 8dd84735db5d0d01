/**
 * The candidate's records read by the certification dashboard, and the exam attempts the
 * candidate and staff change (db/schema/certification.ts, commerce.ts).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm'
import {
  certifications,
  examAttempts,
  exams,
  experiences,
  extensions,
  lineItems,
  pathwayTypes,
  practiceExamAttempts,
  registrations,
  reportingPeriods,
  transactions,
  userCertifications,
  users,
  webhookEvents,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export const candidateRepo = {
  /**
   * The certifications the user holds, best standing first, each with the extension request of
   * its current reporting period (the one whose CEU lapse date, the period's end, it moves).
   */
  heldCertifications(db: DbOrTx, userId: number) {
    const periodExtension = sql`(select e.approved, e.submitted_at, e.extended_until from ${extensions} e
      where e.user_certification_id = ${userCertifications.id} and e.previous_deadline = ${reportingPeriods.endsOn}
      order by e.created_at desc, e.id desc limit 1)`
    return db
      .select({
        id: userCertifications.id,
        certificationId: userCertifications.certificationId,
        key: certifications.key,
        name: certifications.name,
        status: userCertifications.status,
        certifiedOn: userCertifications.certifiedOn,
        accredibleUrl: userCertifications.accredibleUrl,
        reportingPeriodEnd: reportingPeriods.endsOn,
        hasPeriodExtension: sql<boolean>`exists (select 1 from ${periodExtension} p)`,
        periodExtensionApproved: sql<boolean | null>`(select p.approved from ${periodExtension} p)`,
        isPeriodExtensionInCart: sql<boolean>`coalesce((select p.submitted_at is null from ${periodExtension} p), false)`,
        periodExtendedUntil: sql<string | null>`(select p.extended_until from ${periodExtension} p where p.approved)`,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(eq(userCertifications.userId, userId))
      .orderBy(asc(userCertifications.certifiedOn), asc(userCertifications.id))
  },

  /** The certification registration the dashboard is about (trainings aside), with its approved hours. */
  async latestRegistration(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({
        registration: registrations,
        certificationKey: certifications.key,
        certificationName: certifications.name,
        pathwayName: pathwayTypes.name,
        approvedHours: sql<number>`(
          select coalesce(sum(${experiences.hours}), 0) from ${experiences}
           where ${experiences.registrationId} = ${registrations.id} and ${experiences.approved})`.mapWith(Number),
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(pathwayTypes, eq(pathwayTypes.id, registrations.pathwayTypeId))
      .where(eq(registrations.userId, userId))
      // A registration the candidate works on comes first (spec 2 §2.1), even when a newer one
      // (another certification's wizard) was started since; otherwise the newest.
      .orderBy(
        desc(sql`${registrations.status} in ('in_progress', 'experience_approval', 'final_approval')
          and ${registrations.expirationStatus} in ('not_expired', 'expired_with_extension')`),
        desc(registrations.createdAt),
        desc(registrations.id),
      )
      .limit(1)
    return row ?? null
  },

  /** The registration's latest extension request: whether it is in the cart, its decision and new deadline. */
  async latestExtension(db: DbOrTx, registrationId: number) {
    const [row] = await db
      .select({
        approved: extensions.approved,
        isInCart: sql<boolean>`${extensions.submittedAt} is null`,
        extendedUntil: extensions.extendedUntil,
      })
      .from(extensions)
      .where(eq(extensions.registrationId, registrationId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row ?? null
  },

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

  async updateAttempt(tx: DbOrTx, id: number, values: Partial<typeof examAttempts.$inferInsert>) {
    await tx
      .update(examAttempts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(examAttempts.id, id))
  },

  /**
   * Deletes an attempt with its line item when that is unpaid or paid by an admin entry (never a
   * checkout's), and that admin entry when it then holds no other line. Answers the entry deleted.
   */
  async deleteAttempt(
    tx: DbOrTx,
    attempt: { id: number; lineItemId: number | null; transactionId: number | null },
  ): Promise<number | null> {
    await tx.delete(examAttempts).where(eq(examAttempts.id, attempt.id))
    if (attempt.lineItemId === null) return null
    const adminEntries = tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.type, 'admin_entry'))
    await tx
      .delete(lineItems)
      .where(
        and(
          eq(lineItems.id, attempt.lineItemId),
          or(isNull(lineItems.transactionId), inArray(lineItems.transactionId, adminEntries)),
        ),
      )
    if (attempt.transactionId === null) return null
    const [entry] = await tx
      .delete(transactions)
      .where(
        and(
          eq(transactions.id, attempt.transactionId),
          eq(transactions.type, 'admin_entry'),
          notExists(
            tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.transactionId, transactions.id)),
          ),
        ),
      )
      .returning({ id: transactions.id })
    return entry?.id ?? null
  },

  /** Shows an unpaid line item (an exam attempt's, the learning system's) in the cart again. */
  async showLine(tx: DbOrTx, lineItemId: number) {
    await tx
      .update(lineItems)
      .set({ showInCart: true, updatedAt: new Date() })
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
        updatedAt: new Date(),
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

  async setPaidAt(tx: DbOrTx, lineItemId: number, paidAt: Date) {
    await tx.update(lineItems).set({ paidAt, updatedAt: new Date() }).where(eq(lineItems.id, lineItemId))
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

  async setSchedulingUrl(db: DbOrTx, attemptId: number, schedulingUrl: string) {
    await db.update(examAttempts).set({ schedulingUrl, updatedAt: new Date() }).where(eq(examAttempts.id, attemptId))
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

  /** Whether a provider event was already handled (recorded). */
  async isWebhookEventRecorded(tx: DbOrTx, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id))
    return row !== undefined
  },

  /** Records a provider event once; false when it was already handled. */
  async recordWebhookEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
    const rows = await tx
      .insert(webhookEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    return rows.length > 0
  },

  /** Approved experience hours of a registration. */
  async approvedHours(db: DbOrTx, registrationId: number): Promise<number> {
    const [row] = await db
      .select({ hours: sql<number>`coalesce(sum(${experiences.hours}), 0)`.mapWith(Number) })
      .from(experiences)
      .where(and(eq(experiences.registrationId, registrationId), eq(experiences.approved, true)))
    return row?.hours ?? 0
  },

  /** The reporting period a day falls in (a new certificant's first one). */
  async reportingPeriodOn(db: DbOrTx, day: string) {
    const [row] = await db
      .select({ id: reportingPeriods.id })
      .from(reportingPeriods)
      .where(and(lte(reportingPeriods.startsOn, day), gte(reportingPeriods.endsOn, day)))
      .orderBy(asc(reportingPeriods.startsOn))
      .limit(1)
    return row ?? null
  },

  /** Issues a certification: a new row, or the user's earlier one (revoked, say) made current again. */
  async upsertUserCertification(db: DbOrTx, values: typeof userCertifications.$inferInsert) {
    const [row] = await db
      .insert(userCertifications)
      .values(values)
      .onConflictDoUpdate({
        target: [userCertifications.userId, userCertifications.certificationId],
        set: {
          registrationId: values.registrationId,
          status: values.status,
          reportingPeriodId: values.reportingPeriodId,
          certifiedOn: values.certifiedOn,
          accredibleUrl: null,
          statusChangedAt: new Date(),
          updatedAt: new Date(),
        },
      })
      .returning({ id: userCertifications.id })
    if (!row) throw new Error('user certification insert returned no row')
    return row.id
  },

  /** What a certificate shows: the name chosen for it (else the user's), the certification, the day. */
  async credentialFacts(db: DbOrTx, userCertificationId: number) {
    const [row] = await db
      .select({
        recipientName: sql<string>`coalesce(nullif(${registrations.certificateName}, ''),
          ${users.firstName} || ' ' || ${users.lastName})`,
        recipientEmail: users.email,
        certificationKey: certifications.key,
        certificationName: certifications.name,
        certifiedOn: userCertifications.certifiedOn,
        status: userCertifications.status,
        accredibleUrl: userCertifications.accredibleUrl,
      })
      .from(userCertifications)
      .innerJoin(users, eq(users.id, userCertifications.userId))
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(registrations, eq(registrations.id, userCertifications.registrationId))
      .where(eq(userCertifications.id, userCertificationId))
    return row ?? null
  },

  async setCertificateUrl(db: DbOrTx, userCertificationId: number, url: string) {
    await db
      .update(userCertifications)
      .set({ accredibleUrl: url, updatedAt: new Date() })
      .where(eq(userCertifications.id, userCertificationId))
  },

  async signCodeOfEthics(tx: DbOrTx, registrationId: number, signature: string, date: string) {
    await tx
      .update(registrations)
      .set({ codeOfEthicsSignature: signature, codeOfEthicsSignatureDate: date, updatedAt: new Date() })
      .where(and(eq(registrations.id, registrationId), isNull(registrations.codeOfEthicsSignature)))
  },
}

export type ExamAttemptRow = Awaited<ReturnType<typeof candidateRepo.examAttempts>>[number]
