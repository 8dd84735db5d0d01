import { sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { preparedStatement } from '../../platform/db/prepared'

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

export const systemRepo = {
  async probe(db: DbOrTx): Promise<void> {
    await readinessProbe(db, { after: 0, limit: 1 })
  },
}
