/**
 * Membership types, records, requests, their files, line items and resources: the only code that
 * writes a membership request's status.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { ListQuery, MembershipRequestListField } from '@portal/contracts'
import {
  lineItems,
  membershipRequests,
  membershipResourceCategories,
  membershipResources,
  membershipTypes,
  userCertifications,
  userMemberships,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

export type MembershipTypeRow = typeof membershipTypes.$inferSelect
export type MembershipRequestRow = typeof membershipRequests.$inferSelect
export type NewMembershipRequest = typeof membershipRequests.$inferInsert
type RecordValues = Pick<typeof userMemberships.$inferInsert, 'startsOn' | 'endsOn' | 'approved' | 'membershipTypeId'>

/** Asked by every cart page (whether to invite the user to join): built once (decision 0009). */
const openRequest = preparedStatement<{ id: number }[], { userId: number; one: number }>(
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

const recordColumns = {
  id: userMemberships.id,
  membershipId: userMemberships.membershipTypeId,
  name: membershipTypes.name,
  key: membershipTypes.key,
  start: userMemberships.startsOn,
  end: userMemberships.endsOn,
  approved: userMemberships.approved,
}

const requestListSpec: ListSpec<MembershipRequestListField> = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    createdAt: { column: membershipRequests.createdAt, sortable: true },
    submittedAt: { column: membershipRequests.submittedAt, sortable: true },
    type: { column: membershipTypes.name, sortable: true, filter: 'exact' },
    status: { column: membershipRequests.status, sortable: true, filter: 'exact' },
  },
  defaultSort: [{ field: 'submittedAt', direction: 'asc' }],
  tiebreaker: membershipRequests.id,
}

