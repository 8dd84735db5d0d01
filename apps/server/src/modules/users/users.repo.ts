import type { ListQuery } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { planList, toListResult, type ListSpec } from '../../platform/http/list'

const userListSpec: ListSpec = {
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

export const usersRepo = {
  async listUsers(db: DbOrTx, query: ListQuery) {
    const plan = planList(query, userListSpec)
    const [rows, [count]] = await Promise.all([
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(plan.where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(plan.where),
    ])
    return toListResult(rows, count?.total ?? 0, plan.limit)
  },
}
