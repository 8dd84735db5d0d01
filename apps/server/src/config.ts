import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from '@portal/contracts'
import type { S3Config } from './platform/storage/s3-storage'

const bool = z.pipe(
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }),
  z.transform((value) => value === 'true' || value === '1' || value === 'yes'),
)

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-24'))

/**
 * Which proxies' `X-Forwarded-For` tells a client's address (Fastify's `trustProxy`): none
 * (false), every one (true: the client's own leftmost entry, which it can choose), or those at
 * the listed addresses and networks (the client is the address nearest to the portal that none of
 * them has). A hop count is refused: Fastify no longer honours one, since it cannot tell the load
 * balancer from a client that reaches the portal directly and writes the header itself.
 */
export type TrustProxy = boolean | string[]

/** The names proxy-addr (Fastify's) knows for groups of networks. */
const PROXY_NETWORK_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An IP address, a network (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or a name of networks. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NETWORK_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (family === 4 && isIP(prefix) === 4) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const trustProxy = z.pipe(
  z.string(),
  z.transform((value, ctx): TrustProxy => {
    const word = value.trim().toLowerCase()
    if (word === 'true' || word === 'yes') return true
    if (word === 'false' || word === 'no') return false
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const message = /^\d+$/.test(word)
      ? "must be the load balancer's addresses or networks (such as 10.0.0.0/8), not a number of hops: a hop count cannot tell the load balancer from a client that sets X-Forwarded-For itself"
      : entries.length === 0 || !entries.every(isProxyAddress)
        ? "must be true, false, or the load balancer's addresses or networks, comma-separated (such as 10.0.0.0/8,fd00::/8 or uniquelocal)"
        : null
    if (message) {
      ctx.issues.push({ code: 'custom', message, input: value })
      return z.NEVER
    }
    return entries
  }),
)

/** The outside services with a local stand-in that production must name to run on it. */
export const LOCAL_PROVIDERS = ['payments', 'exams', 'credentials', 'mail'] as const
export type LocalProvider = (typeof LOCAL_PROVIDERS)[number]

const EnvSchema = z
  .object({
    NODE_ENV: z._default(
      z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
      'development',
    ),
    PORT: z._default(
      z.coerce
        .number({ error: 'must be a port number' })
        .check(z.int('must be a whole number'), z.gte(1, 'must be 1 to 65535'), z.lte(65535, 'must be 1 to 65535')),
      3000,
    ),
    HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
    APP_URL: z.optional(z.url({ error: 'must be an absolute URL such as https://portal.example.org' })),
    DATABASE_URL: z.optional(
      z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
    ),
    DATABASE_POOL_SIZE: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100, 'must be 1 to 100')), 10),
    SESSION_CACHE_SECONDS: z._default(
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .check(z.int('must be a whole number'), z.gte(0, 'must be 0 to 60'), z.lte(60, 'must be 0 to 60')),
      5,
    ),
    DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
    STORAGE_DIR: z.optional(z.string().check(z.minLength(1))),
    S3_BUCKET: z.optional(
      z
        .string()
        .check(
          z.regex(
            /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
            'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
          ),
        ),
    ),
    S3_ENDPOINT: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://minio.example.org:9000' }),
    ),
    S3_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
    S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
    S3_FORCE_PATH_STYLE: z._default(bool, false),
    APP_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
    SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
    MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'AFCPE Member Portal <no-reply@example.org>'),
    RECAPTCHA_SITE_KEY: z.optional(z.string().check(z.minLength(1))),
    RECAPTCHA_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
    ANALYTICS_ID: z.optional(
      z
        .string()
        .check(z.regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement id such as G-ABC123XYZ')),
    ),
    STRIPE_PUBLISHABLE_KEY: z.optional(
      z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'must start with pk_test_ or pk_live_')),
    ),
    STRIPE_SECRET_KEY: z.optional(
      z
        .string()
        .check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'must start with sk_test_ or sk_live_ (rk_ for a restricted key)')),
    ),
    STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.regex(/^whsec_\w+$/, 'must start with whsec_'))),
    STRIPE_API_URL: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' }),
    ),
    OUT_OF_OFFICE_START: z.optional(isoDay),
    OUT_OF_OFFICE_END: z.optional(isoDay),
    OUT_OF_OFFICE_MESSAGE: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
    SEED_DEMO: z.optional(bool),
    DEMO_EXAM_CONTROLS: z.optional(bool),
    EXAM_DELIVERY_URL: z.optional(z.url()),
    EXAM_DELIVERY_API_KEY: z.optional(z.string()),
    EXAM_DELIVERY_WEBHOOK_SECRET: z.optional(z.string()),
    ACCREDIBLE_API_KEY: z.optional(z.string()),
    ACCREDIBLE_API_URL: z.optional(z.url()),
    ACCREDIBLE_GROUP_AFC: z.optional(z.string()),
    ACCREDIBLE_GROUP_AFCC: z.optional(z.string()),
    LOCAL_PROVIDERS: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) =>
          (value ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ),
      z.array(z.enum(LOCAL_PROVIDERS, { error: `must list some of ${LOCAL_PROVIDERS.join(', ')}` })),
    ),
    COOKIE_SECURE: z.optional(bool),
    TRUST_PROXY: z._default(trustProxy, false),
    JOBS: z._default(bool, true),
    METRICS_TOKEN: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
    SHUTDOWN_DELAY_SECONDS: z.optional(
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .check(z.int('must be a whole number'), z.gte(0, 'must be 0 to 120'), z.lte(120, 'must be 0 to 120')),
    ),
    LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['RECAPTCHA_SECRET_KEY'],
          message: 'set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
        })
      }
      if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_SECRET_ACCESS_KEY'],
          message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds its own)',
        })
      }
      if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'is required with the other S3_ settings (otherwise files stay in STORAGE_DIR)',
        })
      }
      if (Boolean(env.OUT_OF_OFFICE_START) !== Boolean(env.OUT_OF_OFFICE_END)) {
        ctx.addIssue({
          code: 'custom',
          path: ['OUT_OF_OFFICE_END'],
          message: 'set both OUT_OF_OFFICE_START and OUT_OF_OFFICE_END, or neither',
        })
      } else if (env.OUT_OF_OFFICE_START && env.OUT_OF_OFFICE_END && env.OUT_OF_OFFICE_END < env.OUT_OF_OFFICE_START) {
        ctx.addIssue({ code: 'custom', path: ['OUT_OF_OFFICE_END'], message: 'must not be before OUT_OF_OFFICE_START' })
      }
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'is required when STRIPE_SECRET_KEY is set (the whsec_ secret of the webhook endpoint)',
        })
      }
      if ((env.NODE_ENV === 'production' || env.DATABASE_URL) && !env.APP_SECRET) {
        // On a PostgreSQL server other instances may join: each would generate a secret of its own,
        // and a captcha solved on one, or a signed link it made, would fail on the others.
        ctx.addIssue({
          code: 'custom',
          path: ['APP_SECRET'],
          message:
            env.NODE_ENV === 'production'
              ? 'is required in production (at least 32 random characters)'
              : 'is required with DATABASE_URL (the same on every instance; at least 32 random characters)',
        })
      }
      if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'is required in production: the embedded database is for a demo or development (one process, no fsync)',
        })
      }
      if (env.NODE_ENV === 'production' && env.APP_URL?.startsWith('http://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['APP_URL'],
          message: 'must start with https:// in production (else cookies go without Secure and HSTS is off)',
        })
      }
      if (env.NODE_ENV === 'production') {
        // An outside service left unset would quietly be served by its local stand-in: cards paid in
        // the sandbox, exams never booked, e-mail never leaving the outbox. Production names each
        // stand-in it means to run on (a staging copy, say), or configures the real service.
        const configured: Record<LocalProvider, { set: boolean; variable: string }> = {
          payments: { set: Boolean(env.STRIPE_SECRET_KEY), variable: 'STRIPE_SECRET_KEY' },
          exams: { set: Boolean(env.EXAM_DELIVERY_URL), variable: 'EXAM_DELIVERY_URL' },
          credentials: { set: Boolean(env.ACCREDIBLE_API_KEY), variable: 'ACCREDIBLE_API_KEY' },
          mail: { set: Boolean(env.SMTP_URL), variable: 'SMTP_URL' },
        }
        for (const provider of LOCAL_PROVIDERS) {
          const { set, variable } = configured[provider]
          if (set || env.LOCAL_PROVIDERS.includes(provider)) continue
          ctx.addIssue({
            code: 'custom',
            path: [variable],
            message: `is required in production (or add ${provider} to LOCAL_PROVIDERS to run on the local stand-in)`,
          })
        }
      }
      if (env.NODE_ENV === 'production' && !env.APP_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['APP_URL'],
          message: 'is required in production (the public address used in email links)',
        })
      }
    }),
  )

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  databaseUrl?: string
  databasePoolSize: number
  /** How long this process reuses a resolved session before reading it again; 0: never. */
  sessionCacheSeconds: number
  dataDir: string
  /** Where uploaded files are kept when no bucket is configured. */
  storageDir: string
  /** Set when uploaded files are kept in an S3-compatible bucket (several instances share it). */
  s3?: S3Config
  appSecret: string
  smtpUrl?: string
  mailFrom: string
  recaptcha?: { siteKey: string; secretKey: string }
  analyticsId?: string
  stripePublishableKey?: string
  /** Set when payments go to Stripe; otherwise the sandbox gateway answers. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string }
  outOfOffice?: OutOfOffice
  seedDemo: boolean
  /** Exam scheduling and simulated exam results on the certification dashboard (never in production by default). */
  demoExamControls: boolean
  /** Set when exams are delivered by the vendor's API; otherwise the local stand-in answers. */
  examDelivery?: { apiUrl: string; apiKey: string; webhookSecret: string }
  /** Set when certificates are issued by Accredible; otherwise the local issuer's pages. */
  accredible?: { apiKey: string; apiUrl?: string; groups: { afc: string; afcc: string } }
  cookieSecure: boolean
  trustProxy: TrustProxy
  jobs: boolean
  /** Set: `GET /metrics` serves Prometheus metrics to a scraper presenting it as a bearer token. */
  metricsToken?: string
  /** After SIGTERM, how long `/api/ready` answers 503 before the listener closes (seconds). */
  shutdownDelaySeconds: number
  logLevel: string
}

