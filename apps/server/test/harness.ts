/**
 * The API test harness: a real app on a real database (PGlite cloned from a migrated snapshot,
 * or the PostgreSQL server of DATABASE_URL), driven through app.inject() by clients that keep
 * cookies and send the CSRF header like a browser does.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import {
  buildPath,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@portal/contracts'
import pg from 'pg'
import type { DestinationStream } from 'pino'
import { inject } from 'vitest'
import { buildApp, type App, type AppConfig } from '../src/app'
import { users } from '../src/db/schema'
import { seedBase } from '../src/db/seed/base'
import { altchaCaptcha } from '../src/platform/captcha/captcha'
import {
  sandboxGateway,
  sandboxWebhookSecret,
  type PaymentGateway,
  type SandboxGateway,
} from '../src/platform/payments'
import type { Clock } from '../src/platform/clock'
import { connect, openDatabase, type Database } from '../src/platform/db/database'
import type { MailTransport, OutgoingMail } from '../src/platform/mail/mailer'
import { hashPassword } from '../src/platform/security/passwords'
import { RateLimiter } from '../src/platform/security/rate-limiter'

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0
  now() {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number) {
    this.offsetMs += ms
  }
}

/** A mail transport that keeps what it was asked to send, like an SMTP sink. */
export function captureTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = []
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      sent.push(mail)
      return { messageId: `<${randomUUID()}@test>` }
    },
  }
}

/**
 * What the builders of test/*-fixtures.ts need of an app: its database. A TestApp is one, and so
 * is the browser journeys' portal (e2e/support/server.ts), so both build a state one way.
 */
export type WithDatabase = { database: Pick<Database, 'db'> }

export interface TestApp extends App {
  database: Database
  clock: TestClock
  mail: ReturnType<typeof captureTransport>
  /** The default payment gateway of this app (unused when one was passed in). */
  sandbox: SandboxGateway
  client(options?: { ip?: string }): TestClient
  close(): Promise<void>
}

export const TEST_CONFIG: AppConfig = {
  appUrl: 'http://portal.test',
  appSecret: 'test-secret-test-secret-test-secret-0123',
  cookieSecure: false,
  trustProxy: false,
  mailFrom: 'AFCPE Member Portal <no-reply@example.org>',
  logLevel: 'silent',
  storageDir: '',
  demoExamControls: true,
}

export async function createTestApp(
  overrides: {
    mailTransport?: MailTransport
    config?: Partial<AppConfig>
    /** Registers extra routes (e.g. a probe for a cross-cutting hook) before the app starts. */
    extend?: (app: App['app']) => void
    /** The payment provider (default: a sandbox of its own, exposed as `sandbox`). */
    paymentGateway?: PaymentGateway
    /** Another app on the same database (a second instance, or the same one after a restart). */
    database?: Database
    /** A built web app to serve (omitted: the API only). */
    webRoot?: string
    /** Where the app's log goes (at `info`); omitted: no log. */
    logStream?: DestinationStream
  } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await openTestDatabase())
  if (!overrides.database) await seedBase(database.db)
  const sandbox = sandboxGateway({ webhookSecret: sandboxWebhookSecret(TEST_CONFIG.appSecret) })
  const clock = new TestClock()
  const mail = captureTransport()
  const storageDir = await mkdtemp(path.join(tmpdir(), 'portal-files-'))
  const limiter = new RateLimiter(database.db, clock)
  const built = await buildApp({
    config: { ...TEST_CONFIG, storageDir, ...overrides.config },
    database,
    clock,
    mailTransport: overrides.mailTransport ?? mail,
    // Cheap proof of work keeps tests fast; the real widget uses the production cost.
    captcha: altchaCaptcha({ secret: TEST_CONFIG.appSecret, limiter, cost: 10 }),
    paymentGateway: overrides.paymentGateway ?? sandbox,
    webRoot: overrides.webRoot,
    logger: overrides.logStream ? { stream: overrides.logStream, level: 'info' } : false,
  })
  overrides.extend?.(built.app)
  await built.app.ready()
  return {
    ...built,
    database,
    clock,
    mail,
    sandbox,
    client: (options) => new TestClient(built.app, options?.ip),
    async close() {
      await built.app.close()
      // A database lent by another test app is closed by its owner.
      if (!overrides.database) await database.close()
    },
  }
}

