import type { ListQuery, UserListField } from '@portal/contracts'
import { aliasedTable, and, asc, desc, eq, sql } from 'drizzle-orm'
import { addresses, membershipTypes, userFlags, userMemberships, userNotes, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

export type UserRecord = typeof users.$inferSelect

const userListSpec: ListSpec<UserListField> = {
  fields: {
    id: { column: users.id, sortable: true, filter: 'number' },
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    email: { column: users.email, sortable: true, filter: 'contains' },
    // Each word starts a first name, a last name or an e-mail (their lower(...) pattern indexes), or is the id.
    search: {
      column: users.id,
      filter: 'search',
      searchIn: { prefixes: [users.firstName, users.lastName, users.email], id: users.id },
    },
  },
  defaultSort: [
    { field: 'lastName', direction: 'asc' },
    { field: 'firstName', direction: 'asc' },
  ],
  tiebreaker: users.id,
}

/** Every request of a signed-in user reads its row (`GET /api/user`, the profile): built once. */
const userById = preparedStatement<UserRecord[], { id: number }>('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
)

const author = aliasedTable(users, 'author')

export type FlagRecord = typeof userFlags.$inferSelect
export type NoteRecord = typeof userNotes.$inferSelect

/** The only code that touches the users module's tables (flags, notes) and the staff's column of users (secuId). */
export const usersRepo = {
  async findById(db: DbOrTx, id: number): Promise<UserRecord | undefined> {
    const [user] = await userById(db, { id })
    return user
  },

  async listUsers(db: DbOrTx, query: ListQuery) {
    const plan = planList(query, userListSpec)
    const row = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }
    return listPage(
      db,
      plan,
      { page: db.select(row).from(users).$dynamic(), count: (rows) => rows.from(users) },
      { statement: 'admin-users' },
    )
  },

  async primaryAddress(db: DbOrTx, user: Pick<UserRecord, 'id' | 'primaryAddressId'>) {
    if (user.primaryAddressId === null) return null
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, user.primaryAddressId), eq(addresses.userId, user.id)))
    return row ?? null
  },

  /** The user's approved membership records, latest end first, with their type's name. */
  membershipRecords(db: DbOrTx, userId: number) {
    return db
      .select({ name: membershipTypes.name, start: userMemberships.startsOn, end: userMemberships.endsOn })
      .from(userMemberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, userMemberships.membershipTypeId))
      .where(and(eq(userMemberships.userId, userId), eq(userMemberships.approved, true)))
      .orderBy(desc(userMemberships.endsOn), desc(userMemberships.id))
  },

  async setSecuId(db: DbOrTx, userId: number, secuId: string | null, now: Date): Promise<void> {
    await db.update(users).set({ secuId, updatedAt: now }).where(eq(users.id, userId))
  },

  // Flags -----------------------------------------------------------------------------------------

  /** Active first, then newest first. */
  flags(db: DbOrTx, userId: number): Promise<FlagRecord[]> {
    return db
      .select()
      .from(userFlags)
      .where(eq(userFlags.userId, userId))
      .orderBy(desc(userFlags.active), desc(userFlags.createdAt), desc(userFlags.id))
  },

  activeFlags(db: DbOrTx, userId: number) {
    return db
      .select({ id: userFlags.id, reason: userFlags.reason, note: userFlags.note })
      .from(userFlags)
      .where(and(eq(userFlags.userId, userId), eq(userFlags.active, true)))
      .orderBy(asc(userFlags.id))
  },

  async flag(db: DbOrTx, userId: number, flagId: number, lock = false): Promise<FlagRecord | undefined> {
    const query = db
      .select()
      .from(userFlags)
      .where(and(eq(userFlags.id, flagId), eq(userFlags.userId, userId)))
    const [row] = lock ? await query.for('update') : await query
    return row
  },

  async insertFlag(
    db: DbOrTx,
    values: { userId: number; reason: string; note: string | null; active: boolean; createdById: number; at: Date },
  ): Promise<FlagRecord> {
    const { at, ...rest } = values
    const [row] = await db
      .insert(userFlags)
      .values({ ...rest, createdAt: at, updatedAt: at })
      .returning()
    if (!row) throw new Error('The flag was not inserted')
    return row
  },

  async updateFlag(
    db: DbOrTx,
    flagId: number,
    values: { reason: string; note: string | null; active: boolean; at: Date },
  ): Promise<void> {
    const { at, ...rest } = values
    await db
      .update(userFlags)
      .set({ ...rest, updatedAt: at })
      .where(eq(userFlags.id, flagId))
  },

  // Notes -----------------------------------------------------------------------------------------

  /** Newest first, with the author's name (null once the author's account is gone). */
  notes(db: DbOrTx, userId: number) {
    return db
      .select({
        id: userNotes.id,
        note: userNotes.note,
        createdAt: userNotes.createdAt,
        updatedAt: userNotes.updatedAt,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
      })
      .from(userNotes)
      .leftJoin(author, eq(author.id, userNotes.authorId))
      .where(eq(userNotes.userId, userId))
      .orderBy(desc(userNotes.createdAt), desc(userNotes.id))
  },

  async note(db: DbOrTx, userId: number, noteId: number, lock = false): Promise<NoteRecord | undefined> {
    const query = db
      .select()
      .from(userNotes)
      .where(and(eq(userNotes.id, noteId), eq(userNotes.userId, userId)))
    const [row] = lock ? await query.for('update') : await query
    return row
  },

  async insertNote(db: DbOrTx, values: { userId: number; authorId: number; note: string; at: Date }) {
    const { at, ...rest } = values
    const [row] = await db
      .insert(userNotes)
      .values({ ...rest, createdAt: at, updatedAt: at })
      .returning()
    if (!row) throw new Error('The note was not inserted')
    return row
  },

  async updateNote(db: DbOrTx, noteId: number, note: string, at: Date): Promise<void> {
    await db.update(userNotes).set({ note, updatedAt: at }).where(eq(userNotes.id, noteId))
  },
}
