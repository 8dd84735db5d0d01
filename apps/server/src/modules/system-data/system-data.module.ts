import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import { registerSystemDataRoutes } from './system-data.routes'
import { createSystemDataService } from './system-data.service'

/** The admin back office's system-data lists and forms (the 31 catalogue kinds). */
export function registerSystemDataModule(app: FastifyInstance, deps: Pick<Infrastructure, 'db' | 'clock'>): void {
  registerSystemDataRoutes(app, { systemData: createSystemDataService(deps) })
}
