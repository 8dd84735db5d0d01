/**
 * `npm run bench`: starts the portal on a database (DATABASE_URL, or a fresh embedded PGlite),
 * makes sure the scale data set is there, and measures each scenario with autocannon at a fixed
 * concurrency: requests per second, p50 and p99 latency and errors, as a share of a constant-JSON
 * endpoint measured in the same run (the framework's ceiling on this machine) and, for lists, of
 * the raw-SQL floor (the list's own statements alone). Writes bench/reports/latest.json and
 * latest.md. Benchmarks measure; they never fail a build.
 *
 * Settings (environment): DATABASE_URL, BENCH_CONNECTIONS (32), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (2), BENCH_POOL_SIZE (10), BENCH_SEED_MEMBERS, BENCH_ONLY (parts of scenario names, comma-separated).
 */
import os from 'node:os'
import { load, probe, type LoadResult } from './http-load'
import { readOptions } from './options'
import { benchCheckout } from './checkout'
import { cpuPerRequest, cpuSnapshot } from './cpu'
import { openLoop } from './open-loop'
import { startPortal } from './portal'
import { evaluateTargets, writeReport, type BenchReport, type LatencyAtRate, type ScenarioReport } from './report'
import { captureStatements, describePlan, runFloor, waitForIdle } from './sql-floor'

interface Scenario {
  name: string
  path: string
  kind: ScenarioReport['kind']
  auth: 'admin' | 'visitor'
}

