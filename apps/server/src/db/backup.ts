/**
 * Backup and restore of the embedded database (docs/operations.md). A backup is a folder:
 *
 *   pglite.tar   PGlite's dump of its data directory (taken between two statements)
 *   uploads/     the uploaded files, when they are kept in STORAGE_DIR (not in a bucket)
 *   app-secret   the generated secret, when APP_SECRET is not set (captcha, signed links)
 *   COMPLETE     written last: a folder without it is an interrupted backup
 *
 * While the portal runs, its process holds the database, so it takes the dump itself when asked
 * (`npm run db:backup` writes the request and sends SIGUSR2; main.ts answers with `writeBackup`).
 * Restoring fills a new, empty data folder, which the portal then opens as its own.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import { startEmbeddedPostgres } from '../platform/db/embedded'

export const BACKUP_REQUEST_FILE = 'backup-request'
const DUMP_FILE = 'pglite.tar'
const COMPLETE_FILE = 'COMPLETE'

export interface BackupSources {
  /** The database's dump (`EmbeddedPostgres.dump`). */
  dump: () => Promise<Buffer>
  /** STORAGE_DIR, when files are kept on disk. */
  storageDir?: string
  /** The generated secret's file (`$DATA_DIR/app-secret`), when APP_SECRET is not set. */
  appSecretFile?: string
}

/** What a backup of this configuration holds beside the database. */
export function backupSources(
  config: Pick<Config, 's3' | 'storageDir' | 'dataDir'>,
  dump: () => Promise<Buffer>,
  env: NodeJS.ProcessEnv = process.env,
): BackupSources {
  return {
    dump,
    // Files in a bucket are backed up with the bucket (docs/operations.md).
    storageDir: config.s3 ? undefined : config.storageDir,
    // APP_SECRET set: the operator keeps it with the other settings; generated: it is in DATA_DIR.
    appSecretFile: env.APP_SECRET ? undefined : path.join(config.dataDir, 'app-secret'),
  }
}

/**
 * Answers `npm run db:backup` in the portal that holds the embedded database: takes the backup
 * the request file names. A failure is written beside it (FAILED) for the command to report.
 */
export async function answerBackupRequest(dataDir: string, sources: BackupSources): Promise<string | null> {
  const request = path.join(dataDir, BACKUP_REQUEST_FILE)
  if (!existsSync(request)) return null
  const to = (await readFile(request, 'utf8')).trim()
  await rm(request, { force: true })
  try {
    await writeBackup(sources, to)
  } catch (error) {
    await mkdir(to, { recursive: true })
    await writeFile(path.join(to, 'FAILED'), error instanceof Error ? error.message : String(error))
    throw error
  }
  return to
}

/** Writes a backup into `to` (created; it must not hold one already). */
export async function writeBackup(sources: BackupSources, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  if ((await readdir(to)).length > 0) throw new Error(`${to} is not empty: choose a new folder for the backup`)
  await writeFile(path.join(to, DUMP_FILE), await sources.dump())
  if (sources.storageDir && existsSync(sources.storageDir)) {
    await cp(sources.storageDir, path.join(to, 'uploads'), { recursive: true })
  }
  if (sources.appSecretFile && existsSync(sources.appSecretFile)) {
    await cp(sources.appSecretFile, path.join(to, 'app-secret'))
  }
  await writeFile(path.join(to, COMPLETE_FILE), `${new Date().toISOString()}\n`)
}

export function isCompleteBackup(folder: string): boolean {
  return existsSync(path.join(folder, COMPLETE_FILE))
}

/**
 * Restores a backup into `dataDir` (a DATA_DIR with no database yet): the database under
 * `pglite/`, the files under `uploads/`, the generated secret. Refuses a folder that already
 * holds a database, and an incomplete backup.
 */
export async function restoreBackup(from: string, dataDir: string): Promise<void> {
  if (!isCompleteBackup(from)) throw new Error(`${from} is not a complete backup (no ${COMPLETE_FILE} file)`)
  const databaseDir = path.join(dataDir, 'pglite')
  if (existsSync(databaseDir) && (await readdir(databaseDir)).length > 0) {
    throw new Error(`${databaseDir} already holds a database: restore into a new DATA_DIR`)
  }
  await mkdir(dataDir, { recursive: true })
  // Opening PGlite on the empty folder with the dump loads it there; closing writes it out.
  const embedded = await startEmbeddedPostgres({ dataDir: databaseDir, loadFrom: path.join(from, DUMP_FILE) })
  await embedded.close()
  if (existsSync(path.join(from, 'uploads'))) {
    await cp(path.join(from, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })
  }
  if (existsSync(path.join(from, 'app-secret'))) {
    await writeFile(path.join(dataDir, 'app-secret'), await readFile(path.join(from, 'app-secret')), { mode: 0o600 })
  }
}

/** Removes an interrupted backup (no COMPLETE file) so the folder can be used again. */
export async function discardIncompleteBackup(folder: string): Promise<void> {
  if (existsSync(folder) && !isCompleteBackup(folder)) await rm(folder, { recursive: true, force: true })
}
