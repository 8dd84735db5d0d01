import { adminRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { MailService } from './mail.service'

export function registerMailRoutes(app: FastifyInstance, deps: { mail: MailService }) {
  const { mail } = deps
  implement(app, adminRoutes.listMail, async ({ query }) => mail.listMail(query))
  implement(app, adminRoutes.getMail, async ({ params }) => mail.getMail(params.id))
}
