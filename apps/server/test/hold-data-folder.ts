/**
 * Holds the lock of an embedded database folder in a process of its own, as a running portal does
 * (`data-folder-lock.test.ts`): `node --import tsx hold-data-folder.ts <folder> <staleMs>`. Prints
 * `locked <pid>` once it holds it, then waits to be stopped.
 */
import { lockDataFolder } from '../src/platform/db/data-folder-lock'

const [folder, staleMs] = process.argv.slice(2)
if (!folder) throw new Error('usage: hold-data-folder.ts <folder> <staleMs>')
const lock = await lockDataFolder(folder, { staleMs: Number(staleMs), onLost: () => process.exit(3) })
console.log(`locked ${process.pid}`)
const stop = () => void lock.release().then(() => process.exit(0))
process.on('SIGTERM', stop)
setInterval(() => {}, 60_000)
