import { systemRoutes, type RuntimeConfig } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../db/schema'
import type { Db } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'
import { AppError } from '../../platform/http/errors'
import { implement } from '../../platform/http/route'

/**
 * Readiness asks the database the way a signed-in request does: a named prepared statement on a
 * connection of the same pool, so a pool whose statements no longer run is not reported ready.
 */
const readinessProbe = preparedStatement('readiness_probe', (db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} > ${sql.placeholder('after')}`)
    .limit(sql.placeholder('limit')),
)

export function registerSystemRoutes(app: FastifyInstance, deps: { db: Db; runtimeConfig: RuntimeConfig }) {
  implement(app, systemRoutes.health, async () => ({ status: 'ok' as const }))

  implement(app, systemRoutes.ready, async () => {
    try {
      await readinessProbe(deps.db, { after: 0, limit: 1 })
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