export const membershipRepo = {
  /** Requests waiting for a staff decision (the Memberships review queue). */
  pendingCount(db: DbOrTx): Promise<number> {
    return db.$count(membershipRequests, eq(membershipRequests.status, 'pending'))
  },

  types(db: DbOrTx): Promise<MembershipTypeRow[]> {
    return db.select().from(membershipTypes).orderBy(asc(membershipTypes.sortOrder), asc(membershipTypes.id))
  },

  async type(db: DbOrTx, id: number): Promise<MembershipTypeRow | null> {
    const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id))
    return row ?? null
  },

  records(db: DbOrTx, userId: number) {
    return db
      .select(recordColumns)
      .from(userMemberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, userMemberships.membershipTypeId))
      .where(eq(userMemberships.userId, userId))
      .orderBy(desc(userMemberships.startsOn), desc(userMemberships.id))
  },

  async record(db: DbOrTx, id: number) {
    const [row] = await db.select().from(userMemberships).where(eq(userMemberships.id, id))
    return row ?? null
  },

  /** Requests that hold a term: paid and waiting for review. */
  pendingRequests(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(membershipRequests)
      .where(and(eq(membershipRequests.userId, userId), eq(membershipRequests.status, 'pending')))
  },

  async latestRequest(db: DbOrTx, userId: number): Promise<MembershipRequestRow | null> {
    const [row] = await db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.userId, userId))
      .orderBy(desc(membershipRequests.createdAt), desc(membershipRequests.id))
      .limit(1)
    return row ?? null
  },

  async request(db: DbOrTx, id: number, lock = false): Promise<MembershipRequestRow | null> {
    const query = db.select().from(membershipRequests).where(eq(membershipRequests.id, id))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  /** A request in the cart or under review (the cart then does not invite the user to join). */
  async hasOpenRequest(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await openRequest(db, { userId, one: 1 })
    return Boolean(row)
  },

  /** The user's request waiting for staff review (paid or submitted), if any. */
  async pendingRequestId(db: DbOrTx, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: membershipRequests.id })
      .from(membershipRequests)
      .where(and(eq(membershipRequests.userId, userId), eq(membershipRequests.status, 'pending')))
      .orderBy(desc(membershipRequests.id))
      .limit(1)
    return row?.id ?? null
  },

  /** An approved student membership covering the day (staff verified the enrolment when approving it). */
  async hasStudentMembershipCovering(db: DbOrTx, userId: number, day: string): Promise<boolean> {
    const [row] = await db
      .select({ id: userMemberships.id })
      .from(userMemberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, userMemberships.membershipTypeId))
      .where(
        and(
          eq(userMemberships.userId, userId),
          eq(membershipTypes.key, 'student'),
          eq(userMemberships.approved, true),
          sql`${userMemberships.startsOn} <= ${day}`,
          sql`${userMemberships.endsOn} >= ${day}`,
        ),
      )
      .limit(1)
    return Boolean(row)
  },

  async insertRequest(tx: DbOrTx, values: NewMembershipRequest): Promise<MembershipRequestRow> {
    const [created] = await tx.insert(membershipRequests).values(values).returning()
    if (!created) throw new Error('membership request insert returned no row')
    return created
  },

  /** A request checked out leaves the cart for staff review (nothing happens to one already submitted). */
  async submit(tx: DbOrTx, userId: number, requestId: number, submittedAt: Date) {
    await tx
      .update(membershipRequests)
      .set({ status: 'pending', submittedAt })
      .where(
        and(
          eq(membershipRequests.id, requestId),
          eq(membershipRequests.userId, userId),
          eq(membershipRequests.status, 'cart'),
        ),
      )
  },

  /** Records staff's decision on a request. */
  async decide(
    tx: DbOrTx,
    requestId: number,
    decision: {
      status: 'approved' | 'rejected'
      decidedAt: Date
      decidedById: number | null
      decisionMessage: string | null
    },
  ) {
    await tx.update(membershipRequests).set(decision).where(eq(membershipRequests.id, requestId))
  },

  async deleteRequest(tx: DbOrTx, requestId: number) {
    await tx.delete(membershipRequests).where(eq(membershipRequests.id, requestId))
  },

  /** A request removed from the cart goes too (it was only ever a cart entry). */
  async deleteCartRequest(tx: DbOrTx, userId: number, requestId: number) {
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

  /** Puts the request in the cart: its line item. */
  async insertLine(tx: DbOrTx, values: Omit<typeof lineItems.$inferInsert, 'categoryType'>) {
    // A membership is charged when staff approve it (decision 0005).
    await tx.insert(lineItems).values({ ...values, categoryType: 'membership', chargedOnApproval: true })
  },

  async insertRecord(
    db: DbOrTx,
    values: RecordValues & { userId: number; membershipRequestId?: number; createdAt?: Date },
  ) {
    await db.insert(userMemberships).values(values)
  },

  async updateRecord(db: DbOrTx, userId: number, recordId: number, values: Partial<RecordValues>) {
    await db
      .update(userMemberships)
      .set(values)
      .where(and(eq(userMemberships.id, recordId), eq(userMemberships.userId, userId)))
  },

  async deleteRecord(db: DbOrTx, recordId: number) {
    await db.delete(userMemberships).where(eq(userMemberships.id, recordId))
  },

  cartRequests(db: DbOrTx, userId: number) {
    return db
      .select({ id: membershipRequests.id })
      .from(membershipRequests)
      .where(and(eq(membershipRequests.userId, userId), eq(membershipRequests.status, 'cart')))
  },

  /** The request's line item (its price, paid or not). */
  async lineOf(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.categoryType, 'membership'), eq(lineItems.categoryId, requestId)))
      .orderBy(desc(lineItems.id))
      .limit(1)
    return row ?? null
  },

  async deleteUnpaidLines(db: DbOrTx, requestId: number) {
    await db
      .delete(lineItems)
      .where(
        and(
          eq(lineItems.categoryType, 'membership'),
          eq(lineItems.categoryId, requestId),
          sql`${lineItems.transactionId} is null`,
        ),
      )
  },

  /** Holds any certification (student membership is for those who do not yet). */
  async holdsCertification(db: DbOrTx, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: userCertifications.id })
      .from(userCertifications)
      .where(eq(userCertifications.userId, userId))
      .limit(1)
    return Boolean(row)
  },

  resources(db: DbOrTx) {
    return db
      .select({
        category: membershipResourceCategories.name,
        id: membershipResources.id,
        name: membershipResources.name,
        description: membershipResources.description,
        url: membershipResources.url,
      })
      .from(membershipResources)
      .innerJoin(membershipResourceCategories, eq(membershipResourceCategories.id, membershipResources.categoryId))
      .where(and(sql`${membershipResources.retiredAt} is null`, sql`${membershipResourceCategories.retiredAt} is null`))
      .orderBy(
        asc(membershipResourceCategories.sortOrder),
        asc(membershipResourceCategories.name),
        asc(membershipResources.sortOrder),
        asc(membershipResources.id),
      )
  },

  listRequests(db: DbOrTx, query: ListQuery) {
    const hasStatusFilter = query.filter.some((item) => item.startsWith('status,'))
    const plan = planList(
      hasStatusFilter ? query : { ...query, filter: [...query.filter, 'status,pending'] },
      requestListSpec,
    )
    // A request still in the cart was never submitted: staff never see it.
    const where = and(sql`${membershipRequests.status} <> 'cart'`, plan.where)
    const from = db
      .select({
        id: membershipRequests.id,
        firstName: users.firstName,
        lastName: users.lastName,
        submittedAt: membershipRequests.submittedAt,
        type: membershipTypes.name,
        status: membershipRequests.status,
      })
      .from(membershipRequests)
      .innerJoin(users, eq(users.id, membershipRequests.userId))
      .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRequests.membershipTypeId))
      .$dynamic()
    return listPage(
      db,
      { ...plan, where },
      {
        page: from,
        // The name and type filters read the joined tables, so the count joins them too.
        count: (rows) =>
          rows
            .from(membershipRequests)
            .innerJoin(users, eq(users.id, membershipRequests.userId))
            .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRequests.membershipTypeId)),
      },
      { statement: 'membership-requests' },
    )
  },
}
