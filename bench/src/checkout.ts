/**
 * The paid-checkout scenario: each of `connections` buyers repeatedly puts an item in their
 * cart (one SQL insert, as a feature's add-to-cart would) and pays it with the sandbox card
 * through `POST /api/cart/pay`. Only the pay call is timed: the whole exactly-once path (the
 * attempt, the provider call, the transaction with fulfilment, receipt mail and notification).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { systemClock } from '../../apps/server/src/platform/clock'
import { hashPassword } from '../../apps/server/src/platform/security/passwords'
import { SessionStore } from '../../apps/server/src/platform/sessions/session-store'
import type { LoadResult } from './http-load'
import type { Portal } from './portal'

const BUYER_PASSWORD = 'bench-buyer-password-2026'

/**
 * A session for a buyer, written straight to the database: signing in through the API would run
 * into its sign-in rate limit when the bench is run again within the hour.
 */
async function sessionFor(portal: Portal, userId: number): Promise<{ cookie: string; xsrf: string }> {
  const store = new SessionStore(portal.database.db, systemClock)
  const session = await store.create(portal.database.db, {
    userId,
    remember: true,
    meta: { ip: '127.0.0.1', userAgent: 'bench', requestId: 'bench' },
  })
  const first = await fetch(`${portal.address}/api/health`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  return { cookie: `portal_session=${session.token}; XSRF-TOKEN=${xsrf}`, xsrf }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function benchCheckout(
  portal: Portal,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const hash = await hashPassword(BUYER_PASSWORD)
  const buyers: { id: number; cookie: string; xsrf: string }[] = []
  for (let i = 0; i < options.connections; i++) {
    const email = `bench-buyer-${i}@example.test`
    await portal.database.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash, role, agree_tos)
      values ('Bench', ${`Buyer ${i}`}, ${email}, ${hash}, 'member', true)
      on conflict do nothing`)
    const { rows } = await portal.database.pool.query<{ id: number }>('select id from users where email = $1', [email])
    const id = rows[0]?.id
    if (!id) throw new Error(`bench buyer ${email} missing`)
    buyers.push({ id, ...(await sessionFor(portal, id)) })
  }
  const latencies: number[] = []
  let failures = 0
  const deadline = Date.now() + options.seconds * 1000
  await Promise.all(
    buyers.map(async (buyer) => {
      while (Date.now() < deadline) {
        await portal.database.pool.query(
          `insert into line_items (user_id, category_type, category_id, name, price_cents, final_price_cents)
           values ($1, 'trainer_license', 1, 'Bench license', 4500, 4500)`,
          [buyer.id],
        )
        const started = performance.now()
        const response = await fetch(`${portal.address}/api/cart/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: buyer.cookie, 'x-xsrf-token': buyer.xsrf },
          body: JSON.stringify({
            paymentMethodType: 'stripe',
            stripeToken: 'pm_card_visa',
            idempotencyKey: randomUUID(),
          }),
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        if (response.status !== 200) failures++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    rps: Math.round(latencies.length / options.seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    requests: latencies.length,
    non2xx: failures,
    errors: 0,
  }
}
