/**
 * The embedded database's folder belongs to one process at a time. Two PGlite processes on one
 * folder each see only their own writes, and whichever stops last overwrites the other's: so the
 * folder is locked before PGlite opens it, and a second process is refused, naming the first.
 *
 * The lock is proper-lockfile's: a `<folder>.lock` directory (created atomically) whose holder
 * refreshes its modification time every few seconds. A lock not refreshed for `STALE_LOCK_MS` was
 * left by a process that crashed, and the next process takes it. Beside it, `<folder>.owner`
 * names the holder (process id and host), which the lock itself does not record: a refused process
 * names it, and a process that finds the lock's holder gone waits for the lock to turn stale
 * instead of giving up.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import lockfile from 'proper-lockfile'

/** How long a lock stays its holder's without being refreshed (it is refreshed every half of it). */
export const STALE_LOCK_MS = 10_000

export interface DataFolderOwner {
  pid: number
  hostname: string
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: DataFolderOwner | null,
  ) {
    const who = !owner
      ? 'another portal process'
      : owner.hostname === hostname()
        ? `the portal process with process id ${owner.pid}`
        : `the portal process with process id ${owner.pid} on ${owner.hostname}`
    super(
      `The embedded database in ${folder} is in use by ${who}. Stop that process first, or give this one ` +
        'another DATA_DIR. Several instances need a PostgreSQL server (DATABASE_URL) instead.',
    )
  }
}

export interface DataFolderLock {
  release(): Promise<void>
}

/**
 * Locks `folder` (which must exist) for this process, or throws DataFolderLockedError while
 * another running process holds it. `onLost` is called if the lock is lost while held (its
 * directory removed, or not refreshed within `staleMs` so that another process took it): this
 * process must then stop writing to the folder.
 */
/** The folders this process holds (a second lock of one is refused like another process's). */
const held = new Set<string>()

export async function lockDataFolder(
  folder: string,
  options: { onLost: (error: Error) => void; staleMs?: number },
): Promise<DataFolderLock> {
  const staleMs = options.staleMs ?? STALE_LOCK_MS
  const ownerFile = `${folder}.owner`
  if (held.has(folder)) throw new DataFolderLockedError(folder, { pid: process.pid, hostname: hostname() })
  // A holder that is gone stops refreshing the lock: it turns stale within `staleMs`.
  const giveUpAt = Date.now() + staleMs + 2_000
  for (;;) {
    try {
      const unlock = await lockfile.lock(folder, { stale: staleMs, onCompromised: options.onLost })
      const owner: DataFolderOwner = { pid: process.pid, hostname: hostname() }
      await writeFile(ownerFile, JSON.stringify(owner))
      held.add(folder)
      return {
        async release() {
          held.delete(folder)
          await rm(ownerFile, { force: true })
          await unlock()
        },
      }
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ELOCKED') throw error
      const owner = await readOwner(ownerFile)
      if ((owner && isRunning(owner)) || Date.now() > giveUpAt) throw new DataFolderLockedError(folder, owner)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

async function readOwner(file: string): Promise<DataFolderOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<DataFolderOwner>
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : null
  } catch {
    return null
  }
}

/**
 * Whether the lock's holder still runs. A process on another host (a shared folder) cannot be
 * checked, so it counts as running. A holder with this process's id is a previous run of this
 * very process id (a container restarted with the same folder), so it is gone.
 */
function isRunning(owner: DataFolderOwner): boolean {
  if (owner.hostname !== hostname()) return true
  if (owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as { code?: unknown }).code === 'EPERM'
  }
}
