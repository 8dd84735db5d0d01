import path from 'node:path'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, lookalikeVariables } from './config'

const dataDir = path.join(tmpdir(), 'portal-config-test')

describe('loadConfig', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', seedDemo: true, cookieSecure: false })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32)
    // The generated secret is kept, so restarts (and other instances on this data) agree.
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(config.appSecret)
  })

  it('reports every bad value with its name and reason', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', SEED_DEMO: 'maybe' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain('PORT must be a port number (got "abc")')
    expect(problems).toContain('DATABASE_URL must start with postgres:// or postgresql://')
    expect(problems).toContain('SMTP_URL must start with smtp:// or smtps://')
    expect(problems).toContain('SEED_DEMO must be true or false')
  })

  it("reads TRUST_PROXY: false by default, true, or the load balancer's addresses and networks", () => {
    const trustProxy = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy
    expect(trustProxy()).toBe(false)
    expect(trustProxy('false')).toBe(false)
    expect(trustProxy('true')).toBe(true)
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5'])
    expect(trustProxy(' 10.0.0.0/8, 192.168.0.0/255.255.0.0 ,fd00::/8,::1, uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/255.255.0.0',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ])
    for (const hops of ['0', '1', '2']) {
      expect(() => trustProxy(hops)).toThrow("TRUST_PROXY must be the load balancer's addresses or networks")
      expect(() => trustProxy(hops)).toThrow('not a number of hops')
    }
    for (const bad of ['10.0.0.0/33', 'balancer.internal', '10.0.0.1,nope', 'fd00::/129', '1.2.3']) {
      expect(() => trustProxy(bad), bad).toThrow(`(got "${bad}")`)
    }
  })

  it('keeps files in STORAGE_DIR, or in the S3 bucket of S3_BUCKET with its endpoint and keys', () => {
    const local = loadConfig({ DATA_DIR: dataDir })
    expect(local.s3).toBeUndefined()
    expect(local.storageDir).toBe(path.join(dataDir, 'uploads'))
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'portal-files' }).s3).toEqual({
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
    const minio = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
    })
    expect(minio.s3).toEqual({
      bucket: 'portal-files',
      region: 'auto',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'portal', secretAccessKey: 'a-secret-key' },
    })

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env })
      } catch (error) {
        return (error as ConfigError).problems.join('\n')
      }
      return ''
    }
    const badValues = problems({ S3_ENDPOINT: 'minio.internal', S3_FORCE_PATH_STYLE: 'maybe' })
    expect(badValues).toContain('S3_ENDPOINT must be an http(s) URL')
    expect(badValues).toContain('S3_FORCE_PATH_STYLE must be true or false')
    const incomplete = problems({ S3_ENDPOINT: 'http://minio.internal:9000', S3_ACCESS_KEY_ID: 'portal' })
    expect(incomplete).toContain('S3_SECRET_ACCESS_KEY set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
    expect(incomplete).toContain('S3_BUCKET is required with the other S3_ settings')
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'Portal_Files' })).toThrow(
      'S3_BUCKET must be a bucket name',
    )
  })

  it('reads the session cache lifetime: 5 s by default, 0 disables it', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sessionCacheSeconds).toBe(5)
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_CACHE_SECONDS: '0' }).sessionCacheSeconds).toBe(0)
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_CACHE_SECONDS: '30' }).sessionCacheSeconds).toBe(30)
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_CACHE_SECONDS: '-1' })).toThrow(
      'SESSION_CACHE_SECONDS must be 0 to 60',
    )
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_CACHE_SECONDS: 'soon' })).toThrow(
      'SESSION_CACHE_SECONDS must be a number of seconds',
    )
  })

  it('reads the analytics id, the publishable key and the out-of-office window', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ANALYTICS_ID: 'G-ABC123XYZ',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123abc',
      OUT_OF_OFFICE_START: '2026-12-24',
      OUT_OF_OFFICE_END: '2027-01-01',
    })
    expect(config.analyticsId).toBe('G-ABC123XYZ')
    expect(config.stripePublishableKey).toBe('pk_test_123abc')
    expect(config.outOfOffice).toMatchObject({ startsOn: '2026-12-24', endsOn: '2027-01-01' })
    expect(config.outOfOffice?.message.length).toBeGreaterThan(10)
    expect(() => loadConfig({ DATA_DIR: dataDir, OUT_OF_OFFICE_START: '2026-12-24' })).toThrow(
      'set both OUT_OF_OFFICE_START and OUT_OF_OFFICE_END, or neither',
    )
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, OUT_OF_OFFICE_START: '2026-12-24', OUT_OF_OFFICE_END: '2026-12-01' }),
    ).toThrow('OUT_OF_OFFICE_END must not be before OUT_OF_OFFICE_START')
    expect(() => loadConfig({ DATA_DIR: dataDir, ANALYTICS_ID: 'UA-1234' })).toThrow('ANALYTICS_ID must be')
  })

  it('reads the Stripe keys, and requires the webhook secret with the secret key', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeUndefined()
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_123abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_456def',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    })
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123abc',
      webhookSecret: 'whsec_456def',
      apiUrl: 'http://127.0.0.1:12111',
    })
    expect(
      loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_2' }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_2', apiUrl: undefined })
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_123abc' })).toThrow(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    )
    let error: unknown
    try {
      loadConfig({
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'x',
        STRIPE_API_URL: 'ftp://x',
      })
    } catch (e) {
      error = e
    }
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain('STRIPE_SECRET_KEY must start with sk_test_ or sk_live_')
    expect(problems).toContain('STRIPE_WEBHOOK_SECRET must start with whsec_')
    expect(problems).toContain('STRIPE_API_URL must be an http(s) URL')
    // Secrets are never echoed into logs.
    expect(problems).not.toContain('pk_test_1')
  })

  it('requires both reCAPTCHA keys or neither', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SITE_KEY: 'k' })).toThrow(
      'RECAPTCHA_SECRET_KEY set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
    )
  })

  it('requires a secret and a public address in production, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /APP_SECRET is required in production[\s\S]*APP_URL is required/,
    )
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      APP_URL: 'https://portal.example.org',
      DATABASE_URL: 'postgres://portal@db.internal/portal',
      LOCAL_PROVIDERS: 'payments,exams,credentials,mail',
    })
    expect(config.seedDemo).toBe(false)
    expect(config.cookieSecure).toBe(true)
  })

  it('refuses to run production on a stand-in it did not name: payments, exams, credentials, mail', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      APP_URL: 'https://portal.example.org',
      DATABASE_URL: 'postgres://portal@db.internal/portal',
    }
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY is required in production \(or add payments to LOCAL_PROVIDERS[\s\S]*EXAM_DELIVERY_URL is required[\s\S]*ACCREDIBLE_API_KEY is required[\s\S]*SMTP_URL is required/,
    )
    // The real services configured, nothing is asked of LOCAL_PROVIDERS.
    const real = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      EXAM_DELIVERY_URL: 'https://exams.example.org',
      EXAM_DELIVERY_API_KEY: 'key',
      EXAM_DELIVERY_WEBHOOK_SECRET: 'secret',
      ACCREDIBLE_API_KEY: 'key',
      ACCREDIBLE_GROUP_AFC: '1',
      ACCREDIBLE_GROUP_AFCC: '2',
      SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
    })
    expect(real.stripe?.secretKey).toBe('sk_live_abc')
    // Naming one stand-in lets only that one through; an unknown name is refused.
    expect(() => loadConfig({ ...production, LOCAL_PROVIDERS: 'mail, credentials, exams' })).toThrow(
      /^(?![\s\S]*SMTP_URL)[\s\S]*STRIPE_SECRET_KEY is required/,
    )
    expect(() => loadConfig({ ...production, LOCAL_PROVIDERS: 'payments,sms' })).toThrow(/LOCAL_PROVIDERS/)
    // Outside production every stand-in runs without being named.
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeUndefined()
  })

  it('refuses in production the embedded database and an http:// address', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      LOCAL_PROVIDERS: 'payments,exams,credentials,mail',
    }
    expect(() => loadConfig({ ...production, APP_URL: 'https://portal.example.org' })).toThrow(
      'DATABASE_URL is required in production: the embedded database is for a demo or development',
    )
    expect(() =>
      loadConfig({ ...production, APP_URL: 'http://portal.example.org', DATABASE_URL: 'postgres://db/portal' }),
    ).toThrow('APP_URL must start with https:// in production (else cookies go without Secure and HSTS is off)')
    // Outside production, http:// and the embedded database are the defaults.
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' }).databaseUrl).toBeUndefined()
  })

  it('requires APP_SECRET with DATABASE_URL, where other instances share the database', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/portal' })).toThrow(
      'APP_SECRET is required with DATABASE_URL (the same on every instance',
    )
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/portal', APP_SECRET: 'y'.repeat(32) })
    expect(config.appSecret).toBe('y'.repeat(32))
  })

  it('never echoes a password inside a URL', () => {
    let error: unknown
    try {
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: 'mysql://portal:s3cret-Pa55@db.internal/portal',
        SMTP_URL: 'http://mailer:hunter2@smtp.example.org',
        EXAM_DELIVERY_URL: 'not a url with:pw@',
      })
    } catch (e) {
      error = e
    }
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain(
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://portal:***@db.internal/portal")',
    )
    expect(problems).toContain(
      'SMTP_URL must start with smtp:// or smtps:// (got "http://mailer:***@smtp.example.org")',
    )
    expect(problems).not.toContain('s3cret-Pa55')
    expect(problems).not.toContain('hunter2')
  })

  it('reads the shutdown delay: 5 s in production, none elsewhere, 0 to 120', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownDelaySeconds).toBe(0)
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '10' }).shutdownDelaySeconds).toBe(10)
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      APP_URL: 'https://portal.example.org',
      DATABASE_URL: 'postgres://db/portal',
      LOCAL_PROVIDERS: 'payments,exams,credentials,mail',
    })
    expect(production.shutdownDelaySeconds).toBe(5)
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '121' })).toThrow(
      'SHUTDOWN_DELAY_SECONDS must be 0 to 120',
    )
  })

  it('warns of a variable that looks like a setting', () => {
    expect(
      lookalikeVariables({
        DATABSE_URL: 'postgres://db/portal',
        APP_SECRT: 'x',
        HOME: '/root',
        PATH: '/bin',
        PORT: '1',
      }),
    ).toEqual([
      'DATABSE_URL is not a setting of the portal: did you mean DATABASE_URL? (it is ignored)',
      'APP_SECRT is not a setting of the portal: did you mean APP_SECRET? (it is ignored)',
    ])
    expect(lookalikeVariables({ S3_BUKCET: 'files', SMTP_ULR: 'smtp://x', NODE_PATH: '/x', TERM: 'xterm' })).toEqual([
      'S3_BUKCET is not a setting of the portal: did you mean S3_BUCKET? (it is ignored)',
      'SMTP_ULR is not a setting of the portal: did you mean SMTP_URL? (it is ignored)',
    ])
  })
})
