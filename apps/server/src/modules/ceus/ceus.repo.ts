/**
 * Individual CEUs (individual_ceus) and the catalogue they count against (credit types,
 * reporting periods, certification requirements): the only code that reads and writes them. Dumb
 * reads and writes: the rules are in the services. Group CEUs are group-ceus.repo.ts's.
 */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import { CEU_STATUSES, type ListQuery } from '@portal/contracts'
import {
  certificationRequirements,
  certifications,
  creditTypes,
  individualCeus,
  reportingPeriods,
  userCertifications,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, oneStatusFilter, planList, type ListSpec } from '../../platform/http/list'

export type IndividualCeuRecord = typeof individualCeus.$inferSelect
export type NewIndividualCeu = typeof individualCeus.$inferInsert

type AdminListField =
  | 'firstName'
  | 'lastName'
  | 'certifications'
  | 'certificationStatus'
  | 'submittedAt'
  | 'completionDate'
  | 'programTitle'
  | 'sponsor'
  | 'credits'
  | 'status'

/** The user's certifications' names and statuses, as the staff list shows them (and the review repeats). */
const certificationsOf = sql<string>`coalesce((
  select string_agg(${certifications.name}, ', ' order by ${userCertifications.id})
    from ${userCertifications} join ${certifications} on ${certifications.id} = ${userCertifications.certificationId}
   where ${userCertifications.userId} = ${individualCeus.userId}), '')`
const certificationStatusesOf = sql<string>`coalesce((
  select string_agg(${userCertifications.status}, ',' order by ${userCertifications.id})
    from ${userCertifications} where ${userCertifications.userId} = ${individualCeus.userId}), '')`

