import { z } from '../zod'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'
import { mailRoutes } from '../mail/routes'

export const AdminUserRow = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type AdminUserRow = z.infer<typeof AdminUserRow>

/** Columns of the admin Users list that can be sorted and filtered. */
export const ADMIN_USER_LIST_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const

const tags = ['admin']

/**
 * The fields each list sorts and filters by, declared once: the server's list spec is a record
 * of exactly these, and the web table's columns are typed by them, so a renamed field fails to
 * compile on both sides instead of answering 422.
 */
export type UserListField = 'id' | 'firstName' | 'lastName' | 'email'

export const userRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users, server-paged (sort and filter by id, firstName, lastName, email).',
    tags,
    query: ListQuery,
    response: listResult(AdminUserRow),
  }),
}

/**
 * The admin lists' calls under the group name they had before the users and mail folders each
 * declared their own (`userRoutes`, `mailRoutes`): the same contracts, under the same keys. Not
 * in the barrel (index.ts): a statement there that reads a member is kept in every page's bundle.
 */
export const adminRoutes = {
  listUsers: userRoutes.listUsers,
  listMail: mailRoutes.listMail,
  getMail: mailRoutes.getMail,
}
