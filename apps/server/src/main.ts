/**
 * Starts the portal: validates configuration, opens the database (PostgreSQL when DATABASE_URL
 * is set, otherwise embedded PGlite under DATA_DIR), migrates, seeds, serves API and web app,
 * runs the job worker, and shuts down gracefully on SIGTERM/SIGINT.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig, lookalikeVariables, type Config } from './config'
import { answerBackupRequest, backupSources } from './db/backup'
import { seedBase } from './db/seed/base'
import { DEMO_PERSONAS, seedDemoOnFirstStart } from './db/seed/demo'
import { DataFolderLockedError } from './platform/db/data-folder-lock'
import { openDatabase, type Database } from './platform/db/database'
import { runMigrations } from './platform/db/migrate'

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

function readConfig(): Config {
  for (const warning of lookalikeVariables()) console.warn(`Configuration: ${warning}`)
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Opens the database; a data folder another process holds is refused with its message. */
async function openConfiguredDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
      onLockLost: (error) => {
        console.error(`The embedded database's lock was lost (${error.message}): stopping.`)
        process.exit(1)
      },
    })
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

export async function start(): Promise<void> {
  const config = readConfig()
  const database = await openConfiguredDatabase(config)
  await runMigrations(database.pool)
  await seedBase(database.db)
  const seeded = config.seedDemo ? await seedDemoOnFirstStart(database.db) : false

  const { app, queue, checkout, drain } = await buildApp({ config, database, webRoot: WEB_ROOT })
  if (seeded)
    app.log.info(`demo data seeded: ${DEMO_PERSONAS.length} demo accounts (see the README), e.g. admin@example.org`)
  app.log.info(
    { database: database.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server' },
    'database ready',
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // On SIGTERM (an orchestrator's stop) the balancer first sees /api/ready fail and stops sending
    // traffic, while this instance still serves what it is sent; Ctrl-C (SIGINT) stops at once.
    const delaySeconds = signal === 'SIGTERM' ? config.shutdownDelaySeconds : 0
    if (delaySeconds > 0) {
      drain()
      app.log.info({ signal, delaySeconds }, 'shutting down: not ready, still serving')
      await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000))
    }
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // close() stops accepting connections and resolves once in-flight requests are answered and
    // every connection has ended. It closes the idle keep-alive connections only when it starts:
    // one whose request was in flight would then stay open until its keep-alive timeout (72 s),
    // past any orchestrator's grace period. So idle connections are closed until it resolves.
    const closing = app.close()
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100)
    await closing.finally(() => clearInterval(closeIdle))
    await queue.stop()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  // `npm run db:backup` while this process holds the embedded database (src/db/backup.ts).
  const { embedded } = database
  if (embedded) {
    process.on('SIGUSR2', () => {
      void answerBackupRequest(
        config.dataDir,
        backupSources(config, () => embedded.dump()),
      )
        .then((to) => to && app.log.info({ to }, 'backup written'))
        .catch((error: unknown) => app.log.error({ err: error }, 'backup failed'))
    })
  }
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  if (config.jobs) queue.start()
  // Payments a crash left between the charge and its record are finished now, not at the next
  // scheduled pass; replaying an attempt's key never charges twice (modules/cart/checkout.service).
  void checkout
    .reconcile({ olderThanMs: 0 })
    .then((settled) => settled > 0 && app.log.info({ settled }, 'payments reconciled at start'))
    .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
  console.log(`AFCPE Member Portal is running on ${config.appUrl}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await start()
}
