/**
 * Extension requests, their reviews and line items, and the registration and certification facts
 * they rest on (db/schema/certification.ts, commerce.ts): the only code that writes an
 * extension's decision, and (with registrations.repo) a registration's deadline and expiration
 * status. The daily deadline job's batches are read and claimed here too.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Day, type ExtensionListField, type ListQuery } from '@portal/contracts'
import {
  certifications,
  extensions,
  lineItems,
  registrations,
  reportingPeriods,
  reviews,
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

export const extensionsRepo = {
  /** Requests checked out and waiting for a staff decision (the Extensions review queue). */
  pendingCount(db: DbOrTx): Promise<number> {
    return db.$count(extensions, and(isNotNull(extensions.submittedAt), isNull(extensions.approved)))
  },

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

  /** The staff's messages on a user's decided requests, oldest first (the last of each is its reason). */
  decisionMessages(db: DbOrTx, userId: number) {
    return db
      .select({ extensionId: extensions.id, message: reviews.message })
      .from(reviews)
      .innerJoin(extensions, eq(extensions.id, reviews.extensionId))
      .where(and(eq(extensions.userId, userId), isNotNull(reviews.message)))
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
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
  async updateInCart(tx: DbOrTx, id: number, values: Pick<NewExtension, 'completedHours' | 'signature'>, now: Date) {
    const [row] = await tx
      .update(extensions)
      .set({ ...values, updatedAt: now })
      .where(and(eq(extensions.id, id), isNull(extensions.submittedAt)))
      .returning()
    return row ?? null
  },

  /** Checked out: the request goes to the staff queue (once; answers it only the first time). */
  async submit(tx: DbOrTx, userId: number, id: number, submittedAt: Date, now: Date): Promise<ExtensionRow | null> {
    const [row] = await tx
      .update(extensions)
      .set({ submittedAt, updatedAt: now })
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
      // The decision is the row's latest change: decidedAt is the clock's now.
      .set({ ...values, updatedAt: values.decidedAt })
      .where(and(eq(extensions.id, id), isNull(extensions.approved)))
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

  // The daily deadline job's sweep of the carts -------------------------------------------------------------------------

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
}