/**
 * Another instance of `first`'s portal, as a second machine runs it: an app of its own (its own
 * session cache, counts and clock) on the same database, through a pool of its own on PostgreSQL.
 * PGlite serves a single connection (two interleave statements), so there both use the one pool.
 * Give it the same outside services (`config.s3`, say) as `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'database'> = {},
): Promise<TestApp> {
  const connectionString = first.database.pool.options.connectionString
  const database =
    first.database.kind === 'postgres' && connectionString
      ? connect(connectionString, { max: 5, kind: 'postgres' })
      : first.database
  const second = await createTestApp({ ...overrides, database })
  return {
    ...second,
    async close() {
      await second.close()
      if (database !== first.database) await database.close()
    },
  }
}

/**
 * Each test file gets a database of its own: a clone of the migrated PGlite snapshot, or on
 * PostgreSQL a new database created from the migrated DATABASE_URL database as template
 * (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openDatabase({ loadFrom: inject('pgliteTemplate') ?? undefined })
  const template = new URL(serverUrl).pathname.slice(1)
  const name = `${template}_t${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await admin.connect()
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${name}" template "${template}"`)
      break
    } catch (error) {
      // Two files cloning the same template at the same instant: try again shortly.
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
  await admin.end()
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 5 })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
      await cleanup.connect()
      await cleanup.query(`drop database if exists "${name}" with (force)`)
      await cleanup.end()
    },
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

type Json = Record<string, unknown> | unknown[]

/** A browser-like API client: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN. */
export class TestClient {
  readonly cookies = new Map<string, string>()
  readonly ip: string

  constructor(
    private readonly app: App['app'],
    ip?: string,
  ) {
    this.ip = ip ?? `10.${rand()}.${rand()}.${rand()}`
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.rawInject({ method: 'GET', url: '/api/health' })
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) }
    if (options.csrf !== false && options.method && options.method !== 'GET') {
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? ''
    }
    return this.rawInject({ ...options, headers })
  }

  private async rawInject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await this.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: { ...(options.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) },
    })
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === ''
      if (expired) this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return response
  }

  /**
   * Calls a route of the contracts: its path parameters, query and body are typed by it, and so
   * is the answer's `data()`, which also checks the body against the route's response schema.
   */
  async call<R extends RouteContract>(
    route: R,
    input: { params?: ParamsOf<R>; query?: QueryOf<R>; body?: BodyOf<R> } = {},
  ): Promise<LightMyRequestResponse & { data(): ResponseOf<R> }> {
    const query: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) query[name] = Array.isArray(value) ? value.map(String) : String(value)
    }
    const response = await this.request({
      method: route.method,
      url: buildPath(route.path, input.params as Record<string, string | number> | undefined),
      query,
      ...(input.body === undefined ? {} : { payload: input.body as Json }),
    })
    return Object.assign(response, {
      data: (): ResponseOf<R> => {
        if (response.statusCode >= 300)
          throw new Error(`${route.method} ${route.path}: ${response.statusCode} ${response.body}`)
        return route.response.parse(response.json()) as ResponseOf<R>
      },
    })
  }

  get(url: string, query?: Record<string, string | string[]>) {
    return this.request({ method: 'GET', url, query })
  }
  post(url: string, body?: Json, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload: body ?? {}, ...options })
  }
  patch(url: string, body?: Json) {
    return this.request({ method: 'PATCH', url, payload: body ?? {} })
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url })
  }

  async login(email: string, password = DEFAULT_PASSWORD, remember = false) {
    const response = await this.post('/api/login', { email, password, remember })
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
    return response
  }

  /** Solves the ALTCHA proof of work as the browser widget does. */
  async solveCaptcha(): Promise<string> {
    const challenge = (await this.get('/api/captcha/challenge')).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('captcha not solved')
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
}

const rand = () => Math.floor(Math.random() * 250) + 1

export const DEFAULT_PASSWORD = 'correct-horse-battery'
let defaultHash: Promise<string> | undefined

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`
}

/** Creates a user directly in the database (for tests that are not about sign-up). */
export async function createUser(
  app: TestApp,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password, ...rest } = values
  const passwordHash = password ? await hashPassword(password) : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
  const [user] = await app.database.db
    .insert(users)
    .values({ firstName: 'Test', lastName: 'User', email: uniqueEmail(), passwordHash, ...rest })
    .returning()
  if (!user) throw new Error('user insert failed')
  return user
}

/** A signed-in client for a new user of the given role. */
export async function signedIn(app: TestApp, role: 'member' | 'admin' = 'member') {
  const user = await createUser(app, { role })
  const client = app.client()
  await client.login(user.email)
  return { user, client }
}

/** A multipart/form-data body as a browser sends it: the text fields, then the file part. */
export function multipartForm(
  fields: Record<string, string | number | boolean>,
  file: { field: string; data: Buffer; name?: string; type?: string } | null = null,
) {
  const boundary = `----portal${randomUUID().replaceAll('-', '')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name ?? 'upload.bin'}"\r\n` +
          `content-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
