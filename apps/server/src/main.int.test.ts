import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port'

const here = path.dirname(fileURLToPath(import.meta.url))
const tsx = path.resolve(here, '../../../node_modules/tsx/dist/cli.mjs')
const main = path.join(here, 'main.ts')

function startMain(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [tsx, main], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  })
  let output = ''
  const waiting: { text: string; resolve: () => void }[] = []
  const append = (chunk: Buffer) => {
    output += chunk.toString()
    for (const wait of waiting.filter((w) => output.includes(w.text))) {
      waiting.splice(waiting.indexOf(wait), 1)
      wait.resolve()
    }
  }
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  /** Resolves once the process has written `text`; fails if it exits first. */
  const printed = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => waiting.push({ text, resolve })),
          exited.then((code) => {
            throw new Error(`exited (${code}) before printing "${text}":\n${output}`)
          }),
        ])
  return { child, exited, output: () => output, printed }
}

/** Runs the backup command (`npm run db:backup` / `db:restore`) and answers its exit code and output. */
async function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [tsx, path.join(here, 'db/backup-cli.ts'), ...args], {
    env: { ...inherited, ...env },
    stdio: 'pipe',
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { code, output }
}

describe('the server process', () => {
  it('migrates, seeds, serves, and on SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-main-'))
    const port = await freePort()
    // Info-level logs: the server's "incoming request" line tells when the sign-in below is in flight.
    const server = startMain({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', SHUTDOWN_DELAY_SECONDS: '2' })
    await server.printed('is running on')
    expect(server.output()).toContain(`is running on http://localhost:${port}`)
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' })

    // A sign-in (an argon2 hash) is in flight when the signal arrives; it still gets its answer.
    const first = await fetch(`http://127.0.0.1:${port}/api/health`)
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
    const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ email: 'member@example.org', password: 'portal-demo-2026' }),
    })
    await server.printed('"url":"/api/login"')
    server.child.kill('SIGTERM')
    // For SHUTDOWN_DELAY_SECONDS the balancer's health check fails while requests are still served.
    await server.printed('not ready, still serving')
    const draining = await fetch(`http://127.0.0.1:${port}/api/ready`)
    expect(draining.status).toBe(503)
    expect(await draining.json()).toMatchObject({ message: 'The portal is shutting down.' })
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    expect((await inFlight).status).toBe(200)
    // The in-flight request's keep-alive connection is closed once answered, not held open until
    // its keep-alive timeout (72 s): otherwise the exit would come after this test's timeout.
    expect(await server.exited).toBe(0)
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
    await rm(dataDir, { recursive: true, force: true })
    // Starting (migrating and seeding a new embedded database) takes 10 to 20 s on a busy machine;
    // a shutdown held by a keep-alive connection would add 72 s.
  }, 60_000)

  it('refuses a second process on the same embedded database, naming the first; takes it over after a crash', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-main-'))
    const quick = { DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS: 'false' }
    const started: ReturnType<typeof startMain>[] = []
    const start = (env: Record<string, string>) => {
      const server = startMain({ ...quick, ...env })
      started.push(server)
      return server
    }
    try {
      // Info-level logs carry the process id of the server itself (tsx runs it in a child process).
      const first = start({ PORT: String(await freePort()), LOG_LEVEL: 'info' })
      await first.printed('is running on')
      const pid = Number(/"pid":(\d+)/.exec(first.output())?.[1])
      expect(pid).toBeGreaterThan(0)

      const second = start({ PORT: String(await freePort()) })
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(`is in use by the portal process with process id ${pid}.`)

      // A crash leaves the lock behind: the next start takes it over once it is stale, and serves.
      process.kill(pid, 'SIGKILL')
      await first.exited
      const port = await freePort()
      const third = start({ PORT: String(port) })
      await third.printed('is running on')
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200)
      third.child.kill('SIGTERM')
      expect(await third.exited).toBe(0)
    } finally {
      // tsx passes SIGTERM on to the server it runs.
      for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGTERM')
      await Promise.all(started.map((server) => server.exited))
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('backs up the embedded database while the portal runs (npm run db:backup), and restores it elsewhere', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-main-'))
    const restoredDir = await mkdtemp(path.join(tmpdir(), 'portal-restored-'))
    const backupDir = path.join(dataDir, '..', `${path.basename(dataDir)}-backup`)
    const started: ReturnType<typeof startMain>[] = []
    try {
      const live = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()), JOBS: 'false' })
      started.push(live)
      await live.printed('is running on')
      const backup = await runCli(['backup', backupDir], { DATA_DIR: dataDir })
      expect(backup.output).toContain(`backup written to ${backupDir}`)
      expect(backup.code).toBe(0)
      expect((await readdir(backupDir)).sort()).toEqual(['COMPLETE', 'app-secret', 'pglite.tar'])
      live.child.kill('SIGTERM')
      expect(await live.exited).toBe(0)

      const restore = await runCli(['restore', backupDir], { DATA_DIR: restoredDir })
      expect(restore.code).toBe(0)
      const port = await freePort()
      const restored = startMain({ DATA_DIR: restoredDir, PORT: String(port), JOBS: 'false' })
      started.push(restored)
      await restored.printed('is running on')
      const first = await fetch(`http://127.0.0.1:${port}/api/health`)
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
        body: JSON.stringify({ email: 'member@example.org', password: 'portal-demo-2026' }),
      })
      expect(login.status).toBe(200)
    } finally {
      for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGTERM')
      await Promise.all(started.map((server) => server.exited))
      for (const dir of [dataDir, restoredDir, backupDir]) await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)

  it('refuses to start with a clear message per bad setting', async () => {
    const server = startMain({ PORT: 'not-a-port', SMTP_URL: 'mail.example.org' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration:')
    expect(server.output()).toContain('PORT must be a port number (got "not-a-port")')
    expect(server.output()).toContain('SMTP_URL must start with smtp:// or smtps://')
  }, 60_000)
})
