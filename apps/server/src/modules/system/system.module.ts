import type { RuntimeConfig } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import { registerSystemRoutes } from './system.routes'

/** Health, readiness and the runtime configuration the web app starts with. */
export function registerSystemModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db'> & { runtimeConfig: RuntimeConfig; isDraining: () => boolean },
): void {
  registerSystemRoutes(app, deps)
}
