/**
 * `npm run seed:scale -- --members 100000`: builds the scale data set (see scale.ts) on the
 * PostgreSQL server of DATABASE_URL, reporting progress per table.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../platform/db/database'
import { runMigrations } from '../../platform/db/migrate'
import { hashPassword } from '../../platform/security/passwords'
import { seedBase } from './base'
import { generateScaleData, SCALE_EMAIL_DOMAIN, SCALE_PASSWORD, ScaleDataExistsError } from './scale'

/** The embedded database is for small sets only (it is single-threaded WebAssembly). */
const EMBEDDED_MAX_MEMBERS = 20_000

const HELP = `Usage: npm run seed:scale -- --members <n> [--replace] [--today YYYY-MM-DD]

Builds a realistic large data set: <n> users (@${SCALE_EMAIL_DOMAIN}, password "${SCALE_PASSWORD}")
with addresses, memberships, registrations, exams, experiences, extensions, certifications, CEUs,
about 10 line items per member in their transactions, and notifications. Every count is
proportional to <n>; the same <n> and --today build the same data.

  --members <n>   number of members (default 100000; at least 10)
  --replace       delete the existing scale users and all their rows first
                  (needs a superuser connection); without it, existing scale data is an error
  --today <date>  the day the history ends (default: today)
  --help          this text

Environment:
  DATABASE_URL    the PostgreSQL server to fill (required for more than ${EMBEDDED_MAX_MEMBERS.toLocaleString('en-US')}
                  members). Without it the embedded database under DATA_DIR (default ./data) is used.

The database is migrated and given its base seed (catalogue) first; ANALYZE runs at the end.
Example:
  createdb -h 127.0.0.1 -U postgres portal_scale
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_scale npm run seed:scale -- --members 100000
`

function fail(message: string): never {
  console.error(`seed:scale: ${message}\n\nRun with --help for usage.`)
  process.exit(2)
}

let args: ReturnType<typeof parse>
function parse() {
  return parseArgs({
    options: {
      members: { type: 'string', default: '100000' },
      replace: { type: 'boolean', default: false },
      today: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }).values
}
try {
  args = parse()
} catch (error) {
  fail((error as Error).message)
}
if (args.help) {
  console.log(HELP)
  process.exit(0)
}
const members = Number(args.members)
if (!Number.isInteger(members) || members < 10) fail('--members must be a whole number, at least 10.')
if (args.today && !/^\d{4}-\d{2}-\d{2}$/.test(args.today)) fail('--today must be YYYY-MM-DD.')

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl && members > EMBEDDED_MAX_MEMBERS) {
  fail(
    `${members.toLocaleString('en-US')} members need a PostgreSQL server: set DATABASE_URL ` +
      `(e.g. postgres://postgres@127.0.0.1:5432/portal_scale). The embedded database takes at most ` +
      `${EMBEDDED_MAX_MEMBERS.toLocaleString('en-US')}.`,
  )
}

const dataDir = process.env.DATA_DIR ?? './data'
const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite'), poolSize: 2 })
const where = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : `embedded database in ${dataDir}`
console.log(`seed:scale: ${members.toLocaleString('en-US')} members into ${where}`)
let exitCode = 0
try {
  await runMigrations(database.pool)
  await seedBase(database.db, args.today ? { today: args.today } : {})
  const passwordHash = await hashPassword(SCALE_PASSWORD)
  const client = await database.pool.connect()
  try {
    const result = await generateScaleData(client, {
      members,
      passwordHash,
      replace: args.replace,
      today: args.today,
      onProgress: ({ step, rows, stepMs, elapsedMs }) =>
        console.log(
          `  ${step.padEnd(36)} ${rows.toLocaleString('en-US').padStart(11)} rows ${(stepMs / 1000).toFixed(1).padStart(7)} s` +
            `   (elapsed ${(elapsedMs / 1000).toFixed(1)} s)`,
        ),
    })
    console.log(`seed:scale: done in ${(result.ms / 1000).toFixed(1)} s`)
    for (const [table, rows] of Object.entries(result.counts)) {
      if (!table.includes('(') && rows > 0)
        console.log(`  ${table.padEnd(36)} ${rows.toLocaleString('en-US').padStart(11)}`)
    }
  } finally {
    client.release()
  }
} catch (error) {
  exitCode = 1
  console.error(
    error instanceof ScaleDataExistsError ? `seed:scale: ${error.message}` : `seed:scale failed: ${String(error)}`,
  )
} finally {
  await database.close()
}
process.exit(exitCode)
