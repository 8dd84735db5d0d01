// Runs PGlite on its own thread and serves it over the PostgreSQL wire protocol on a Unix
// socket, so the app reaches it with the same `pg` driver as a PostgreSQL server and a slow
// query never blocks the request loop. Plain JavaScript: worker threads load it without a
// TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath, loadFrom } = workerData

async function start() {
  const options = {}
  if (loadFrom) options.loadDataDir = new Blob([await readFile(loadFrom)])
  const db = await PGlite.create(dataDir ?? 'memory://', options)
  // The app's pool holds one connection at a time, but pg-pool replaces a connection after a
  // failed query (a constraint violation, say) and the replacement may connect before the old
  // socket has closed. With the server's default of one connection that replacement was refused
  // and the next query failed; a few spare slots let it in. Queries from every connection are
  // still run one at a time by the server's queue, which also keeps a transaction's statements
  // together.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 })
  await server.start()
  parentPort.on('message', async (message) => {
    if (message === 'dump') {
      const blob = await db.dumpDataDir('none')
      const buffer = Buffer.from(await blob.arrayBuffer())
      parentPort.postMessage({ type: 'dump', buffer }, [buffer.buffer])
      return
    }
    if (message === 'close') {
      await server.stop()
      await db.close()
      parentPort.postMessage({ type: 'closed' })
    }
  })
  parentPort.postMessage({ type: 'ready' })
}

start().catch((error) => {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.stack : String(error) })
})
