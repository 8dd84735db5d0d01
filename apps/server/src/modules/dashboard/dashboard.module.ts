import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { EventsService } from '../events/events.service'
import type { UsersReader } from '../users/users.service'
import type { CeuProgressReader } from '../ceus/ceu-card.service'
import { registerDashboardRoutes } from './dashboard.routes'
import { createDashboardService } from './dashboard.service'

/** The portal dashboard: each card's variant, derived once on the server. */
export function registerDashboardModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock'> & {
    events: Pick<EventsService, 'listUpcomingEvents'>
    users: Pick<UsersReader, 'hasValidMembership'>
    ceuProgress: CeuProgressReader
  },
): void {
  registerDashboardRoutes(app, { dashboard: createDashboardService(deps) })
}
