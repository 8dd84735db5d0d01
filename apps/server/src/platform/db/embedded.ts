import { mkdtemp, mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { lockDataFolder, type DataFolderLock } from './data-folder-lock'

export interface EmbeddedPostgres {
  /** A `pg` connection string that reaches the embedded database over its Unix socket. */
  connectionString: string
  /** A snapshot of the whole data directory (used to clone a migrated template in tests). */
  dump(): Promise<Buffer>
  close(): Promise<void>
}

type WorkerMessage =
  { type: 'ready' } | { type: 'closed' } | { type: 'error'; message: string } | { type: 'dump'; buffer: ArrayBuffer }

/**
 * Starts PGlite in a worker thread. `dataDir` persists the database, locked for this process
 * (`data-folder-lock.ts`: a second process is refused with DataFolderLockedError); without it the
 * database lives in memory. `loadFrom` starts from a snapshot written by `dump()`. Should the lock
 * be lost while the database is open, the worker stops at once and `onLockLost` is told (by
 * default the error is thrown).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string
  loadFrom?: string
  onLockLost?: (error: Error) => void
}): Promise<EmbeddedPostgres> {
  const socketDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-'))
  // pg derives the socket file name from host (a directory) and port.
  const port = 5432
  const socketPath = path.join(socketDir, `.s.PGSQL.${port}`)
  let lock: DataFolderLock | null = null
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true })
    lock = await lockDataFolder(options.dataDir, {
      // Called from the lock's refresh timer, seconds after the worker below has started.
      onLost: (error) => {
        // Another process may have the folder now: this one writes nothing more to it.
        void worker.terminate()
        if (!options.onLockLost) throw error
        options.onLockLost(error)
      },
    }).catch(async (error: unknown) => {
      await rm(socketDir, { recursive: true, force: true })
      throw error
    })
  }
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, socketPath, loadFrom: options.loadFrom },
  })

  const waitFor = <T extends WorkerMessage['type']>(type: T) =>
    new Promise<Extract<WorkerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === type) {
          worker.off('message', onMessage)
          resolve(message as Extract<WorkerMessage, { type: T }>)
        } else if (message.type === 'error') {
          worker.off('message', onMessage)
          reject(new Error(`Embedded database failed: ${message.message}`))
        }
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
    })

  try {
    await waitFor('ready')
  } catch (error) {
    await worker.terminate()
    await rm(socketDir, { recursive: true, force: true })
    await lock?.release()
    throw error
  }
  let closed = false
  return {
    connectionString: `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`,
    async dump() {
      const reply = waitFor('dump')
      worker.postMessage('dump')
      return Buffer.from((await reply).buffer)
    },
    async close() {
      if (closed) return
      closed = true
      const reply = waitFor('closed')
      worker.postMessage('close')
      await reply
      await worker.terminate()
      await rm(socketDir, { recursive: true, force: true })
      await lock?.release()
    },
  }
}
