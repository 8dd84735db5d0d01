/**
 * Group CEUs, their fee line items and reviews, and the credit types they are requested in
 * (db/schema/certification.ts, commerce.ts, catalog.ts): the only code that reads and writes
 * `group_ceus`. Dumb reads and writes: the rules are in group-ceus.service.ts.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm'
import {
  CEU_STATUSES,
  completionCodeKey,
  type AdminGroupCeuListField,
  type CeuStatus,
  type Day,
  type GroupCeuFeeKind,
  type GroupCeuListField,
  type LibraryListField,
  type ListQuery,
} from '@portal/contracts'
import { creditTypes, groupCeus, lineItems, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { validationFailed } from '../../platform/http/errors'
import { listPage, oneStatusFilter, planList, type ListSpec } from '../../platform/http/list'

export type GroupCeuRecord = typeof groupCeus.$inferSelect
export type NewGroupCeu = typeof groupCeus.$inferInsert
export type GroupCeuWithType = GroupCeuRecord & { creditType: string }

/**
 * What two completion codes are compared by in SQL: the code without white space, lower-cased
 * (the contracts' `completionCodeKey`, and the expression of group_ceus_completion_code_key).
 */
const completionCodeKeyOf = (column: SQL | typeof groupCeus.completionCode) =>
  sql`lower(regexp_replace(${column}, '\\s', '', 'g'))`

/** Approved, with a completion code whose key is `code`'s (group_ceus_completion_code_key's rows). */
const approvedWithCodeKey = (code: string) =>
  and(
    eq(groupCeus.status, 'approved'),
    isNotNull(groupCeus.completionCode),
    sql`${completionCodeKeyOf(groupCeus.completionCode)} = ${completionCodeKey(code)}`,
  )

const FEE_KINDS = ['ceu_review', 'ceu_listing'] as const satisfies readonly GroupCeuFeeKind[]

