import { z } from '../zod'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'

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

/** What the mail outbox sorts and filters by (server list spec and web columns; see `UserListField`). */
export type MailListField = 'to' | 'subject' | 'status' | 'createdAt'

export const mailRoutes = {
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
