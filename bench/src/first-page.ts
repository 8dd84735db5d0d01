/**
 * `npm run bench:web`: what a first visit costs a browser. Builds the web app (BENCH_WEB_BUILD=0
 * keeps the existing apps/web/dist), starts the portal as production serves it (embedded database
 * with the demo data), opens every screen of the route table in a fresh Chromium context (an empty
 * cache), signed in as a demo member or the demo admin where the screen needs it, and counts the
 * JavaScript downloaded until the network is idle: brotli bytes as transferred, and gzip bytes (the
 * .gz copies the build wrote of the same files) against the targets. Then Lighthouse (mobile) on
 * /login and the dashboard, run through npx: it is no dependency of the project (it breaks
 * `npm ci`), so it is fetched on first use. Writes bench/reports/first-page.json and .md.
 * Benchmarks measure; they never fail a build.
 *
 * Settings (environment): BENCH_WEB_BUILD (1), BENCH_SCREENS (1), BENCH_LIGHTHOUSE (1),
 * BENCH_LIGHTHOUSE_RUNS (1: the median of that many runs), BENCH_LIGHTHOUSE_KEEP (a directory to keep
 * Lighthouse's full reports in, to see what it blames), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Request } from 'playwright-core'
import { WEB_ROUTES, type WebRoute } from '@portal/contracts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'
import { benchConfig } from './portal'
import { buildApp } from '../../apps/server/src/app'
import { seedBase } from '../../apps/server/src/db/seed/base'
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/db/seed/demo'
import { openDatabase } from '../../apps/server/src/platform/db/database'
import { runMigrations } from '../../apps/server/src/platform/db/migrate'
import { outboxTransport } from '../../apps/server/src/platform/mail/mailer'
import {
  FIRST_PAGE_TARGETS,
  writeFirstPageReport,
  type FirstPageReport,
  type LighthouseMeasure,
  type ScreenMeasure,
  round,
} from './first-page-report'

/** Pinned: a new major may score differently. 12.x is the last line that runs on Node 20. */
const LIGHTHOUSE = 'lighthouse@12.8.2'
const KB = 1024
/** The persona whose screens are measured: an active member with a cart, payments and events. */
const MEMBER = 'professional@example.org'
const ADMIN = 'admin@example.org'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const webRoot = path.join(root, 'apps/web/dist')

function log(message: string) {
  console.log(`bench:web: ${message}`)
}

const flag = (name: string, fallback: boolean) => {
  const value = process.env[name]
  return value === undefined || value === '' ? fallback : value !== '0' && value !== 'false'
}

function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => resolve({ code: code ?? 1, out }))
    child.on('error', (error) => resolve({ code: 1, out: String(error) }))
  })
}

async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size
  } catch {
    return null
  }
}

/** The bytes a gzip-only browser would receive for a built file (the file itself if not compressed). */
async function gzipBytes(pathname: string): Promise<number> {
  const file = path.join(webRoot, decodeURIComponent(pathname))
  return (await fileSize(`${file}.gz`)) ?? (await fileSize(file)) ?? 0
}

