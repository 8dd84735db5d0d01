/** `npm run admin:create -- --email ... --first-name ... --last-name ...` (see first-admin.ts). */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../platform/db/database'
import { runMigrations } from '../platform/db/migrate'
import { FirstAdmin, createFirstAdmin } from './first-admin'

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
})
const parsed = FirstAdmin.safeParse({
  email: values.email,
  firstName: values['first-name'],
  lastName: values['last-name'],
})
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${issue.message}`)
  console.error('usage: npm run admin:create -- --email ops@example.org --first-name Olivia --last-name Ops')
  process.exit(2)
}
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') })
try {
  await runMigrations(database.pool)
  const { created, link } = await createFirstAdmin(database.db, parsed.data, { appUrl: config.appUrl, now: new Date() })
  console.log(`${parsed.data.email} ${created ? 'created as an admin' : 'is now an admin'}.`)
  console.log(`Choose the password within the hour, once: ${link}`)
} finally {
  await database.close()
}
