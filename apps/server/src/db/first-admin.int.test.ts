/**
 * The first admin of a production portal (issue 26, part 5): `npm run admin:create` gives an admin
 * account with no known password and a single-use link to choose one.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from './schema'
import { openDatabase } from '../platform/db/database'
import { DEFAULT_PASSWORD, createTestApp, createUser, type TestApp } from '../../test/harness'
import { createFirstAdmin } from './first-admin'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

function tokenOf(link: string): string {
  const token = /\/password\/reset\/([\w-]+)\?email=/.exec(link)?.[1]
  if (!token) throw new Error(`no token in ${link}`)
  return token
}

describe('createFirstAdmin', () => {
  it('creates an admin who can sign in only after choosing a password through the link, once', async () => {
    const email = `first-admin-${Date.now()}@example.org`
    const { created, link } = await createFirstAdmin(
      t.database.db,
      { email, firstName: 'Olivia', lastName: 'Ops' },
      { appUrl: 'https://portal.example.org', now: t.clock.now() },
    )
    expect(created).toBe(true)
    expect(link).toMatch(/^https:\/\/portal\.example\.org\/password\/reset\/[\w-]{43}\?email=/)
    // No password works before one is chosen.
    for (const password of [DEFAULT_PASSWORD, 'portal-demo-2026', '']) {
      expect((await t.client().post('/api/login', { email, password })).statusCode).not.toBe(200)
    }
    const choose = () =>
      t.client().post('/api/password/reset', {
        email,
        token: tokenOf(link),
        password: 'ops-first-admin-2026',
        passwordConfirmation: 'ops-first-admin-2026',
      })
    expect((await choose()).statusCode).toBe(200)
    expect((await choose()).statusCode).not.toBe(200)
    const admin = t.client()
    await admin.login(email, 'ops-first-admin-2026')
    expect((await admin.get('/api/user')).json()).toMatchObject({ email, role: 'admin' })
    expect((await admin.get('/api/admin/review-queues')).statusCode).toBe(200)
  })

  it('makes an existing account an admin, keeping its password', async () => {
    const user = await createUser(t)
    const { created } = await createFirstAdmin(
      t.database.db,
      { email: user.email.toUpperCase(), firstName: 'Any', lastName: 'Name' },
      { appUrl: 'https://portal.example.org', now: t.clock.now() },
    )
    expect(created).toBe(false)
    const client = t.client()
    await client.login(user.email)
    expect((await client.get('/api/user')).json()).toMatchObject({ id: user.id, role: 'admin', firstName: 'Test' })
  })
})

describe('npm run admin:create', () => {
  const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'first-admin-cli.ts')
  const tsx = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/tsx/dist/cli.mjs')
  const run = async (args: string[], env: Record<string, string>) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env
    const child = spawn(process.execPath, [tsx, cli, ...args], { env: { ...inherited, ...env }, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { code, output }
  }

  it('refuses missing or bad values, and prints the link of the admin it creates', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-admin-'))
    try {
      const bad = await run(['--email', 'not-an-address', '--first-name', 'Olivia'], { DATA_DIR: dataDir })
      expect(bad.code).toBe(2)
      expect(bad.output).toContain('--email must be an e-mail address')
      expect(bad.output).toContain('--last-name')

      const made = await run(['--email', 'Ops@Example.org', '--first-name', 'Olivia', '--last-name', 'Ops'], {
        DATA_DIR: dataDir,
        APP_URL: 'https://portal.example.org',
      })
      expect(made.output).toContain('ops@example.org created as an admin.')
      expect(made.output).toMatch(
        /https:\/\/portal\.example\.org\/password\/reset\/[\w-]{43}\?email=ops%40example\.org/,
      )
      expect(made.code).toBe(0)
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') })
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, 'ops@example.org'))
        expect(row?.role).toBe('admin')
      } finally {
        await database.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
