/** The outbox admins read when no SMTP server is configured (and an audit of mail otherwise). */
import type { ListQuery } from '@portal/contracts'
import type { Db } from '../../platform/db/database'
import { notFound } from '../../platform/http/errors'
import { mailRepo } from './mail.repo'

export type MailService = ReturnType<typeof createMailService>

const dates = <T extends { createdAt: Date; sentAt: Date | null }>(message: T) => ({
  ...message,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
})

export function createMailService(deps: { db: Db }) {
  const { db } = deps
  return {
    async listMail(query: ListQuery) {
      const page = await mailRepo.list(db, query)
      return { ...page, data: page.data.map(dates) }
    },

    async getMail(id: number) {
      const message = await mailRepo.message(db, id)
      if (!message) throw notFound()
      return dates(message)
    },
  }
}