const adminListSpec: ListSpec<AdminListField | 'id'> = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    certifications: { column: certificationsOf },
    certificationStatus: { column: certificationStatusesOf },
    submittedAt: { column: individualCeus.createdAt, sortable: true },
    completionDate: { column: individualCeus.completionDate, sortable: true },
    programTitle: { column: individualCeus.programTitle, sortable: true, filter: 'contains' },
    sponsor: { column: individualCeus.sponsor, sortable: true, filter: 'contains' },
    credits: { column: individualCeus.credits, sortable: true, filter: 'number' },
    // Filtered by the list itself (one status at a time), sorted as shown.
    status: { column: individualCeus.status, sortable: true },
    id: { column: individualCeus.id },
  },
  // Newest submission first: the order of the (status, created_at desc) index.
  defaultSort: [
    { field: 'submittedAt', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
  tiebreaker: individualCeus.id,
}

/** A reporting period as the rules read it (ReportingPeriodLike). */
const periodColumns = {
  id: reportingPeriods.id,
  name: reportingPeriods.name,
  start: reportingPeriods.startsOn,
  end: reportingPeriods.endsOn,
}

const individualColumns = { ceu: individualCeus, creditType: creditTypes.name, period: periodColumns }

export const ceusRepo = {
  // Individual CEUs --------------------------------------------------------------------------------

  /** Individual CEUs waiting for a staff decision (the Individual CEUs review queue). */
  pendingIndividualCount(db: DbOrTx): Promise<number> {
    return db.$count(individualCeus, eq(individualCeus.status, 'pending'))
  },

  async insertIndividual(db: DbOrTx, values: NewIndividualCeu): Promise<IndividualCeuRecord> {
    const [row] = await db.insert(individualCeus).values(values).returning()
    if (!row) throw new Error('individual CEU insert returned no row')
    return row
  },

  async updateIndividual(db: DbOrTx, id: number, values: Partial<NewIndividualCeu>): Promise<void> {
    await db.update(individualCeus).set(values).where(eq(individualCeus.id, id))
  },

  /** One individual CEU with its credit type's and period's names; `lock` holds the row for the transaction. */
  async individualById(db: DbOrTx, id: number, lock = false) {
    const query = db
      .select(individualColumns)
      .from(individualCeus)
      .innerJoin(creditTypes, eq(creditTypes.id, individualCeus.creditTypeId))
      .innerJoin(reportingPeriods, eq(reportingPeriods.id, individualCeus.reportingPeriodId))
      .where(eq(individualCeus.id, id))
    const [row] = lock ? await query.for('update', { of: individualCeus }) : await query
    return row
  },

  /** The owner of an individual CEU (for the policy), or undefined. */
  async ownerOfIndividual(db: DbOrTx, id: number): Promise<{ userId: number } | undefined> {
    const [row] = await db
      .select({ userId: individualCeus.userId })
      .from(individualCeus)
      .where(eq(individualCeus.id, id))
    return row
  },

  /** A user's individual CEUs, newest completion first. */
  individualsOf(db: DbOrTx, userId: number) {
    return db
      .select(individualColumns)
      .from(individualCeus)
      .innerJoin(creditTypes, eq(creditTypes.id, individualCeus.creditTypeId))
      .innerJoin(reportingPeriods, eq(reportingPeriods.id, individualCeus.reportingPeriodId))
      .where(eq(individualCeus.userId, userId))
      .orderBy(desc(individualCeus.completionDate), desc(individualCeus.id))
  },

  /** Whether another of the user's CEUs (not rejected) already applied this group CEU's code. */
  async hasReportedGroup(db: DbOrTx, userId: number, groupCeuId: number, exceptId: number | null) {
    const [row] = await db
      .select({ id: individualCeus.id })
      .from(individualCeus)
      .where(
        and(
          eq(individualCeus.userId, userId),
          eq(individualCeus.preapprovedCreditId, groupCeuId),
          ne(individualCeus.status, 'rejected'),
          exceptId === null ? undefined : ne(individualCeus.id, exceptId),
        ),
      )
      .limit(1)
    return row !== undefined
  },

  /** A user's credit records of one period (the CEU card), in completion order. */
  periodCredits(db: DbOrTx, userId: number, reportingPeriodId: number) {
    return db
      .select({
        id: individualCeus.id,
        programTitle: individualCeus.programTitle,
        sponsor: individualCeus.sponsor,
        credits: individualCeus.credits,
        completionDate: individualCeus.completionDate,
        approved: individualCeus.approved,
        status: individualCeus.status,
        creditTypeId: individualCeus.creditTypeId,
        preapprovedCreditId: individualCeus.preapprovedCreditId,
      })
      .from(individualCeus)
      .where(and(eq(individualCeus.userId, userId), eq(individualCeus.reportingPeriodId, reportingPeriodId)))
      .orderBy(asc(individualCeus.completionDate), asc(individualCeus.id))
  },

  /** The staff list: one status at a time (pending unless another is asked for). */
  adminIndividualList(db: DbOrTx, query: ListQuery) {
    const { status, query: rest } = oneStatusFilter(query, CEU_STATUSES, 'pending')
    const plan = planList(rest, adminListSpec)
    const page = db
      .select({
        id: individualCeus.id,
        userId: individualCeus.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        certifications: certificationsOf,
        certificationStatuses: certificationStatusesOf,
        submittedAt: individualCeus.createdAt,
        completionDate: individualCeus.completionDate,
        programTitle: individualCeus.programTitle,
        sponsor: individualCeus.sponsor,
        credits: individualCeus.credits,
        status: individualCeus.status,
      })
      .from(individualCeus)
      .innerJoin(users, eq(users.id, individualCeus.userId))
      .$dynamic()
    return listPage(
      db,
      {
        ...plan,
        where: and(sql`${individualCeus.status} = ${sql.raw(`'${status}'`)}`, plan.where),
        shape: `status:${status} ${plan.shape}`,
      },
      {
        page,
        count: (rows) => rows.from(individualCeus).innerJoin(users, eq(users.id, individualCeus.userId)),
      },
      { statement: 'individual-ceus' },
    )
  },

  // The user and the catalogue -------------------------------------------------------------------

  /**
   * The certifications and statuses of a CEU's owner, read as the staff list reads them (the
   * review's summary). Joined, so the subqueries' columns are named with their tables.
   */
  async certificationSummaryOf(db: DbOrTx, ceuId: number) {
    const [row] = await db
      .select({ certifications: certificationsOf, certificationStatuses: certificationStatusesOf })
      .from(individualCeus)
      .innerJoin(users, eq(users.id, individualCeus.userId))
      .where(eq(individualCeus.id, ceuId))
    return row ?? { certifications: '', certificationStatuses: '' }
  },

  /** The user's certifications with whether they report CEUs and their current period. */
  certificationsOf(db: DbOrTx, userId: number) {
    return db
      .select({
        id: userCertifications.id,
        certificationId: userCertifications.certificationId,
        name: certifications.name,
        status: userCertifications.status,
        reportable: certifications.reportable,
        certifiedOn: userCertifications.certifiedOn,
        period: periodColumns,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(eq(userCertifications.userId, userId))
      .orderBy(asc(userCertifications.id))
  },

  /** Every reporting period that has started by `today`, newest first. */
  startedPeriods(db: DbOrTx, today: string) {
    return db
      .select(periodColumns)
      .from(reportingPeriods)
      .where(lte(reportingPeriods.startsOn, today))
      .orderBy(desc(reportingPeriods.startsOn), desc(reportingPeriods.id))
  },

  async period(db: DbOrTx, id: number) {
    const [row] = await db.select(periodColumns).from(reportingPeriods).where(eq(reportingPeriods.id, id))
    return row
  },

  /** The credit types in their order, with their minimums per period. */
  creditTypes(db: DbOrTx) {
    return db
      .select({ id: creditTypes.id, name: creditTypes.name, minimum: creditTypes.minimumCredits })
      .from(creditTypes)
      .where(sql`${creditTypes.retiredAt} is null`)
      .orderBy(asc(creditTypes.sortOrder), asc(creditTypes.id))
  },

  /** The CEUs a period requires of these certifications: the largest current requirement (0 with none). */
  async requiredCredits(db: DbOrTx, certificationIds: number[], today: string): Promise<number> {
    if (certificationIds.length === 0) return 0
    const rows = await db
      .select({
        certificationId: certificationRequirements.certificationId,
        total: certificationRequirements.totalCreditsRequired,
      })
      .from(certificationRequirements)
      .where(
        and(
          inArray(certificationRequirements.certificationId, certificationIds),
          lte(certificationRequirements.effectiveFrom, today),
          sql`${certificationRequirements.retiredAt} is null`,
        ),
      )
      .orderBy(desc(certificationRequirements.effectiveFrom))
    const latest = new Map<number, number>()
    for (const row of rows) if (!latest.has(row.certificationId)) latest.set(row.certificationId, row.total)
    return Math.max(0, ...latest.values())
  },
}
