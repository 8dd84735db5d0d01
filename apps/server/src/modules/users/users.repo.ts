import type { ListQuery, UserListField } from '@portal/contracts'
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
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
}
