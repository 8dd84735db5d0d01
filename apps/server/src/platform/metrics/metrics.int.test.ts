/**
 * The Prometheus endpoint (issue 26, part 4): only for the holder of METRICS_TOKEN, with requests
 * by route, the job queue, the database pool and payment attempts.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema'
import { eventInCart } from '../../../test/commerce-fixtures'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'

const METRICS_TOKEN = 'metrics-token-metrics-token-0123456789'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN } })
})
afterAll(async () => {
  await t.close()
})

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/plain')
  return response.body
}

/** The value of one series (`name{labels}`), or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('refuses a scraper without the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: METRICS_TOKEN }]) {
      const response = await t.app.inject({ url: '/metrics', headers })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(response.json()).toMatchObject({ code: 'unauthenticated' })
    }
  })

  it('counts and times requests by route pattern, never by path', async () => {
    const { client } = await signedIn(t)
    await client.get('/api/user')
    await t.client().get('/api/user')
    await t.client().get('/api/media/12345')
    const text = await scrape()
    expect(valueOf(text, 'portal_http_requests_total{method="GET",route="/api/user",status="200"}')).toBeGreaterThan(0)
    expect(valueOf(text, 'portal_http_requests_total{method="GET",route="/api/user",status="401"}')).toBeGreaterThan(0)
    expect(text).toContain('route="/api/media/:id"')
    expect(text).not.toContain('12345')
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/user"}')).toBeGreaterThan(
      1,
    )
  })

  it('tells the queue: queued, running, failed, and how long the oldest due job has waited', async () => {
    const now = t.clock.now()
    await t.database.db.insert(jobs).values([
      { name: 'metrics.probe', status: 'queued', runAt: new Date(now.getTime() - 90_000) },
      { name: 'metrics.probe', status: 'queued', runAt: new Date(now.getTime() + 3_600_000) },
      { name: 'metrics.probe', status: 'failed', runAt: now },
    ])
    const text = await scrape()
    expect(valueOf(text, 'portal_jobs{state="queued"}')).toBeGreaterThanOrEqual(2)
    expect(valueOf(text, 'portal_jobs{state="failed"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'portal_jobs{state="running"}')).toBe(0)
    expect(valueOf(text, 'portal_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90)
  })

  it('tells the database pool and the payments attempted and settled', async () => {
    const before = await scrape()
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const paid = await client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa', idempotencyKey: randomUUID() },
    })
    expect(paid.statusCode).toBe(200)
    const after = await scrape()
    const settled = 'portal_payment_attempts{status="succeeded"}'
    expect(valueOf(after, settled)).toBe((valueOf(before, settled) ?? 0) + 1)
    expect(valueOf(after, 'portal_payment_attempts{status="failed"}')).toBe(0)
    expect(valueOf(after, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
    expect(after).toContain('portal_db_pool_connections{state="waiting"}')
    expect(after).toContain('portal_process_cpu_seconds_total')
  })
})

describe('without METRICS_TOKEN', () => {
  it('serves no metrics: /metrics is an unknown path', async () => {
    const plain = await createTestApp({ database: t.database })
    try {
      const response = await plain.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
