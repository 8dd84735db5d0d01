import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
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
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

describe('the server process', () => {
  it('migrates, seeds, serves, and on SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-main-'))
    const port = await freePort()
    const server = startMain({ DATA_DIR: dataDir, PORT: String(port) })
    const deadline = Date.now() + 90_000
    while (!server.output().includes('is running on') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
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
    await new Promise((resolve) => setTimeout(resolve, 5))
    server.child.kill('SIGTERM')
    const signalled = Date.now()
    expect((await inFlight).status).toBe(200)
    expect(await server.exited).toBe(0)
    // The in-flight request's keep-alive connection is closed once answered, not held open until
    // its keep-alive timeout (72 s), which would outlast an orchestrator's grace period (30 s).
    expect(Date.now() - signalled).toBeLessThan(30_000)
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
    await rm(dataDir, { recursive: true, force: true })
  }, 120_000)

  it('refuses to start with a clear message per bad setting', async () => {
    const server = startMain({ PORT: 'not-a-port', SMTP_URL: 'mail.example.org' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration:')
    expect(server.output()).toContain('PORT must be a port number (got "not-a-port")')
    expect(server.output()).toContain('SMTP_URL must start with smtp:// or smtps://')
  }, 60_000)
})
