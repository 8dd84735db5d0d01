import path from 'node:path'
import { loadConfig } from '../config'
import { openDatabase } from '../platform/db/database'
import { runMigrations } from '../platform/db/migrate'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') })
await runMigrations(database.pool)
await database.close()
console.log('migrations applied')
