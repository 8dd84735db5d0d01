import { adminRoutes, type ListQuery } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { mailMessages } from '../../db/schema'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/http/errors'
import { listPage, planList, type ListSpec } from '../../platform/http/list'
import { implement } from '../../platform/http/route'

const mailListSpec: ListSpec = {
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

async function listMail(db: Db, query: ListQuery) {
  const plan = planList(query, mailListSpec)
  const page = await listPage(db.select(row).from(mailMessages).$dynamic(), plan, db.$count(mailMessages, plan.where), {
    statement: 'admin-mail',
  })
  const data = page.data.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }))
  return { ...page, data }
}

/** The outbox admins read when no SMTP server is configured (and an audit of mail otherwise). */
export function registerMailRoutes(app: FastifyInstance, deps: { db: Db }) {
  implement(app, adminRoutes.listMail, async ({ query }) => listMail(deps.db, query))

  implement(app, adminRoutes.getMail, async ({ params }) => {
    const [message] = await deps.db
      .select({ ...row, text: mailMessages.text, html: mailMessages.html })
      .from(mailMessages)
      .where(eq(mailMessages.id, params.id))
    if (!message) throw notFound()
    return { ...message, createdAt: message.createdAt.toISOString(), sentAt: message.sentAt?.toISOString() ?? null }
  })
}