async function startWebPortal() {
  const database = await openDatabase({})
  await runMigrations(database.pool)
  await seedBase(database.db)
  await seedDemo(database.db)
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-web-'))
  const { app } = await buildApp({
    config: benchConfig(storageDir),
    database,
    mailTransport: outboxTransport,
    webRoot,
    logger: false,
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    address,
    async close() {
      await app.close()
      await database.close()
      await rm(storageDir, { recursive: true, force: true })
    },
  }
}

interface Session {
  email: string
  session: string
  xsrf: string
  cookieHeader: string
}

async function signIn(address: string, email: string): Promise<Session> {
  const first = await fetch(`${address}/api/health`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`)
  const session = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''
  return { email, session, xsrf, cookieHeader: `portal_session=${session}; XSRF-TOKEN=${xsrf}` }
}

/** The id of the first row a list answers, so a detail screen shows a real record. */
async function firstId(address: string, apiPath: string, session: Session): Promise<string | null> {
  const response = await fetch(`${address}${apiPath}`, { headers: { cookie: session.cookieHeader } })
  if (!response.ok) return null
  const body = (await response.json()) as { data?: { id?: number | string }[] }
  const id = body.data?.[0]?.id
  return id === undefined ? null : String(id)
}

async function userId(address: string, session: Session): Promise<string | null> {
  const response = await fetch(`${address}/api/user`, { headers: { cookie: session.cookieHeader } })
  if (!response.ok) return null
  const body = (await response.json()) as { id?: number }
  return body.id === undefined ? null : String(body.id)
}

/** Real values for each path parameter, read from the demo data through the API. */
async function pathParameters(address: string, member: Session, admin: Session): Promise<Record<string, string>> {
  const memberId = (await userId(address, member)) ?? '1'
  return {
    '/membership/search/:id': (await firstId(address, '/api/membership/search?limit=1', member)) ?? memberId,
    '/events/:id': (await firstId(address, '/api/events/upcoming?limit=1', member)) ?? '1',
    '/payments/:id': (await firstId(address, '/api/payments?limit=1', member)) ?? '1',
    '/admin/users/:userId/memberships': memberId,
    '/admin/memberships/:id': (await firstId(address, '/api/admin/memberships?limit=1', admin)) ?? '1',
    '/admin/users/:userId/registrations': memberId,
    '/admin/users/:userId/registrations/new': memberId,
    '/admin/course-registrations/:id': (await firstId(address, '/api/registrations?limit=1', admin)) ?? '1',
    '/admin/experiences/:id': (await firstId(address, '/api/admin/experiences?limit=1', admin)) ?? '1',
    '/admin/extensions/:id': (await firstId(address, '/api/admin/extensions?limit=1', admin)) ?? '1',
    '/admin/group-ceus/:id': (await firstId(address, '/api/admin/group-ceus?limit=1', admin)) ?? '1',
    '/admin/extended/:kind': 'credit-type',
    '/impersonate/take/:userId': memberId,
  }
}

/** A route's path with its parameters filled: a real record where one was read, else a plausible value. */
function samplePath(route: WebRoute, parameters: Record<string, string>): string {
  const value = parameters[route.path]
  return route.path.replace(/:(\w+)/g, (_, name: string) => value ?? (name === 'token' ? 'sample-token' : '1'))
}

async function measureScreen(
  browser: Browser,
  address: string,
  route: WebRoute,
  pathname: string,
  session: Session | null,
): Promise<ScreenMeasure> {
  // A fresh context is an empty cache: what a first visit downloads.
  const context = await browser.newContext()
  if (session) {
    await context.addCookies([
      { name: 'portal_session', value: session.session, url: address },
      { name: 'XSRF-TOKEN', value: session.xsrf, url: address },
    ])
  }
  const page = await context.newPage()
  const finished: Promise<{ pathname: string; encoded: number } | null>[] = []
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url())
    if (url.origin !== address || !/\.(?:js|css)$/.test(url.pathname)) return
    finished.push(request.sizes().then((sizes) => ({ pathname: url.pathname, encoded: sizes.responseBodySize })))
  })
  await page.goto(`${address}${pathname}`, { waitUntil: 'networkidle' })
  const rendered = await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false)
  const finalPath = new URL(page.url()).pathname
  const files = (await Promise.all(finished)).filter((file) => file !== null)
  await context.close()

  const scripts = files.filter((file) => file.pathname.endsWith('.js'))
  const styles = files.filter((file) => file.pathname.endsWith('.css'))
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const gzip = sum(await Promise.all(scripts.map((file) => gzipBytes(file.pathname))))
  const raw = sum(
    await Promise.all(scripts.map(async (file) => (await fileSize(path.join(webRoot, file.pathname))) ?? 0)),
  )
  const targetKb = route.path === '/login' ? FIRST_PAGE_TARGETS.loginKb : FIRST_PAGE_TARGETS.otherKb
  return {
    path: route.path,
    url: pathname,
    access: route.access,
    signedInAs: session?.email ?? null,
    scripts: scripts.length,
    brotliKb: round(sum(scripts.map((file) => file.encoded)) / KB),
    gzipKb: round(gzip / KB),
    rawKb: round(raw / KB),
    cssGzipKb: round(sum(await Promise.all(styles.map((file) => gzipBytes(file.pathname)))) / KB),
    targetKb,
    met: gzip / KB <= targetKb,
    finalPath,
    rendered,
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number } | undefined>
}

async function lighthouseOnce(url: string, session: Session | null): Promise<LighthouseResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'))
  try {
    const output = path.join(dir, 'report.json')
    const args = [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ]
    if (session) {
      // Every request of the run carries the session, as the signed-in browser's would.
      const headers = path.join(dir, 'headers.json')
      await writeFile(headers, JSON.stringify({ Cookie: session.cookieHeader }))
      args.push(`--extra-headers=${headers}`)
    }
    const result = await run('npx', args)
    if (result.code !== 0 || !existsSync(output)) {
      throw new Error(`lighthouse exited with ${result.code}: ${result.out.trim().split('\n').slice(-5).join(' ')}`)
    }
    const json = await readFile(output, 'utf8')
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP
    if (keep) {
      await mkdir(keep, { recursive: true })
      await writeFile(
        path.join(keep, `lighthouse-${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`),
        json,
      )
    }
    return JSON.parse(json) as LighthouseResult
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * One run, tried again when Lighthouse loses its own trace of the load (NO_NAVSTART, a failure of
 * its recording on a busy machine, not of the page): a single lost trace would otherwise void the
 * whole median.
 */
async function lighthouseRetried(url: string, session: Session | null, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, session)
    } catch (error) {
      const lostTrace = error instanceof Error && error.message.includes('NO_NAVSTART')
      if (!lostTrace || attempt >= attempts) throw error
      log(`Lighthouse lost its trace of ${new URL(url).pathname}; running it again`)
    }
  }
}

async function lighthouse(page: string, url: string, session: Session | null, runs: number) {
  const measure: LighthouseMeasure = {
    page,
    url,
    signedInAs: session?.email ?? null,
    runs,
    performance: null,
    accessibility: null,
    metrics: null,
  }
  try {
    const results: LighthouseResult[] = []
    for (let i = 0; i < runs; i++) results.push(await lighthouseRetried(url, session))
    const score = (result: LighthouseResult, category: string) =>
      Math.round((result.categories[category]?.score ?? 0) * 100)
    // The run with the median performance score stands for all (its metrics belong together).
    const median = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
      Math.floor(results.length / 2)
    ]
    if (!median) throw new Error('no Lighthouse run finished')
    const audit = (id: string) => median.audits[id]?.numericValue ?? 0
    measure.performance = score(median, 'performance')
    measure.accessibility = Math.min(...results.map((result) => score(result, 'accessibility')))
    measure.metrics = {
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      speedIndexMs: Math.round(audit('speed-index')),
    }
  } catch (error) {
    measure.error = error instanceof Error ? error.message : String(error)
  }
  return measure
}

async function main() {
  const started = Date.now()
  const loadAtStart = os.loadavg()[0] ?? 0
  if (!existsSync(CHROMIUM_PATH)) {
    log(`no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or apt-get install -y chromium): skipped`)
    return
  }
  if (flag('BENCH_WEB_BUILD', true)) {
    log('building the web app')
    const build = await run('npm', ['run', 'build'])
    if (build.code !== 0) throw new Error(`the web build failed:\n${build.out}`)
  } else if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error('BENCH_WEB_BUILD=0 but apps/web/dist has no build: run npm run build first')
  }

  const portal = await startWebPortal()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const member = await signIn(portal.address, MEMBER)
    const admin = await signIn(portal.address, ADMIN)
    const parameters = await pathParameters(portal.address, member, admin)
    const screens: ScreenMeasure[] = []
    // A planned route shows ComingSoon in its frame: one per frame stands for the others.
    const planned = WEB_ROUTES.filter((route) => route.status !== 'ready')
    const plannedMeasured = new Set<WebRoute['access']>()
    for (const route of flag('BENCH_SCREENS', true) ? WEB_ROUTES : []) {
      const pathname = samplePath(route, parameters)
      const frame = route.access === 'public' ? 'visitor' : route.access
      if (route.status !== 'ready') {
        if (plannedMeasured.has(frame)) continue
        plannedMeasured.add(frame)
      }
      // Opening it makes the admin act as the member at once: it gets an admin session of its own.
      const actsAtOnce = route.path === '/impersonate/take/:userId'
      const session =
        route.access === 'admin'
          ? actsAtOnce
            ? await signIn(portal.address, ADMIN)
            : admin
          : route.access === 'member'
            ? member
            : null
      const measure = await measureScreen(browser, portal.address, route, pathname, session)
      if (actsAtOnce) measure.note = 'then opens the dashboard as the member'
      if (route.status !== 'ready') {
        const alike = planned.filter((other) => (other.access === 'public' ? 'visitor' : other.access) === frame)
        measure.note = `planned, ComingSoon: stands for the ${alike.length} planned route(s) of the ${frame} frame`
      }
      screens.push(measure)
      log(
        `${pathname}: ${measure.scripts} scripts, ${measure.brotliKb} KB brotli, ${measure.gzipKb} KB gzip ` +
          `(target ${measure.targetKb}${measure.met ? ', met' : ', MISSED'})${measure.rendered ? '' : ', no heading'}`,
      )
    }

    const lighthouseRuns: LighthouseMeasure[] = []
    if (flag('BENCH_LIGHTHOUSE', true)) {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? '1') || 1
      for (const [page, pathname, session] of [
        ['/login', '/login', null],
        ['Dashboard `/`', '/', member],
      ] as const) {
        log(`Lighthouse on ${pathname} (${runs} run${runs > 1 ? 's' : ''})`)
        const measure = await lighthouse(page, `${portal.address}${pathname}`, session, runs)
        lighthouseRuns.push(measure)
        log(
          measure.error
            ? `Lighthouse on ${pathname} failed: ${measure.error}`
            : `${pathname}: performance ${measure.performance}, accessibility ${measure.accessibility}`,
        )
      }
    }

    const report: FirstPageReport = {
      startedAt: new Date(started).toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
        node: process.version,
        loadAverage: { start: round(loadAtStart, 2), end: round(os.loadavg()[0] ?? 0, 2) },
      },
      chromium: `Chromium ${browser.version()}`,
      targets: FIRST_PAGE_TARGETS,
      screens,
      lighthouse: lighthouseRuns,
      lighthouseVersion: LIGHTHOUSE,
    }
    console.log(`\n${await writeFirstPageReport(report)}`)
  } finally {
    await browser.close()
    await portal.close()
  }
}

await main()
