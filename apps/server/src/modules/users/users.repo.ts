import type { ListQuery } from '@portal/contracts'
import { users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

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
    const row = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }
    return listPage(db.select(row).from(users).$dynamic(), plan, db.$count(users, plan.where), {
      statement: 'admin-users',
    })
  },
}
