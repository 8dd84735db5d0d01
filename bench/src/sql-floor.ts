/**
 * The raw-SQL floor of a list endpoint: the statements the endpoint runs for one request (its
 * page and count queries, captured from the portal's own pool while the endpoint answers one
 * request, so they are exactly what Drizzle and listPage emit), executed alone through the same
 * pool at the same concurrency. Statements the endpoint issued concurrently run concurrently, and
 * one it ran as a named prepared statement is replayed under the same name (prepared once per
 * connection, as the endpoint's is).
 * The session lookup every signed-in request makes is not part of a list's SQL and is left out.
 */
import { performance } from 'node:perf_hooks'
import type { Database } from '../../apps/server/src/platform/db/database'

type Pool = Database['pool']

export interface CapturedStatement {
  /** The prepared statement's name, when the endpoint runs it as one (decision 0009): replayed so too. */
  name?: string
  text: string
  values: unknown[]
  startedAt: number
  endedAt: number
}

/** Statements of one request, in groups that ran concurrently (groups run one after another). */
export type StatementPlan = CapturedStatement[][]

type QueryConfigLike = { name?: string; text: string; values?: unknown[] }

/** Resolves once the pool has had no statement in flight for `quietMs` (the load's tail drained). */
export async function waitForIdle(pool: Pool, quietMs = 200): Promise<void> {
  let quietSince = performance.now()
  while (performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    if (pool.totalCount !== pool.idleCount || pool.waitingCount > 0) quietSince = performance.now()
  }
}

/** Records what the pool is asked to run while `during` runs (nothing else may use the pool). */
export async function captureStatements(pool: Pool, during: () => Promise<unknown>): Promise<StatementPlan> {
  await waitForIdle(pool)
  const captured: CapturedStatement[] = []
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  const patched = (...args: unknown[]) => {
    const [config, values] = args as [string | QueryConfigLike, unknown[] | undefined]
    const text = typeof config === 'string' ? config : config.text
    const entry: CapturedStatement = {
      ...(typeof config !== 'string' && config.name ? { name: config.name } : {}),
      text,
      values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])),
      startedAt: performance.now(),
      endedAt: Number.POSITIVE_INFINITY,
    }
    captured.push(entry)
    const result = original(...args)
    void result.then(
      () => (entry.endedAt = performance.now()),
      () => (entry.endedAt = performance.now()),
    )
    return result
  }
  ;(pool as unknown as { query: typeof patched }).query = patched
  try {
    await during()
  } finally {
    delete (pool as unknown as { query?: unknown }).query
  }
  const statements = captured.filter((s) => !/"sessions"/.test(s.text))
  const plan: StatementPlan = []
  for (const statement of statements) {
    const group = plan.at(-1)
    if (group && group.some((s) => s.endedAt > statement.startedAt)) group.push(statement)
    else plan.push([statement])
  }
  return plan
}

export interface FloorResult {
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
}

/** Runs the plan in `connections` concurrent loops for `seconds`. */
export async function runFloor(
  pool: Pool,
  plan: StatementPlan,
  options: { connections: number; seconds: number },
): Promise<FloorResult> {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + options.seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now()
      try {
        for (const group of plan) {
          await Promise.all(
            group.map((s) => pool.query({ name: s.name, text: s.text, values: s.values, rowMode: 'array' })),
          )
        }
        latencies.push(performance.now() - started)
      } catch {
        errors++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: options.connections }, loop))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    requests: latencies.length,
    errors,
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100

/** The plan as SQL text for the report (values inlined for reading only). */
export function describePlan(plan: StatementPlan): string[] {
  return plan.flatMap((group, i) =>
    group.map(
      (s) =>
        `${plan.length > 1 || group.length > 1 ? `[${i + 1}${group.length > 1 ? ', concurrent' : ''}] ` : ''}${s.text}` +
        (s.values.length ? `  -- ${JSON.stringify(s.values)}` : ''),
    ),
  )
}
