import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { DataFolderLockedError, lockDataFolder } from './data-folder-lock'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../../../../..')
const holderScript = path.resolve(here, '../../../test/hold-data-folder.ts')
// proper-lockfile's shortest: the holder refreshes the lock every second.
const STALE_MS = 2000

/** Another process holding the folder's lock, as a running portal does. */
async function holder(folder: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, folder, String(STALE_MS)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('locked')) resolve()
    })
    void exited.then((code) => reject(new Error(`the holder exited (${code}) before locking`)))
  })
  if (!child.pid) throw new Error('the holder has no process id')
  return { pid: child.pid, child, exited }
}

const noticeLoss = { staleMs: STALE_MS, onLost: (error: Error) => expect.fail(`the lock was lost: ${error.message}`) }

describe('lockDataFolder (real lock files, real processes)', async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'portal-lock-'))
  afterAll(() => rm(parent, { recursive: true, force: true }))
  let n = 0
  const newFolder = async () => {
    const folder = path.join(parent, `pglite-${n++}`)
    await mkdir(folder)
    return folder
  }

  it('refuses a second process while the first runs, naming its process id; frees the folder when it stops', async () => {
    const folder = await newFolder()
    const first = await holder(folder)
    const refused = await lockDataFolder(folder, noticeLoss).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(DataFolderLockedError)
    expect((refused as Error).message).toContain(`is in use by the portal process with process id ${first.pid}.`)
    expect((refused as Error).message).toContain('DATABASE_URL')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(`${folder}.lock`)).toBe(false)
    const lock = await lockDataFolder(folder, noticeLoss)
    await lock.release()
  }, 20_000)

  it('takes over the lock a crashed process left, once it is stale, and records itself as its holder', async () => {
    const folder = await newFolder()
    const crashed = await holder(folder)
    crashed.child.kill('SIGKILL')
    await crashed.exited
    // The crash left the lock and its owner behind.
    expect(existsSync(`${folder}.lock`)).toBe(true)
    expect(JSON.parse(await readFile(`${folder}.owner`, 'utf8'))).toMatchObject({ pid: crashed.pid })

    const startedAt = Date.now()
    const lock = await lockDataFolder(folder, noticeLoss)
    expect(Date.now() - startedAt).toBeLessThan(STALE_MS + 2000)
    expect(JSON.parse(await readFile(`${folder}.owner`, 'utf8'))).toMatchObject({ pid: process.pid })

    // Held again: the next one is refused at once, naming this process.
    await expect(lockDataFolder(folder, noticeLoss)).rejects.toThrow(`process with process id ${process.pid}.`)
    await lock.release()
    expect(existsSync(`${folder}.lock`)).toBe(false)
    expect(existsSync(`${folder}.owner`)).toBe(false)
  }, 20_000)
})
