/**
 * Extension requests, their reviews and line items, and the registration and certification facts
 * they rest on (db/schema/certification.ts, commerce.ts): the only code that writes an
 * extension's decision, and (with registrations.repo) a registration's deadline and expiration
 * status. The daily deadline job's batches are read and claimed here too.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import {
  EXPERIENCE_WORKING_STATUSES,
  type CertificationKey,
  type CertificationStatus,
  type Day,
  type ExpirationStatus,
  type ExtensionListField,
  type ListQuery,
} from '@portal/contracts'
import {
  certifications,
  extensions,
  lineItems,
  registrations,
  reportingPeriods,
  reviews,
  trainings,
  userCertifications,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

export type ExtensionRow = typeof extensions.$inferSelect
export type NewExtension = typeof extensions.$inferInsert

/** The certification a request is about: its registration's, or the user certification's. */
const certificationName = sql<string>`coalesce(${certifications.name}, ${extensions.program})`

/**
 * The list's fields; `id` is not the contract's (neither sortable nor filterable) but completes
 * the default order, submitted newest first then id descending, as extensions_queue_idx and
 * extensions_submitted_idx hold it.
 */
const listSpec: ListSpec<ExtensionListField | 'id'> = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    submittedAt: { column: extensions.submittedAt, sortable: true },
    certification: { column: certificationName, sortable: true, filter: 'contains' },
    completedHours: { column: extensions.completedHours, sortable: true, filter: 'number' },
    status: { column: extensions.approved, sortable: true, filter: 'boolean' },
    id: { column: extensions.id },
  },
  defaultSort: [
    { field: 'submittedAt', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
  tiebreaker: extensions.id,
}

/** The latest request of a registration, as the expiration status reads it. */
const latestOfRegistration = (registrationId: unknown) => sql`(
  select e.approved, e.submitted_at from ${extensions} e where e.registration_id = ${registrationId}
   order by e.created_at desc, e.id desc limit 1)`

/** A registration's facts for the expiration status, from a row of `registrations`. */
const expiryColumns = {
  id: registrations.id,
  userId: registrations.userId,
  status: registrations.status,
  deadline: registrations.deadline,
  expirationStatus: registrations.expirationStatus,
  allowsExtension: sql<boolean>`coalesce(${trainings.allowsExtension}, true)`,
  hasExtension: sql<boolean>`exists (select 1 from ${extensions} e where e.registration_id = ${registrations.id})`,
  extensionApproved: sql<boolean | null>`(select approved from ${latestOfRegistration(registrations.id)} l)`,
  extensionSubmitted: sql<boolean>`coalesce((select submitted_at is not null from ${latestOfRegistration(registrations.id)} l), false)`,
  certificationKey: certifications.key,
}

export type RegistrationExpiryFacts = {
  id: number
  userId: number
  status: (typeof registrations.$inferSelect)['status']
  deadline: Day | null
  expirationStatus: ExpirationStatus
  allowsExtension: boolean
  hasExtension: boolean
  extensionApproved: boolean | null
  extensionSubmitted: boolean
  certificationKey: CertificationKey
}

export const extensionsRepo = {
  // Requests ------------------------------------------------------------------------------------

  async extension(db: DbOrTx, id: number, lock = false): Promise<ExtensionRow | null> {
    const query = db.select().from(extensions).where(eq(extensions.id, id))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  userExtensions(db: DbOrTx, userId: number): Promise<ExtensionRow[]> {
    return db
      .select()
      .from(extensions)
      .where(eq(extensions.userId, userId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
  },

  /** The latest request of a registration. */
  async ofRegistration(db: DbOrTx, registrationId: number): Promise<ExtensionRow | null> {
    const [row] = await db
      .select()
      .from(extensions)
      .where(eq(extensions.registrationId, registrationId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row ?? null
  },

  /** The request for a certification's reporting period (the one whose lapse date it moves). */
  async ofCertificationPeriod(db: DbOrTx, userCertificationId: number, lapseDate: Day): Promise<ExtensionRow | null> {
    const [row] = await db
      .select()
      .from(extensions)
      .where(and(eq(extensions.userCertificationId, userCertificationId), eq(extensions.previousDeadline, lapseDate)))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row ?? null
  },

  async insert(tx: DbOrTx, values: NewExtension): Promise<ExtensionRow> {
    const [row] = await tx.insert(extensions).values(values).returning()
    if (!row) throw new Error('extension insert returned no row')
    return row
  },

  /** A request still in the cart takes the hours and signature typed again. */
  async updateInCart(tx: DbOrTx, id: number, values: Pick<NewExtension, 'completedHours' | 'signature'>) {
    const [row] = await tx
      .update(extensions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(extensions.id, id), isNull(extensions.submittedAt)))
      .returning()
    return row ?? null
  },

  /** Checked out: the request goes to the staff queue (once; answers it only the first time). */
  async submit(tx: DbOrTx, userId: number, id: number, submittedAt: Date): Promise<ExtensionRow | null> {
    const [row] = await tx
      .update(extensions)
      .set({ submittedAt, updatedAt: new Date() })
      .where(and(eq(extensions.id, id), eq(extensions.userId, userId), isNull(extensions.submittedAt)))
      .returning()
    return row ?? null
  },

  /** Removed from the cart: the request was only ever a cart entry. */
  async deleteCartRequest(tx: DbOrTx, userId: number, id: number): Promise<ExtensionRow | null> {
    const [row] = await tx
      .delete(extensions)
      .where(and(eq(extensions.id, id), eq(extensions.userId, userId), isNull(extensions.submittedAt)))
      .returning()
    return row ?? null
  },

  async decide(
    tx: DbOrTx,
    id: number,
    values: {
      approved: boolean
      decidedAt: Date
      decidedById: number | null
      extendedUntil: Day | null
      /** On approval: the deadline or lapse date it extended (it may have moved since the request). */
      previousDeadline?: Day
    },
  ) {
    await tx
      .update(extensions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(extensions.id, id), isNull(extensions.approved)))
  },

  async insertReview(
    tx: DbOrTx,
    values: { extensionId: number; reviewerId: number | null; approved: boolean; message: string | null },
  ) {
    await tx.insert(reviews).values({ ...values, status: values.approved ? 'approved' : 'rejected' })
  },

  reviews(db: DbOrTx, extensionId: number) {
    return db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        reviewer: sql<string | null>`case when ${users.id} is null then null
          else ${users.firstName} || ' ' || ${users.lastName} end`,
        approved: reviews.approved,
        message: reviews.message,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews.extensionId, extensionId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
  },

  /** The request's line item (the fee): unpaid until checkout, or until approval charges it. */
  async lineOf(db: DbOrTx, extensionId: number) {
    const [row] = await db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.categoryType, 'extension'), eq(lineItems.categoryId, extensionId)))
      .orderBy(desc(lineItems.id))
      .limit(1)
    return row ?? null
  },

  async insertLine(tx: DbOrTx, values: Omit<typeof lineItems.$inferInsert, 'categoryType' | 'chargedOnApproval'>) {
    // The fee is charged when staff approve the request (decision 0014).
    await tx.insert(lineItems).values({ ...values, categoryType: 'extension', chargedOnApproval: true })
  },

  /** The certification a request is about, for the staff view. */
  async certificationOf(db: DbOrTx, extension: Pick<ExtensionRow, 'registrationId' | 'userCertificationId'>) {
    const [row] = await db
      .select({ name: certifications.name })
      .from(certifications)
      .where(
        extension.registrationId !== null
          ? sql`${certifications.id} = (select certification_id from ${registrations} where id = ${extension.registrationId})`
          : sql`${certifications.id} = (select certification_id from ${userCertifications} where id = ${extension.userCertificationId})`,
      )
    return row?.name ?? null
  },

  /** Submitted requests (staff never see one still in a cart); default: pending. */
  list(db: DbOrTx, query: ListQuery) {
    const hasStatusFilter = query.filter.some((item) => item.startsWith('status,'))
    const plan = planList(hasStatusFilter ? query : { ...query, filter: [...query.filter, 'status,null'] }, listSpec)
    const where = and(isNotNull(extensions.submittedAt), plan.where)
    const from = db
      .select({
        id: extensions.id,
        userId: extensions.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        submittedAt: extensions.submittedAt,
        certification: certificationName,
        completedHours: extensions.completedHours,
        approved: extensions.approved,
      })
      .from(extensions)
      .innerJoin(users, eq(users.id, extensions.userId))
      .leftJoin(registrations, eq(registrations.id, extensions.registrationId))
      .leftJoin(userCertifications, eq(userCertifications.id, extensions.userCertificationId))
      .leftJoin(
        certifications,
        eq(certifications.id, sql`coalesce(${registrations.certificationId}, ${userCertifications.certificationId})`),
      )
      .$dynamic()
    return listPage(
      db,
      { ...plan, where },
      {
        page: from,
        // The name and certification filters read the joined tables, so the count joins them too.
        count: (rows) =>
          rows
            .from(extensions)
            .innerJoin(users, eq(users.id, extensions.userId))
            .leftJoin(registrations, eq(registrations.id, extensions.registrationId))
            .leftJoin(userCertifications, eq(userCertifications.id, extensions.userCertificationId))
            .leftJoin(
              certifications,
              eq(
                certifications.id,
                sql`coalesce(${registrations.certificationId}, ${userCertifications.certificationId})`,
              ),
            ),
      },
      { statement: 'extensions' },
    )
  },

  // Programs ------------------------------------------------------------------------------------

  /** The user's latest registration per certification, with what an extension request rests on. */
  registrationPrograms(db: DbOrTx, userId: number) {
    return db
      .selectDistinctOn([registrations.certificationId], {
        ...expiryColumns,
        certificationId: registrations.certificationId,
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(eq(registrations.userId, userId))
      .orderBy(registrations.certificationId, desc(registrations.createdAt), desc(registrations.id))
  },

  /** One certification registration with those facts (locked for a request), or null. */
  async registrationProgram(db: DbOrTx, registrationId: number, lock = false): Promise<RegistrationExpiryFacts | null> {
    const query = db
      .select(expiryColumns)
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(eq(registrations.id, registrationId))
    const [row] = lock ? await query.for('update', { of: registrations }) : await query
    return row ?? null
  },

  /** The user's certifications with their CEU lapse date (the current reporting period's end). */
  certificationPrograms(db: DbOrTx, userId: number, userCertificationId?: number) {
    return db
      .select({
        id: userCertifications.id,
        userId: userCertifications.userId,
        status: userCertifications.status,
        certificationKey: certifications.key,
        lapseDate: reportingPeriods.endsOn,
        hasExtension: sql<boolean>`exists (select 1 from ${extensions} e
          where e.user_certification_id = ${userCertifications.id} and e.previous_deadline = ${reportingPeriods.endsOn})`,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(
        and(
          eq(userCertifications.userId, userId),
          userCertificationId === undefined ? undefined : eq(userCertifications.id, userCertificationId),
        ),
      )
      .orderBy(asc(userCertifications.certifiedOn), asc(userCertifications.id))
  },

  /** One user certification with its lapse date, locked for a request or an approval. */
  async certificationProgram(db: DbOrTx, userCertificationId: number) {
    const [row] = await db
      .select({
        id: userCertifications.id,
        userId: userCertifications.userId,
        status: userCertifications.status,
        certificationKey: certifications.key,
        lapseDate: reportingPeriods.endsOn,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(eq(userCertifications.id, userCertificationId))
      .for('update', { of: userCertifications })
    return row ?? null
  },

  // Registration and certification changes --------------------------------------------------------

  async setExpirationStatus(tx: DbOrTx, registrationId: number, status: ExpirationStatus) {
    await tx
      .update(registrations)
      .set({ expirationStatus: status, updatedAt: new Date() })
      .where(and(eq(registrations.id, registrationId), sql`${registrations.expirationStatus} <> ${status}`))
  },

  /** An approved extension: the new deadline, its reminders to send again, its status. */
  async extendRegistration(tx: DbOrTx, registrationId: number, deadline: Day, status: ExpirationStatus) {
    await tx
      .update(registrations)
      .set({ deadline, deadlineReminderDays: null, expirationStatus: status, updatedAt: new Date() })
      .where(eq(registrations.id, registrationId))
  },

  /** An approved certification extension: lapsed for CEUs returns to good standing. */
  async restoreGoodStanding(tx: DbOrTx, userCertificationId: number, from: CertificationStatus[]) {
    await tx
      .update(userCertifications)
      .set({ status: 'good_standing', statusChangedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(userCertifications.id, userCertificationId), inArray(userCertifications.status, from)))
  },

  // The daily deadline job -------------------------------------------------------------------------

  /**
   * Certification registrations a reminder may be due for (a working status, the deadline within
   * `[today, in90]` and a threshold it has reached not sent yet), by id after `afterId`.
   */
  reminderBatch(db: DbOrTx, days: { today: Day; in90: Day; in30: Day; in7: Day }, afterId: number, limit: number) {
    return db
      .select({
        id: registrations.id,
        userId: registrations.userId,
        deadline: registrations.deadline,
        lastSent: registrations.deadlineReminderDays,
        certificationKey: certifications.key,
        email: users.email,
        firstName: users.firstName,
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          gt(registrations.id, afterId),
          // The statuses in which a candidate works toward the Four E's (the reminders' audience).
          inArray(registrations.status, [...EXPERIENCE_WORKING_STATUSES]),
          sql`${registrations.deadline} between ${days.today} and ${days.in90}`,
          sql`(${registrations.deadlineReminderDays} is null
            or (${registrations.deadlineReminderDays} > 30 and ${registrations.deadline} <= ${days.in30})
            or (${registrations.deadlineReminderDays} > 7 and ${registrations.deadline} <= ${days.in7}))`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(limit)
  },

  /**
   * Claims the reminder of `days` for a registration: only where no reminder that close to the
   * deadline was recorded yet, so two runs (or two instances) send it once. Answers whether it
   * was claimed.
   */
  async claimReminder(tx: DbOrTx, registrationId: number, days: number, deadline: Day): Promise<boolean> {
    const rows = await tx
      .update(registrations)
      .set({ deadlineReminderDays: days })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.deadline, deadline),
          sql`(${registrations.deadlineReminderDays} is null or ${registrations.deadlineReminderDays} > ${days})`,
        ),
      )
      .returning({ id: registrations.id })
    return rows.length > 0
  },

  /**
   * Extension requests waiting unpaid in a cart whose program's date has passed (the current
   * deadline or CEU lapse date, as approval reads it), by line item id after `afterId`: the ones
   * whose request window may have closed. The service decides which did (`noLongerOffered`).
   */
  cartRequestBatch(db: DbOrTx, today: Day, afterId: number, limit: number) {
    return db
      .select({
        lineItemId: lineItems.id,
        userId: extensions.userId,
        program: extensions.program,
        email: users.email,
        firstName: users.firstName,
      })
      .from(extensions)
      .innerJoin(lineItems, and(eq(lineItems.categoryType, 'extension'), eq(lineItems.categoryId, extensions.id)))
      .innerJoin(users, eq(users.id, extensions.userId))
      .leftJoin(registrations, eq(registrations.id, extensions.registrationId))
      .leftJoin(userCertifications, eq(userCertifications.id, extensions.userCertificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(
        and(
          gt(lineItems.id, afterId),
          isNull(extensions.submittedAt),
          isNull(extensions.approved),
          isNull(lineItems.transactionId),
          sql`${lineItems.showInCart} = true`,
          sql`coalesce(${registrations.deadline}, ${reportingPeriods.endsOn}, ${extensions.previousDeadline}) < ${today}`,
        ),
      )
      .orderBy(asc(lineItems.id))
      .limit(limit)
  },

  /**
   * Certification registrations whose expiration status may be out of date, by id after
   * `afterId`: past the deadline and not finally expired (a complete one only while marked
   * expired), or not past it (or complete) yet marked expired. A finally expired registration
   * past its deadline changes only by an approval, which writes its status itself.
   */
  expiryBatch(
    db: DbOrTx,
    today: Day,
    afterId: number,
    limit: number,
  ): Promise<(RegistrationExpiryFacts & { email: string; firstName: string })[]> {
    return db
      .select({ ...expiryColumns, email: users.email, firstName: users.firstName })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(
        and(
          gt(registrations.id, afterId),
          sql`(
            (${registrations.deadline} < ${today} and ${registrations.expirationStatus} <> 'expired'
              and not (${registrations.status} = 'complete' and ${registrations.expirationStatus} = 'not_expired'))
            or (${registrations.expirationStatus} <> 'not_expired'
              and (${registrations.deadline} is null or ${registrations.deadline} >= ${today} or ${registrations.status} = 'complete'))
          )`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(limit)
  },

  /**
   * Moves a registration's expiration status from `from` to `to`, once, unless its deadline moved
   * meanwhile (an approval writes its own status); answers whether it moved.
   */
  async moveExpirationStatus(
    tx: DbOrTx,
    registrationId: number,
    change: { from: ExpirationStatus; to: ExpirationStatus; deadline: Day | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(registrations)
      .set({ expirationStatus: change.to, updatedAt: new Date() })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.expirationStatus, change.from),
          change.deadline === null ? isNull(registrations.deadline) : eq(registrations.deadline, change.deadline),
        ),
      )
      .returning({ id: registrations.id })
    return rows.length > 0
  },
}
