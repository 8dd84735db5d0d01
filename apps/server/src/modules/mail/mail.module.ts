import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import { registerMailRoutes } from './mail.routes'
import { createMailService } from './mail.service'

/** The admins' view of the mail outbox. */
export function registerMailModule(app: FastifyInstance, deps: Pick<Infrastructure, 'db'>): void {
  registerMailRoutes(app, { mail: createMailService(deps) })
}
