/**
 * Starts the real portal for browser journeys: the built web app and the API on a random port,
 * a fresh embedded database with migrations and demo data, the job worker running, and mail
 * delivered by SMTP to a local sink the journeys can read.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, type App, type AppConfig } from '../../apps/server/src/app'
import { seedBase } from '../../apps/server/src/db/seed/base'
import { seedDemo } from '../../apps/server/src/db/seed/demo'
import { openDatabase } from '../../apps/server/src/platform/db/database'
import { runMigrations } from '../../apps/server/src/platform/db/migrate'
import { smtpTransport } from '../../apps/server/src/platform/mail/mailer'
import { startSmtpSink } from '../../apps/server/test/smtp-sink'
import { freePort } from '../../apps/server/test/free-port'

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist')

export interface PortalServer {
  url: string
  mail: Awaited<ReturnType<typeof startSmtpSink>>
  /** The portal's database and services, for arranging data a journey starts from. */
  database: Awaited<ReturnType<typeof openDatabase>>
  notifications: App['notifications']
  close(): Promise<void>
}

export interface PortalOptions {
  /** Runtime settings beyond the defaults (analytics id, banner dates, ...). */
  config?: Partial<AppConfig>
}

export async function startPortal(options: PortalOptions = {}): Promise<PortalServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'))
  const database = await openDatabase({ databaseUrl: process.env.E2E_DATABASE_URL })
  await runMigrations(database.pool)
  await seedBase(database.db)
  await seedDemo(database.db)
  const mail = await startSmtpSink()
  const { app, queue, notifications } = await buildApp({
    config: {
      appUrl: url,
      appSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e-0001',
      cookieSecure: false,
      trustProxy: false,
      mailFrom: 'AFCPE Member Portal <no-reply@example.org>',
      smtpUrl: mail.url,
      logLevel: 'warn',
      storageDir: path.join(dataDir, 'uploads'),
      demoExamControls: true,
      ...options.config,
    },
    database,
    mailTransport: smtpTransport(mail.url),
    webRoot: WEB_ROOT,
    logger: false,
  })
  await app.listen({ port, host: '127.0.0.1' })
  queue.start()
  return {
    url,
    mail,
    database,
    notifications,
    async close() {
      await app.close()
      await queue.stop()
      await database.close()
      await mail.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
