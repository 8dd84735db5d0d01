/**
 * Starts the portal for the bench: the chosen database (migrated, base seed, scale data), the
 * app from the same buildApp as production listening on a free port, and a signed-in admin.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp, type AppConfig } from '../../apps/server/src/app'
import { seedBase } from '../../apps/server/src/db/seed/base'
import {
  countScaleUsers,
  generateScaleData,
  SCALE_PASSWORD,
  type ScaleProgress,
} from '../../apps/server/src/db/seed/scale'
import { openDatabase, type Database } from '../../apps/server/src/platform/db/database'
import { runMigrations } from '../../apps/server/src/platform/db/migrate'
import { outboxTransport } from '../../apps/server/src/platform/mail/mailer'
import { hashPassword } from '../../apps/server/src/platform/security/passwords'
import { EMBEDDED_DEFAULT_MEMBERS, type BenchOptions } from './options'

/** The bench signs in as its own admin (not a demo persona, not a scale user). */
const BENCH_ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-2026' }

export interface Portal {
  database: Database
  address: string
  /** Cookie header of the signed-in bench admin (session and XSRF token). */
  adminCookie: string
  /** Cookie header of a visitor (XSRF token only), so public calls set no new cookie. */
  visitorCookie: string
  members: number
  seededNow: boolean
  serverVersion: string
  close(): Promise<void>
}

function log(message: string) {
  console.log(`bench: ${message}`)
}

/** The portal's settings in a bench: local, quiet, files under `storageDir`. */
export function benchConfig(storageDir: string): AppConfig {
  return {
    appUrl: 'http://127.0.0.1',
    appSecret: 'bench-secret-bench-secret-bench-secret-01',
    cookieSecure: false,
    trustProxy: false,
    mailFrom: 'bench@example.org',
    logLevel: 'silent',
    storageDir,
  }
}

export async function startPortal(options: BenchOptions): Promise<Portal> {
  const embedded = !options.databaseUrl
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: options.poolSize })
  await runMigrations(database.pool)
  await seedBase(database.db)

  let members = await withClient(database, countScaleUsers)
  let seededNow = false
  if (members === 0) {
    const wanted = options.seedMembers ?? (embedded ? EMBEDDED_DEFAULT_MEMBERS : undefined)
    if (!wanted) {
      await database.close()
      console.error(
        'bench: the database has no scale data. Build it first:\n' +
          '  DATABASE_URL=... npm run seed:scale -- --members 100000\n' +
          'or set BENCH_SEED_MEMBERS to let the bench build it.',
      )
      process.exit(2)
    }
    log(`building the scale data set: ${wanted.toLocaleString('en-US')} members`)
    const passwordHash = await hashPassword(SCALE_PASSWORD)
    await withClient(database, (client) =>
      generateScaleData(client, {
        members: wanted,
        passwordHash,
        onProgress: ({ step, rows, elapsedMs }: ScaleProgress) =>
          log(`  ${step}: ${rows.toLocaleString('en-US')} rows (${(elapsedMs / 1000).toFixed(1)} s)`),
      }),
    )
    members = wanted
    seededNow = true
  }
  // Only a database that holds the scale set gets the bench's admin (a bench database, then).
  await database.db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, role, agree_tos)
    values ('Bench', 'Admin', ${BENCH_ADMIN.email}, ${await hashPassword(BENCH_ADMIN.password)}, 'admin', true)
    on conflict do nothing`)
  // Three items in the bench admin's cart, for the cart scenario.
  await database.db.execute(sql`
    insert into line_items (user_id, category_type, category_id, name, price_cents, final_price_cents)
    select u.id, 'trainer_license', g, 'Bench item ' || g, 2500 * g, 2500 * g
    from users u cross join generate_series(1, 3) g
    where u.email = ${BENCH_ADMIN.email}
      and not exists (select 1 from line_items li where li.user_id = u.id and li.transaction_id is null)`)
  const serverVersion = String(
    (await database.pool.query<{ v: string }>('select version() as v')).rows[0]?.v ?? 'unknown',
  )

  const { app } = await buildApp({
    config: benchConfig(path.join(tmpdir(), 'portal-bench-uploads')),
    database,
    mailTransport: outboxTransport,
    logger: false,
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })

  const first = await fetch(`${address}/api/health`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  })
  if (login.status !== 200) throw new Error(`bench admin sign-in failed: ${login.status} ${await login.text()}`)
  const session = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''

  return {
    database,
    address,
    adminCookie: `portal_session=${session}; XSRF-TOKEN=${xsrf}`,
    visitorCookie: `XSRF-TOKEN=${xsrf}`,
    members,
    seededNow,
    serverVersion,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** One connection for the generator (it uses temporary tables and functions). */
async function withClient<T>(database: Database, work: (client: Parameters<typeof countScaleUsers>[0]) => Promise<T>) {
  const client = await database.pool.connect()
  try {
    return await work(client)
  } finally {
    client.release()
  }
}
