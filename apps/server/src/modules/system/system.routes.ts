import { systemRoutes, type RuntimeConfig } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/database'
import { AppError } from '../../platform/http/errors'
import { implement } from '../../platform/http/route'

export function registerSystemRoutes(app: FastifyInstance, deps: { db: Db; runtimeConfig: RuntimeConfig }) {
  implement(app, systemRoutes.health, async () => ({ status: 'ok' as const }))

  implement(app, systemRoutes.ready, async () => {
    try {
      await deps.db.execute(sql`select 1 from users limit 1`)
    } catch {
      throw new AppError(503, 'internal_error', 'The database is not ready.')
    }
    return { status: 'ready' as const, database: 'ok' as const }
  })

  implement(app, systemRoutes.config, async ({ reply }) => {
    void reply.header('cache-control', 'no-store')
    return deps.runtimeConfig
  })
}