/** The sponsor's list: their own requests; the Status column is the review's (in the cart: pending). */
const memberListSpec: ListSpec<GroupCeuListField | 'id'> = {
  fields: {
    startDate: { column: groupCeus.startDate, sortable: true },
    programTitle: { column: groupCeus.programTitle, sortable: true, filter: 'contains' },
    sponsor: { column: groupCeus.sponsor, sortable: true, filter: 'contains' },
    credits: { column: groupCeus.credits, sortable: true, filter: 'number' },
    status: { column: groupCeus.status, sortable: true, filter: 'exact' },
    id: { column: groupCeus.id },
  },
  // Latest start first: the order of group_ceus_user_idx.
  defaultSort: [
    { field: 'startDate', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
  tiebreaker: groupCeus.id,
}

/** The staff list: submitted requests with their sponsor's name; Status filtered by the list itself. */
const adminListSpec: ListSpec<AdminGroupCeuListField | 'id'> = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    startDate: { column: groupCeus.startDate, sortable: true },
    programTitle: { column: groupCeus.programTitle, sortable: true, filter: 'contains' },
    sponsor: { column: groupCeus.sponsor, sortable: true, filter: 'contains' },
    credits: { column: groupCeus.credits, sortable: true, filter: 'number' },
    status: { column: groupCeus.status, sortable: true },
    id: { column: groupCeus.id },
  },
  // Latest start first: the order of group_ceus_status_start_idx within a status.
  defaultSort: [
    { field: 'startDate', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
  tiebreaker: groupCeus.id,
}

/** The CEU library: one search over title and sponsor; soonest start first (group_ceus_library_idx). */
const librarySpec: ListSpec<LibraryListField | 'id'> = {
  fields: {
    search: { column: sql`(${groupCeus.programTitle} || ' ' || ${groupCeus.sponsor})`, filter: 'contains' },
    startDate: { column: groupCeus.startDate, sortable: true },
    programTitle: { column: groupCeus.programTitle, sortable: true },
    sponsor: { column: groupCeus.sponsor, sortable: true },
    credits: { column: groupCeus.credits, sortable: true },
    id: { column: groupCeus.id },
  },
  defaultSort: [
    { field: 'startDate', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
  tiebreaker: groupCeus.id,
}

/** Listed in the library: approved, listed, its listing fee paid (the partial index's condition). */
const IN_LIBRARY = sql`${groupCeus.status} = 'approved' and ${groupCeus.listProgram} and ${groupCeus.listingPaidAt} is not null`

const withType = { ceu: groupCeus, creditType: creditTypes.name }

export const groupCeusRepo = {
  /** Requests paid for and waiting for a staff decision (the Group CEUs review queue). */
  pendingCount(db: DbOrTx): Promise<number> {
    return db.$count(groupCeus, and(isNotNull(groupCeus.submittedAt), eq(groupCeus.status, 'pending')))
  },

  // Catalogue (the choices are ceusRepo.creditTypes) -------------------------------------------------

  async creditType(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: creditTypes.id, name: creditTypes.name, retiredAt: creditTypes.retiredAt })
      .from(creditTypes)
      .where(eq(creditTypes.id, id))
    return row ?? null
  },

  // Requests ------------------------------------------------------------------------------------

  async insert(db: DbOrTx, values: NewGroupCeu): Promise<GroupCeuRecord> {
    const [row] = await db.insert(groupCeus).values(values).returning()
    if (!row) throw new Error('group CEU insert returned no row')
    return row
  },

  async byId(db: DbOrTx, id: number, lock = false): Promise<GroupCeuWithType | null> {
    const query = db
      .select(withType)
      .from(groupCeus)
      .innerJoin(creditTypes, eq(creditTypes.id, groupCeus.creditTypeId))
      .where(eq(groupCeus.id, id))
    const [row] = lock ? await query.for('update', { of: groupCeus }) : await query
    return row ? { ...row.ceu, creditType: row.creditType } : null
  },

  /** `updatedAt` is the caller's clock. */
  async update(db: DbOrTx, id: number, values: Partial<NewGroupCeu> & { updatedAt: Date }) {
    await db.update(groupCeus).set(values).where(eq(groupCeus.id, id))
  },

  /** Sent for review once: only while not yet submitted (null when it was, or is gone). */
  async submit(db: DbOrTx, userId: number, id: number, at: Date): Promise<GroupCeuRecord | null> {
    const [row] = await db
      .update(groupCeus)
      .set({ submittedAt: at, updatedAt: at })
      .where(and(eq(groupCeus.id, id), eq(groupCeus.userId, userId), isNull(groupCeus.submittedAt)))
      .returning()
    return row ?? null
  },

  /** The listing fee paid, once. */
  async markListingPaid(db: DbOrTx, userId: number, id: number, at: Date) {
    await db
      .update(groupCeus)
      .set({ listingPaidAt: at, updatedAt: at })
      .where(and(eq(groupCeus.id, id), eq(groupCeus.userId, userId), isNull(groupCeus.listingPaidAt)))
  },

  /** Deletes a request that never left the cart (its files and lines go with it or are the caller's). */
  async deleteInCart(db: DbOrTx, userId: number, id: number) {
    await db
      .delete(groupCeus)
      .where(and(eq(groupCeus.id, id), eq(groupCeus.userId, userId), isNull(groupCeus.submittedAt)))
  },

  /** The approved program whose completion code is `code` (compared without regard to case and blanks). */
  async approvedByCode(db: DbOrTx, code: string): Promise<GroupCeuRecord | undefined> {
    const [row] = await db.select().from(groupCeus).where(approvedWithCodeKey(code)).orderBy(asc(groupCeus.id)).limit(1)
    return row
  },

  /** Another approved program holding this code (compared without regard to case and blanks). */
  async approvedWithCode(db: DbOrTx, code: string, exceptId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: groupCeus.id })
      .from(groupCeus)
      .where(and(approvedWithCodeKey(code), ne(groupCeus.id, exceptId)))
      .limit(1)
    return row?.id ?? null
  },

  // Fees ----------------------------------------------------------------------------------------

  /** A request's fee lines (paid or in the cart), oldest first. */
  lines(db: DbOrTx, groupCeuId: number) {
    return db
      .select({
        id: lineItems.id,
        kind: lineItems.categoryType,
        name: lineItems.name,
        finalPriceCents: lineItems.finalPriceCents,
        quantity: lineItems.quantity,
        transactionId: lineItems.transactionId,
        paidAt: lineItems.paidAt,
      })
      .from(lineItems)
      .where(and(inArray(lineItems.categoryType, FEE_KINDS), eq(lineItems.categoryId, groupCeuId)))
      .orderBy(asc(lineItems.id))
  },

  async insertLine(
    db: DbOrTx,
    values: { userId: number; groupCeuId: number; kind: GroupCeuFeeKind; name: string; priceCents: number },
  ) {
    await db.insert(lineItems).values({
      userId: values.userId,
      categoryType: values.kind,
      categoryId: values.groupCeuId,
      name: values.name,
      priceCents: values.priceCents,
      finalPriceCents: values.priceCents,
    })
  },

  /** Renames a request's unpaid fees (its title changed while they wait in the cart). */
  async renameUnpaidLine(db: DbOrTx, groupCeuId: number, kind: GroupCeuFeeKind, name: string) {
    await db
      .update(lineItems)
      .set({ name })
      .where(
        and(eq(lineItems.categoryType, kind), eq(lineItems.categoryId, groupCeuId), isNull(lineItems.transactionId)),
      )
  },

  /** Takes a fee out of the cart (never a paid one). */
  async deleteUnpaidLines(db: DbOrTx, groupCeuId: number, kinds: readonly GroupCeuFeeKind[]) {
    if (kinds.length === 0) return
    await db
      .delete(lineItems)
      .where(
        and(
          inArray(lineItems.categoryType, kinds),
          eq(lineItems.categoryId, groupCeuId),
          isNull(lineItems.transactionId),
        ),
      )
  },

  // Lists ---------------------------------------------------------------------------------------

  /** The sponsor's own requests. */
  list(db: DbOrTx, userId: number, query: ListQuery) {
    assertStatusFilter(query)
    const plan = planList(query, memberListSpec)
    const where = and(eq(groupCeus.userId, sql.placeholder('userId')), plan.where)
    return listPage(
      db,
      { ...plan, where, values: { ...plan.values, userId } },
      {
        page: db
          .select({
            id: groupCeus.id,
            startDate: groupCeus.startDate,
            programTitle: groupCeus.programTitle,
            sponsor: groupCeus.sponsor,
            credits: groupCeus.credits,
            status: groupCeus.status,
            submittedAt: groupCeus.submittedAt,
          })
          .from(groupCeus)
          .$dynamic(),
        count: (rows) => rows.from(groupCeus),
      },
      { statement: 'group-ceus' },
    )
  },

  /** Submitted requests (staff never see one still in a cart); one status, pending by default. */
  adminList(db: DbOrTx, query: ListQuery) {
    const { status, query: rest } = oneStatusFilter(query, CEU_STATUSES, 'pending')
    const plan = planList(rest, adminListSpec)
    // Each status is its own statement shape (no value interpolated), served by the (status, start) index.
    const where = and(isNotNull(groupCeus.submittedAt), STATUS_CONDITIONS[status], plan.where)
    return listPage(
      db,
      { ...plan, where, shape: `status:${status} ${plan.shape}` },
      {
        page: db
          .select({
            id: groupCeus.id,
            userId: groupCeus.userId,
            firstName: users.firstName,
            lastName: users.lastName,
            startDate: groupCeus.startDate,
            programTitle: groupCeus.programTitle,
            sponsor: groupCeus.sponsor,
            credits: groupCeus.credits,
            status: groupCeus.status,
          })
          .from(groupCeus)
          .innerJoin(users, eq(users.id, groupCeus.userId))
          .$dynamic(),
        // The name filters read users, so the count joins it too.
        count: (rows) => rows.from(groupCeus).innerJoin(users, eq(users.id, groupCeus.userId)),
      },
      { statement: 'admin-group-ceus' },
    )
  },

  /** The public CEU library: listed programs not yet over on `today` (US Eastern). */
  library(db: DbOrTx, query: ListQuery, today: Day) {
    const plan = planList(query, librarySpec)
    const where = and(IN_LIBRARY, sql`${groupCeus.endDate} >= ${sql.placeholder('today')}`, plan.where)
    return listPage(
      db,
      { ...plan, where, values: { ...plan.values, today } },
      {
        page: db
          .select({
            id: groupCeus.id,
            programTitle: groupCeus.programTitle,
            sponsor: groupCeus.sponsor,
            credits: groupCeus.credits,
            creditType: creditTypes.name,
            startDate: groupCeus.startDate,
            endDate: groupCeus.endDate,
            attendanceCostCents: sql<number>`coalesce(${groupCeus.attendanceCostCents}, 0)`,
            registrationUrl: sql<string>`coalesce(${groupCeus.registrationUrl}, '')`,
          })
          .from(groupCeus)
          .innerJoin(creditTypes, eq(creditTypes.id, groupCeus.creditTypeId))
          .$dynamic(),
        count: (rows) => rows.from(groupCeus),
      },
      { statement: 'ceu-library' },
    )
  },
}

const STATUS_CONDITIONS: Record<CeuStatus, SQL> = {
  pending: sql`${groupCeus.status} = 'pending'`,
  approved: sql`${groupCeus.status} = 'approved'`,
  rejected: sql`${groupCeus.status} = 'rejected'`,
  more_info_requested: sql`${groupCeus.status} = 'more_info_requested'`,
}

/** A status filter names one of the statuses (anything else is a 422, never an empty list). */
function assertStatusFilter(query: ListQuery) {
  for (const item of query.filter) {
    if (!item.startsWith('status,')) continue
    const value = item.slice('status,'.length).trim()
    if (value !== '' && !(CEU_STATUSES as readonly string[]).includes(value)) {
      throw validationFailed({ filter: [`Cannot filter by status "${value}".`] })
    }
  }
}
