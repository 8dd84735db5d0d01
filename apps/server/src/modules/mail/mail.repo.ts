/** The mail outbox as admins read it (the mailer writes it, platform/mail). */
import type { ListQuery, MailListField } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { mailMessages } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

const mailListSpec: ListSpec<MailListField> = {
  fields: {
    to: { column: mailMessages.to, sortable: true, filter: 'contains' },
    subject: { column: mailMessages.subject, sortable: true, filter: 'contains' },
    status: { column: mailMessages.status, sortable: true, filter: 'exact' },
    createdAt: { column: mailMessages.createdAt, sortable: true },
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tiebreaker: mailMessages.id,
}

const row = {
  id: mailMessages.id,
  to: mailMessages.to,
  subject: mailMessages.subject,
  status: mailMessages.status,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
}

export const mailRepo = {
  list(db: DbOrTx, query: ListQuery) {
    const plan = planList(query, mailListSpec)
    return listPage(
      db,
      plan,
      { page: db.select(row).from(mailMessages).$dynamic(), count: (rows) => rows.from(mailMessages) },
      { statement: 'admin-mail' },
    )
  },

  async message(db: DbOrTx, id: number) {
    const [message] = await db
      .select({ ...row, text: mailMessages.text, html: mailMessages.html })
      .from(mailMessages)
      .where(eq(mailMessages.id, id))
    return message ?? null
  },
}
