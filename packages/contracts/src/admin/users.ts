import { z } from '../zod'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'

export const AdminUserRow = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type AdminUserRow = z.infer<typeof AdminUserRow>

/** Columns of the admin Users list that can be sorted and filtered. */
export const ADMIN_USER_LIST_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const

export const MailRow = z.object({
  id: z.number().check(z.int()),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'stored', 'failed']),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
})
export type MailRow = z.infer<typeof MailRow>

export const MailMessage = z.extend(MailRow, { text: z.string(), html: z.nullable(z.string()) })
export type MailMessage = z.infer<typeof MailMessage>

const tags = ['admin']

/**
 * The fields each list sorts and filters by, declared once: the server's list spec is a record
 * of exactly these, and the web table's columns are typed by them, so a renamed field fails to
 * compile on both sides instead of answering 422.
 */
export type UserListField = 'id' | 'firstName' | 'lastName' | 'email'
export type MailListField = 'to' | 'subject' | 'status' | 'createdAt'

export const adminRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users, server-paged (sort and filter by id, firstName, lastName, email).',
    tags,
    query: ListQuery,
    response: listResult(AdminUserRow),
  }),
  listMail: defineRoute({
    method: 'GET',
    path: '/api/admin/mail',
    access: 'admin',
    summary: 'Mail the portal wrote, newest first (sort and filter by to, subject, status).',
    tags,
    query: ListQuery,
    response: listResult(MailRow),
  }),
  getMail: defineRoute({
    method: 'GET',
    path: '/api/admin/mail/:id',
    access: 'admin',
    summary: 'One mail message with its body.',
    tags,
    params: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
    response: MailMessage,
  }),
}
