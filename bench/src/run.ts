/**
 * `npm run bench`: starts the portal on its own database (embedded PGlite, or DATABASE_URL),
 * fills it with users, and measures throughput and latency of representative calls with
 * autocannon. Writes bench/reports/latest.md. Benchmarks measure; they never fail a build.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../apps/server/src/app'
import { seedBase } from '../../apps/server/src/db/seed/base'
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/db/seed/demo'
import { openDatabase } from '../../apps/server/src/platform/db/database'
import { runMigrations } from '../../apps/server/src/platform/db/migrate'
import { outboxTransport } from '../../apps/server/src/platform/mail/mailer'

const USERS = Number(process.env.BENCH_USERS ?? 20_000)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL })
await runMigrations(database.pool)
await seedBase(database.db)
await seedDemo(database.db)
await database.db.execute(sql`
  insert into users (first_name, last_name, email, password_hash)
  select 'First' || g, 'Last' || (g % 5000), 'bench' || g || '@example.test', 'x'
  from generate_series(1, ${USERS}) g
  on conflict do nothing`)

const { app } = await buildApp({
  config: {
    appUrl: 'http://127.0.0.1',
    appSecret: 'bench-secret-bench-secret-bench-secret-01',
    cookieSecure: false,
    trustProxy: false,
    mailFrom: 'bench@example.org',
    logLevel: 'silent',
    storageDir: '/tmp/portal-bench-uploads',
  },
  database,
  mailTransport: outboxTransport,
  logger: false,
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })

// Sign in as the demo admin to measure an authenticated list.
const first = await fetch(`${address}/api/health`)
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
  body: JSON.stringify({ email: 'admin@example.org', password: DEMO_PASSWORD }),
})
const session = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''
const cookie = `portal_session=${session}; XSRF-TOKEN=${xsrf}`

const scenarios = [
  { name: 'GET /api/health', path: '/api/health', headers: {} },
  { name: 'GET /api/user (session lookup)', path: '/api/user', headers: { cookie } },
  { name: `GET /api/admin/users page 1 of ${USERS} users`, path: '/api/admin/users?limit=50', headers: { cookie } },
  {
    name: 'GET /api/admin/users filtered by last name',
    path: '/api/admin/users?limit=50&filter=lastName,Last42',
    headers: { cookie },
  },
]

const rows: string[] = []
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections: 10,
    duration: DURATION,
    headers: scenario.headers,
  })
  rows.push(
    `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  )
  console.log(rows.at(-1))
}

const report = [
  `# Benchmark report`,
  '',
  `Database: ${database.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL server'}; ${USERS} users; 10 connections; ${DURATION} s per scenario.`,
  '',
  '| Scenario | req/s | p50 ms | p99 ms | non-2xx |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
await writeFile(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports/latest.md'), report)
await app.close()
await database.close()
console.log(report)
