import { systemRoutes, type RuntimeConfig } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/database'
import { AppError } from '../../platform/http/errors'
import { implement } from '../../platform/http/route'
import { systemRepo } from './system.repo'

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { db: Db; runtimeConfig: RuntimeConfig; isDraining: () => boolean },
) {
  implement(app, systemRoutes.health, async () => ({ status: 'ok' as const }))

  implement(app, systemRoutes.ready, async () => {
    // Stopping (SIGTERM): the balancer is told first, while requests are still answered.
    if (deps.isDraining()) throw new AppError(503, 'service_unavailable', 'The portal is shutting down.')
    try {
      await systemRepo.probe(deps.db)
    } catch {
      throw new AppError(503, 'service_unavailable', 'The database is not ready.')
    }
    return { status: 'ready' as const, database: 'ok' as const }
  })

  implement(app, systemRoutes.config, async ({ reply }) => {
    void reply.header('cache-control', 'no-store')
    return deps.runtimeConfig
  })
}
