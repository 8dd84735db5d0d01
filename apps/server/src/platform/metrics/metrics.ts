/**
 * Prometheus metrics (issue 26, part 4), served at `GET /metrics` to a scraper that presents
 * `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN the endpoint does not exist. A token
 * rather than a port of its own: one listener to run and expose, and the same check whatever
 * network the scraper sits on.
 *
 * Per instance: requests by route (count and latency), the database pool, the process (prom-client's
 * defaults). Read from the database at each scrape, so the same on every instance: the job queue
 * (queued, running, failed, how long the oldest due job has waited) and payment attempts by status
 * (attempted: all; settled: succeeded).
 */
import { ErrorCode, PAYMENT_ATTEMPT_STATUSES } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { AppError } from '../http/errors'
import { safeEqual } from '../security/tokens'

const JOB_STATES = ['queued', 'running', 'failed'] as const

export function createMetrics(deps: { db: Db; pool: pg.Pool; clock: Clock }): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portal_' })

  new Gauge({
    name: 'portal_db_pool_connections',
    help: "Connections of this instance's database pool, by state (total, idle, waiting: requests waiting for one).",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, deps.pool.totalCount)
      this.set({ state: 'idle' }, deps.pool.idleCount)
      this.set({ state: 'waiting' }, deps.pool.waitingCount)
    },
  })

  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the queue by state (all instances).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const result = await deps.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from jobs where status in ('queued', 'running', 'failed') group by status`,
      )
      for (const state of JOB_STATES) {
        this.set({ state }, result.rows.find((row) => row.status === state)?.n ?? 0)
      }
    },
  })

  new Gauge({
    name: 'portal_jobs_oldest_waiting_seconds',
    help: 'How long the oldest queued job has been due (0 when none waits).',
    registers: [registry],
    async collect() {
      const now = deps.clock.now()
      const result = await deps.db.execute<{ oldest: Date | null }>(
        sql`select min(run_at) as oldest from jobs where status = 'queued' and run_at <= ${now.toISOString()}::timestamptz`,
      )
      const oldest = result.rows[0]?.oldest
      this.set(oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0)
    },
  })

  new Gauge({
    name: 'portal_payment_attempts',
    help: 'Payment attempts by status (all instances): every attempt made, settled ones as succeeded.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const result = await deps.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from payment_attempts group by status`,
      )
      for (const status of PAYMENT_ATTEMPT_STATUSES) {
        this.set({ status }, result.rows.find((row) => row.status === status)?.n ?? 0)
      }
    },
  })
  return registry
}

/** Counts and times every request by its route's pattern (never its path: ids would explode the series). */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })
}

/** `GET /metrics` for a scraper holding the token (an operations endpoint, not part of the API's contracts). */
export function registerMetricsEndpoint(app: FastifyInstance, registry: Registry, token: string): void {
  app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    if (!safeEqual(given, token)) {
      throw new AppError(401, ErrorCode.unauthenticated, 'The metrics token is required.', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      })
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics())
  })
}
