import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema'
import { createTestApp, type TestApp } from '../../../test/harness'
import { JobQueue } from './queue'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const silent = {
  child: () => silent,
  warn: () => {},
  error: () => {},
  info: () => {},
} as unknown as ConstructorParameters<typeof JobQueue>[2]
const newQueue = () => new JobQueue(t.database.db, t.clock, silent)
const jobRows = (name: string) =>
  t.database.db.execute<{ status: string; attempts: number; last_error: string | null }>(
    sql`select status, attempts, last_error from jobs where name = ${name} order by id`,
  )

describe('JobQueue', () => {
  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = newQueue()
    let calls = 0
    queue.register('test.flaky', async () => {
      calls += 1
      if (calls < 3) throw new Error(`boom ${calls}`)
    })
    await queue.enqueue(t.database.db, 'test.flaky', { n: 1 })
    expect(await queue.runDue()).toBe(1)
    // Not due again until the backoff passes.
    expect(await queue.runDue()).toBe(0)
    t.clock.advance(25_000)
    await queue.runDue()
    t.clock.advance(50_000)
    await queue.runDue()
    t.clock.advance(-75_000)
    expect(calls).toBe(3)
    const [row] = (await jobRows('test.flaky')).rows
    expect(row).toMatchObject({ status: 'done', attempts: 3, last_error: null })
  })

  it('gives up after the last attempt and keeps the error', async () => {
    const queue = newQueue()
    queue.register(
      'test.doomed',
      async () => {
        throw new Error('always fails')
      },
      { maxAttempts: 2 },
    )
    await queue.enqueue(t.database.db, 'test.doomed', {})
    await queue.runDue()
    t.clock.advance(3_600_000)
    await queue.runDue()
    t.clock.advance(3_600_000)
    expect(await queue.runDue()).toBe(0)
    t.clock.advance(-7_200_000)
    expect((await jobRows('test.doomed')).rows[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'always fails',
    })
  })

  it('writes no job when the transaction that enqueued it rolls back', async () => {
    const queue = newQueue()
    queue.register('test.rollback', async () => {})
    await t.database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'test.rollback', {})
        throw new Error('abort')
      })
      .catch(() => undefined)
    expect((await jobRows('test.rollback')).rows).toEqual([])
  })

  it('hands each job to exactly one of several workers', async () => {
    const seen: number[] = []
    const workers = [newQueue(), newQueue(), newQueue()]
    for (const queue of workers) {
      queue.register('test.once', async (payload) => {
        seen.push((payload as { n: number }).n)
      })
    }
    for (let n = 0; n < 30; n++) await workers[0]?.enqueue(t.database.db, 'test.once', { n })
    const ran = await Promise.all(workers.map((queue) => queue.runDue()))
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30)
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(30).keys()])
  })

  it('reclaims a job whose worker died', async () => {
    const queue = newQueue()
    let runs = 0
    queue.register('test.orphan', async () => {
      runs += 1
    })
    await queue.enqueue(t.database.db, 'test.orphan', {})
    await t.database.db.execute(
      sql`update jobs set status = 'running', locked_until = ${new Date(t.clock.now().getTime() - 1000).toISOString()} where name = 'test.orphan'`,
    )
    expect(await queue.runDue()).toBe(1)
    expect(runs).toBe(1)
  })

  it('enqueues a scheduled job once per matching minute, however many instances try', async () => {
    const a = newQueue()
    const b = newQueue()
    for (const queue of [a, b]) {
      queue.register('test.cron', async () => {})
      queue.schedule('test-cron', '*/5 * * * *', 'test.cron')
    }
    const slot = new Date('2026-11-22T15:05:10Z')
    await Promise.all([a.enqueueScheduled(slot), b.enqueueScheduled(slot), a.enqueueScheduled(slot)])
    await a.enqueueScheduled(new Date('2026-11-22T15:06:00Z'))
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.name} = 'test.cron'`)
    expect(rows.map((r) => r.uniqueKey)).toEqual(['cron:test-cron:2026-11-22T15:05:00.000Z'])
  })
})
