import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import type { Clock } from '../clock'

export interface Hit {
  count: number
  resetAt: Date
}

/**
 * Fixed-window counters in the database, shared by every app instance. Used for sign-in
 * limits and as a one-time store (captcha payloads are accepted once).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const now = this.clock.now()
    const resetAt = new Date(now.getTime() + windowSeconds * 1000)
    const result = await this.db.execute<{ count: number; reset_at: Date | string }>(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then ${resetAt.toISOString()}::timestamptz else rate_limits.reset_at end
      returning count, reset_at`)
    const row = result.rows[0]
    if (!row) throw new Error('rate limit upsert returned nothing')
    return { count: Number(row.count), resetAt: new Date(row.reset_at) }
  }

  async peek(key: string): Promise<Hit | null> {
    const result = await this.db.execute<{ count: number; reset_at: Date | string }>(
      sql`select count, reset_at from rate_limits where key = ${key} and reset_at > ${this.clock.now().toISOString()}`,
    )
    const row = result.rows[0]
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`)
  }

  /** Records `key` once; false when it was already recorded and has not expired. */
  async once(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.hit(key, ttlSeconds)).count === 1
  }

  async prune(): Promise<number> {
    const result = await this.db.execute(
      sql`delete from rate_limits where reset_at <= ${this.clock.now().toISOString()}`,
    )
    return result.rowCount ?? 0
  }
}