const SCENARIOS: Scenario[] = [
  { name: 'Health (constant JSON)', path: '/api/health', kind: 'ceiling', auth: 'visitor' },
  { name: 'Current user (session lookup)', path: '/api/user', kind: 'endpoint', auth: 'admin' },
  // The bench admin's cart holds three items (portal.ts): prices, totals and the membership prompt.
  { name: 'Cart items', path: '/api/cart/items', kind: 'endpoint', auth: 'admin' },
  // The certification dashboard: the variant choice and the latest registration's state.
  { name: 'Certification dashboard', path: '/api/certifications/dashboard', kind: 'endpoint', auth: 'admin' },
  {
    name: 'Admin users, last name "smi…", sorted',
    path: '/api/admin/users?filter=lastName,smi&sort=lastName,asc&limit=50&page=1',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'Admin users, first page', path: '/api/admin/users?limit=50&page=1', kind: 'list', auth: 'admin' },
  // The member view of the directory (the bench admin may read it like any member).
  { name: 'Directory, first page', path: '/api/membership/search?limit=20&page=1', kind: 'list', auth: 'admin' },
  { name: 'Directory, name "pat…"', path: '/api/membership/search?name=pat&limit=20', kind: 'list', auth: 'admin' },
  { name: 'Directory, state TX', path: '/api/membership/search?location=TX&limit=20', kind: 'list', auth: 'admin' },
  {
    name: 'Directory, area of expertise',
    path: '/api/membership/search?areaOfExpertiseId=1&limit=20',
    kind: 'list',
    auth: 'admin',
  },
  {
    name: 'System data: events by date',
    path: '/api/admin/extended/event?sort=date,desc&limit=20',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'System data: credit types', path: '/api/admin/extended/credit-type?limit=20', kind: 'list', auth: 'admin' },
  // The events table (spec 1 §2.9: newest first, 10 a page) and the dashboard card's selection.
  { name: 'Events: all, newest first', path: '/api/events/upcoming?limit=10&page=1', kind: 'list', auth: 'admin' },
  {
    name: 'Events: all, webinars approved for ethics',
    path: '/api/events/upcoming?filter=type,Webinar&filter=approvedForEthics,Yes&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  {
    name: 'Events: dashboard selection',
    path: '/api/events/upcoming?dashboard=true&limit=10',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'Events: my events', path: '/api/events?limit=10&page=1', kind: 'list', auth: 'admin' },
  // The staff registration queue (spec 3: newest update first, 10 a page), as reviewers filter it.
  {
    name: 'Registrations: registration approval, by date',
    path: '/api/registrations?filter=status,registration_approval&sort=updatedAt,desc&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'Registrations: first page', path: '/api/registrations?limit=10&page=1', kind: 'list', auth: 'admin' },
  // The staff review queues of decision 0014 (spec 3: pending by default, 10 a page): experience
  // entries latest start first, submitted extension requests newest first (`status,null`: pending).
  {
    name: 'Experiences: pending, latest start first',
    path: '/api/admin/experiences?filter=status,pending&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  {
    name: 'Extensions: pending, newest first',
    path: '/api/admin/extensions?filter=status,null&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  // Individual CEUs (issue 27): the staff queue (pending, newest submission first, 10 a page), and
  // a CEU card (the 2024 period: the base seed's fourth; the bench admin's own card, so its
  // statements are the card's, over an index range of no rows).
  {
    name: 'Individual CEUs: pending, newest first',
    path: '/api/admin/individual-ceus?filter=status,pending&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'CEU card (a reporting period)', path: '/api/ceus/4', kind: 'endpoint', auth: 'admin' },
  // Group CEUs (decision 0024): the staff queue (pending, latest start first, 10 a page) and the
  // public CEU library (approved, listed programs not yet over, soonest first; a search).
  {
    name: 'Group CEUs: pending, latest start first',
    path: '/api/admin/group-ceus?filter=status,pending&limit=10&page=1',
    kind: 'list',
    auth: 'admin',
  },
  { name: 'CEU library: first page', path: '/api/ceu-library?limit=10&page=1', kind: 'list', auth: 'visitor' },
  {
    name: 'CEU library: search "budget"',
    path: '/api/ceu-library?filter=search,budget&limit=10&page=1',
    kind: 'list',
    auth: 'visitor',
  },
]

const options = readOptions()
/** Whether BENCH_ONLY names this scenario (a part of its name). */
const selected = (name: string) => !options.only || options.only.some((part) => name.includes(part))
const started = Date.now()
const loadAtStart = os.loadavg()[0] ?? 0
const portal = await startPortal(options)
const embedded = portal.database.kind === 'embedded'
console.log(
  `bench: ${embedded ? 'embedded PGlite' : 'PostgreSQL'}, ${portal.members.toLocaleString('en-US')} members, ` +
    `${options.connections} connections, ${options.seconds} s per scenario`,
)

/** A PostgreSQL on this machine: its processes' CPU is read too (PGlite runs inside this process). */
const localDatabase = !embedded && isLocal(options.databaseUrl)
const cpus = os.cpus().length
const measureCpu = async <T extends { requests: number }>(run: () => Promise<T>, seconds: number) => {
  const before = cpuSnapshot(localDatabase)
  const result = await run()
  return { result, cpu: cpuPerRequest(before, cpuSnapshot(localDatabase), result.requests, seconds, cpus) }
}

const scenarios: ScenarioReport[] = []
const skipped: BenchReport['skipped'] = []
let ceiling: LoadResult | undefined

for (const scenario of SCENARIOS) {
  if (options.only && scenario.kind !== 'ceiling' && !selected(scenario.name)) continue
  const url = `${portal.address}${scenario.path}`
  const cookie = scenario.auth === 'admin' ? portal.adminCookie : portal.visitorCookie
  const check = await probe(url, cookie)
  if (check.status !== 200) {
    const reason =
      check.status === 404
        ? 'the endpoint does not exist yet (404)'
        : `answered ${check.status}: ${check.body.slice(0, 200)}`
    console.log(`bench: skipping ${scenario.name}: ${reason}`)
    skipped.push({ name: scenario.name, path: scenario.path, reason })
    continue
  }
  const loadOptions = { url, cookie, connections: options.connections }
  await load({ ...loadOptions, seconds: options.warmupSeconds })
  // Requests still queued when a load stops must not spill into the next measurement.
  await waitForIdle(portal.database.pool)
  let pingUnderLoad: ScenarioReport['pingUnderLoad']
  let http: LoadResult
  let cpu: ScenarioReport['cpu']
  if (embedded && scenario.kind === 'list') {
    // A light probe beside the load shows whether one slow list stalls every other request.
    const [measured, ping] = await Promise.all([
      load({ ...loadOptions, seconds: options.seconds }),
      load({
        url: `${portal.address}/api/health`,
        cookie: portal.visitorCookie,
        connections: 1,
        seconds: options.seconds,
        rate: 20,
      }),
    ])
    http = measured
    pingUnderLoad = { p50: ping.p50, p99: ping.p99, rps: ping.rps, errors: ping.non2xx + ping.errors }
  } else {
    const measured = await measureCpu(() => load({ ...loadOptions, seconds: options.seconds }), options.seconds)
    http = measured.result
    cpu = measured.cpu ?? undefined
  }
  if (scenario.kind === 'ceiling') ceiling = http

  let floor: ScenarioReport['floor']
  if (scenario.kind === 'list') {
    const plan = await captureStatements(portal.database.pool, () => probe(url, cookie))
    const floorOptions = { connections: options.connections }
    await runFloor(portal.database.pool, plan, { ...floorOptions, seconds: options.warmupSeconds })
    await waitForIdle(portal.database.pool)
    const measured = await measureCpu(
      () => runFloor(portal.database.pool, plan, { ...floorOptions, seconds: options.seconds }),
      options.seconds,
    )
    floor = {
      ...measured.result,
      statements: describePlan(plan),
      ...(measured.cpu ? { cpu: measured.cpu } : {}),
    }
  }
  const report: ScenarioReport = {
    name: scenario.name,
    path: scenario.path,
    kind: scenario.kind,
    http: { ...http },
    ...(cpu ? { cpu } : {}),
    ratioToCeiling: ceiling ? round(http.rps / ceiling.rps) : null,
    ...(floor ? { floor, ratioToFloor: floor.rps ? round(http.rps / floor.rps) : null } : {}),
    ...(pingUnderLoad ? { pingUnderLoad } : {}),
  }
  scenarios.push(report)
  console.log(
    `bench: ${scenario.name}: ${http.rps} req/s, p50 ${http.p50} ms, p99 ${http.p99} ms, ` +
      `${http.non2xx + http.errors} errors` +
      (floor ? `; SQL floor ${floor.rps} req/s (p99 ${floor.p99} ms), ratio ${report.ratioToFloor}` : '') +
      (pingUnderLoad ? `; ping p99 ${pingUnderLoad.p99} ms` : ''),
  )
}

// The app's own CPU per list request: what is left of the portal thread's once the framework's
// (the constant-JSON endpoint) and the driver's (the floor's portal thread) are taken away.
const ceilingCpu = scenarios.find((s) => s.kind === 'ceiling')?.cpu?.portalMs
for (const scenario of scenarios) {
  const floorCpu = scenario.floor?.cpu?.portalMs
  if (scenario.kind === 'list' && scenario.cpu && ceilingCpu != null && floorCpu != null) {
    scenario.ownCpuMs = Math.round((scenario.cpu.portalMs - ceilingCpu - floorCpu) * 1000) / 1000
  }
}

// Latency at a realistic load: a fixed rate over every endpoint measured above (but the ceiling).
let latencyAtRate: LatencyAtRate | undefined
const mix = scenarios.filter((s) => s.kind !== 'ceiling')
if (mix.length) {
  const targets = mix.map((s) => ({
    name: s.name,
    url: `${portal.address}${s.path}`,
    cookie: SCENARIOS.find((c) => c.name === s.name)?.auth === 'admin' ? portal.adminCookie : portal.visitorCookie,
  }))
  await openLoop({ targets, rate: options.rate, seconds: options.warmupSeconds })
  await waitForIdle(portal.database.pool)
  const measured = await openLoop({ targets, rate: options.rate, seconds: options.seconds })
  latencyAtRate = { ...measured, seconds: options.seconds }
  console.log(
    `bench: ${options.rate} req/s offered over ${mix.length} endpoints (achieved ${measured.achievedRate}): ` +
      measured.results.map((r) => `${r.name} p99 ${r.p99} ms`).join('; '),
  )
}

const CHECKOUT = 'Checkout: pay a cart with the sandbox card'
if (!options.only || selected(CHECKOUT)) {
  // One buyer per connection (a buyer has one payment in flight at a time), at most 8.
  const checkoutOptions = { connections: Math.min(8, options.connections) }
  await benchCheckout(portal, { ...checkoutOptions, seconds: options.warmupSeconds })
  await waitForIdle(portal.database.pool)
  const http = await benchCheckout(portal, { ...checkoutOptions, seconds: options.seconds })
  scenarios.push({
    name: CHECKOUT,
    path: 'POST /api/cart/pay',
    kind: 'endpoint',
    http,
    ratioToCeiling: ceiling ? round(http.rps / ceiling.rps) : null,
  })
  console.log(
    `bench: ${CHECKOUT}: ${http.rps} payments/s, p50 ${http.p50} ms, p99 ${http.p99} ms, ${http.non2xx} failed`,
  )
}

const partial: Omit<BenchReport, 'targets'> = {
  startedAt: new Date(started).toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: { start: round(loadAtStart), end: round(os.loadavg()[0] ?? 0) },
  },
  database: {
    kind: portal.database.kind,
    version: portal.serverVersion.split(' on ')[0] ?? portal.serverVersion,
    members: portal.members,
    builtByBench: portal.seededNow,
  },
  settings: {
    connections: options.connections,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    poolSize: embedded ? 1 : options.poolSize,
  },
  scenarios,
  ...(latencyAtRate ? { latencyAtRate } : {}),
  skipped,
}
const markdown = await writeReport({ ...partial, targets: evaluateTargets(partial) })
await portal.close()
console.log(`\n${markdown}`)

function isLocal(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return false
  try {
    const host = new URL(databaseUrl).hostname
    return host === '' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
  } catch {
    return false
  }
}

function round(n: number) {
  return Math.round(n * 100) / 100
}
