import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../../db/schema'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded'

export type Db = NodePgDatabase<typeof schema>
/** A transaction handle; repos accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  pool: pg.Pool
  kind: 'postgres' | 'embedded'
  embedded?: EmbeddedPostgres
  close(): Promise<void>
}

// Dates (not timestamps) come back as 'YYYY-MM-DD' strings instead of local-midnight Dates.
pg.types.setTypeParser(1082, (value: string) => value)

export function connect(connectionString: string, options: { max: number; kind: Database['kind'] }): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    idleTimeoutMillis: options.kind === 'embedded' ? 0 : 30_000,
    connectionTimeoutMillis: 30_000,
  })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: options.kind,
    async close() {
      await pool.end()
    },
  }
}

/**
 * Opens the database: the PostgreSQL server at `databaseUrl`, or else the embedded PGlite under
 * `dataDir`. PGlite is a single connection, so its pool holds one client (several connections
 * to one PGlite can interleave statements).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  loadFrom?: string
  poolSize?: number
}): Promise<Database> {
  if (options.databaseUrl) return connect(options.databaseUrl, { max: options.poolSize ?? 10, kind: 'postgres' })
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, loadFrom: options.loadFrom })
  const database = connect(embedded.connectionString, { max: 1, kind: 'embedded' })
  return {
    ...database,
    embedded,
    async close() {
      await database.close()
      await embedded.close()
    },
  }
}
