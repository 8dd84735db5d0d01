/**
 * `npm run db:backup -- <new folder>` and `npm run db:restore -- <backup folder>` for the embedded
 * database (docs/operations.md). A backup taken while the portal runs is taken by the portal
 * itself: this command leaves the request beside the database and signals the process that holds
 * it (SIGUSR2), then waits for the backup to complete. With no portal running, it opens the
 * database itself.
 */
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { loadConfig, type Config } from '../config'
import { DataFolderLockedError } from '../platform/db/data-folder-lock'
import { openDatabase } from '../platform/db/database'
import { BACKUP_REQUEST_FILE, backupSources, isCompleteBackup, restoreBackup, writeBackup } from './backup'

const WAIT_MS = 300_000
const POLL_MS = 200

async function backup(config: Config, to: string): Promise<void> {
  if (!existsSync(path.join(config.dataDir, 'pglite'))) throw new Error(`no embedded database in ${config.dataDir}`)
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') })
    try {
      const { embedded } = database
      if (!embedded) throw new Error('no embedded database')
      await writeBackup(
        backupSources(config, () => embedded.dump()),
        to,
      )
    } finally {
      await database.close()
    }
    return
  } catch (error) {
    if (!(error instanceof DataFolderLockedError) || !error.owner || error.owner.hostname !== hostname()) throw error
    // The portal runs: it takes the backup.
    const request = path.join(config.dataDir, BACKUP_REQUEST_FILE)
    await writeFile(request, to)
    process.kill(error.owner.pid, 'SIGUSR2')
    const failed = path.join(to, 'FAILED')
    for (const giveUpAt = Date.now() + WAIT_MS; Date.now() < giveUpAt;) {
      if (isCompleteBackup(to)) return
      if (existsSync(failed)) throw new Error(`the portal could not take the backup: ${await readFile(failed, 'utf8')}`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    await rm(request, { force: true })
    throw new Error(`the portal (process id ${error.owner.pid}) did not take the backup within ${WAIT_MS / 1000} s`)
  }
}

const [command, folder] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('usage: npm run db:backup -- <new folder> | npm run db:restore -- <backup folder>')
  process.exit(2)
}
const config = loadConfig()
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up and restore the PostgreSQL server with pg_dump and pg_restore (docs/operations.md).',
  )
  process.exit(2)
}
const target = path.resolve(folder)
try {
  if (command === 'backup') {
    await backup(config, target)
    console.log(`backup written to ${target}`)
  } else {
    await restoreBackup(target, config.dataDir)
    console.log(`backup ${target} restored into ${config.dataDir}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
