import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '../../db/schema'
import { withCommitHooks } from './after-commit'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded'
import { tableVersions, type ConnectionWrites } from './table-versions'

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

/**
 * A connection that tells `tableVersions` what its statements write (decision 0009): when a
 * write is sent, and again when it, or the transaction it belongs to, has finished.
 */
class VersionedClient extends pg.Client implements ConnectionWrites {
  written: ConnectionWrites['written'] = null

  // pg's query() has many overloads (promise or callback); this passes every call through.
  override query(...args: unknown[]): never {
    const [config] = args
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
    const raise = typeof text === 'string' ? tableVersions.noteStatement(text, this) : null
    const last = args.length - 1
    const callback = args[last]
    if (raise && typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        tableVersions.raise(raise)
        return (callback as (...r: unknown[]) => unknown)(...results)
      }
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args)
    if (raise && result && typeof (result as Promise<unknown>).then === 'function') {
      const done = () => tableVersions.raise(raise)
      ;(result as Promise<unknown>).then(done, done)
    }
    return result as never
  }
}

/**
 * A connection to the embedded database. Every socket connection to PGlite reaches the same
 * single backend, so what a connection leaves behind in its session (named prepared statements,
 * settings, advisory locks) outlives it: pg-pool replaces a connection after a failed query, and
 * the replacement, which knows none of its predecessor's statements, was refused each of them
 * ("prepared statement ... already exists") until the process restarted. Each new connection
 * therefore starts by putting the session back to what a fresh PostgreSQL backend has. (PGlite's
 * socket server rolls back a transaction left open by a connection that went away, and holds
 * other connections' statements until it has.)
 */
class EmbeddedClient extends VersionedClient {
  // pg-pool connects with a callback; other callers await the promise.
  override connect(...args: unknown[]): never {
    const ready = (async () => {
      await super.connect()
      await super.query('DISCARD ALL')
    })()
    const [callback] = args
    if (typeof callback !== 'function') return ready as never
    ready.then(
      () => (callback as (error: null, client: pg.Client) => void)(null, this),
      (error: unknown) =>
        (callback as (error: Error) => void)(error instanceof Error ? error : new Error(String(error))),
    )
    return undefined as never
  }
}

export function connect(connectionString: string, options: { max: number; kind: Database['kind'] }): Database {
  const pool = new pg.Pool({
    connectionString,
    Client: options.kind === 'embedded' ? EmbeddedClient : VersionedClient,
    max: options.max,
    idleTimeoutMillis: options.kind === 'embedded' ? 0 : 30_000,
    connectionTimeoutMillis: 30_000,
  })
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return {
    db: withCommitHooks(drizzle(pool, { schema })),
    pool,
    kind: options.kind,
    async close() {
      await pool.end()
    },
  }
}

/**
 * Opens the database: the PostgreSQL server at `databaseUrl`, or else the embedded PGlite under
 * `dataDir`, which one process at a time may open (a second is refused with
 * DataFolderLockedError; `onLockLost`, see `startEmbeddedPostgres`). PGlite is a single
 * connection, so its pool holds one client (several connections to one PGlite can interleave
 * statements).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  loadFrom?: string
  poolSize?: number
  onLockLost?: (error: Error) => void
}): Promise<Database> {
  if (options.databaseUrl) return connect(options.databaseUrl, { max: options.poolSize ?? 10, kind: 'postgres' })
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    loadFrom: options.loadFrom,
    onLockLost: options.onLockLost,
  })
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