export interface OutOfOffice {
  startsOn: string
  endsOn: string
  message: string
}

export const DEFAULT_OUT_OF_OFFICE_MESSAGE =
  'Our office is closed. Replies to email, reviews and approvals may take longer than usual.'

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

/** Reads and validates the environment once, at start; every bad value is reported. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.')
        const value = present[name]
        const shown =
          value === undefined || /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${withoutPassword(value)}")`
        return `${name} ${issue.message}${shown}`
      }),
    )
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    dataDir,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'uploads')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    appSecret: e.APP_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY }
        : undefined,
    analyticsId: e.ANALYTICS_ID,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    outOfOffice:
      e.OUT_OF_OFFICE_START && e.OUT_OF_OFFICE_END
        ? {
            startsOn: e.OUT_OF_OFFICE_START,
            endsOn: e.OUT_OF_OFFICE_END,
            message: e.OUT_OF_OFFICE_MESSAGE ?? DEFAULT_OUT_OF_OFFICE_MESSAGE,
          }
        : undefined,
    accredible:
      e.ACCREDIBLE_API_KEY && e.ACCREDIBLE_GROUP_AFC && e.ACCREDIBLE_GROUP_AFCC
        ? {
            apiKey: e.ACCREDIBLE_API_KEY,
            apiUrl: e.ACCREDIBLE_API_URL,
            groups: { afc: e.ACCREDIBLE_GROUP_AFC, afcc: e.ACCREDIBLE_GROUP_AFCC },
          }
        : undefined,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    demoExamControls: e.DEMO_EXAM_CONTROLS ?? e.NODE_ENV !== 'production',
    examDelivery:
      e.EXAM_DELIVERY_URL && e.EXAM_DELIVERY_API_KEY && e.EXAM_DELIVERY_WEBHOOK_SECRET
        ? {
            apiUrl: e.EXAM_DELIVERY_URL,
            apiKey: e.EXAM_DELIVERY_API_KEY,
            webhookSecret: e.EXAM_DELIVERY_WEBHOOK_SECRET,
          }
        : undefined,
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS,
    metricsToken: e.METRICS_TOKEN,
    // Long enough for a load balancer's health check to see it (a few checks apart) in production.
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
    logLevel: e.LOG_LEVEL,
  }
}

/** A URL's password (`postgres://portal:secret@db/portal`) never reaches a message or a log. */
export function withoutPassword(value: string): string {
  return value.replace(/^([a-z][\w+.-]*:\/\/[^/@:]*):[^/@]*@/i, '$1:***@')
}

/**
 * Variables that are not settings of the portal but look like one (`DATABSE_URL`): a typo would
 * otherwise leave the default quietly in place (the embedded database instead of the server).
 * Close means one edit apart for a short name, two for a name of eight characters or more.
 */
export function lookalikeVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  const known = Object.keys(EnvSchema.shape)
  const warnings: string[] = []
  for (const name of Object.keys(env)) {
    if (known.includes(name) || !/^[A-Z][A-Z0-9_]*$/.test(name)) continue
    const near = known.find((setting) => editDistance(name, setting) <= (setting.length >= 8 ? 2 : 1))
    if (near) warnings.push(`${name} is not a setting of the portal: did you mean ${near}? (it is ignored)`)
  }
  return warnings
}

/** Edits (insert, delete, replace, swap two neighbours) that turn one text into the other. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[]
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1)
    }
  }
  return at(a.length, b.length)
}

/** Outside production a secret is generated once and kept beside the data, so restarts keep it. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
