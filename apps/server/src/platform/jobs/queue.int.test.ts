import { z } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema'
import { createTestApp, type TestApp } from '../../../test/harness'
import { registrationDeadlines, registrationDeadlinesDaily } from '../../modules/registrations/deadlines.jobs'
import { defineJob, defineSchedule } from './job'
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

/** A job whose handler is the function it is registered with. */
const testJob = <S extends z.ZodMiniType = z.ZodMiniObject>(
  name: string,
  options: { payload?: S; maxAttempts?: number } = {},
) =>
  defineJob({
    name,
    payload: options.payload ?? (z.object({}) as unknown as S),
    maxAttempts: options.maxAttempts,
    handler: (payload: z.output<S>, run: (payload: z.output<S>) => Promise<void>) => run(payload),
  })

describe('JobQueue', () => {
  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = newQueue()
    let calls = 0
    const flaky = testJob('test.flaky', { payload: z.object({ n: z.int() }) })
    queue.register(flaky, async () => {
      calls += 1
      if (calls < 3) throw new Error(`boom ${calls}`)
    })
    await queue.enqueue(t.database.db, flaky, { n: 1 })
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
    const doomed = testJob('test.doomed', { maxAttempts: 2 })
    queue.register(doomed, async () => {
      throw new Error('always fails')
    })
    await queue.enqueue(t.database.db, doomed, {})
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
    const rollback = testJob('test.rollback')
    queue.register(rollback, async () => {})
    await t.database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, rollback, {})
        throw new Error('abort')
      })
      .catch(() => undefined)
    expect((await jobRows('test.rollback')).rows).toEqual([])
  })

  it('hands each job to exactly one of several workers', async () => {
    const seen: number[] = []
    const workers = [newQueue(), newQueue(), newQueue()]
    const once = testJob('test.once', { payload: z.object({ n: z.int() }) })
    for (const queue of workers) {
      queue.register(once, async ({ n }) => {
        seen.push(n)
      })
    }
    for (let n = 0; n < 30; n++) await workers[0]?.enqueue(t.database.db, once, { n })
    const ran = await Promise.all(workers.map((queue) => queue.runDue()))
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30)
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(30).keys()])
  })

  it('reclaims a job whose worker died', async () => {
    const queue = newQueue()
    let runs = 0
    const orphan = testJob('test.orphan')
    queue.register(orphan, async () => {
      runs += 1
    })
    await queue.enqueue(t.database.db, orphan, {})
    await t.database.db.execute(
      sql`update jobs set status = 'running', locked_until = ${new Date(t.clock.now().getTime() - 1000).toISOString()} where name = 'test.orphan'`,
    )
    expect(await queue.runDue()).toBe(1)
    expect(runs).toBe(1)
  })

  it('fails a job whose stored payload its schema refuses, at once and saying why', async () => {
    const queue = newQueue()
    let runs = 0
    const strict = testJob('test.strict', { payload: z.object({ attemptId: z.int() }) })
    queue.register(strict, async () => {
      runs += 1
    })
    // Written by an older version, or by hand: the worker does not trust it.
    await t.database.db
      .insert(jobs)
      .values({ name: strict.name, payload: { attemptId: 'seven' }, runAt: t.clock.now() })
    expect(await queue.runDue()).toBe(1)
    expect(runs).toBe(0)
    const [row] = (await jobRows('test.strict')).rows
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row?.last_error).toMatch(/^Invalid payload for job test\.strict: .*expected number.*\n.*attemptId/s)
  })

  it('enqueues a scheduled job once per matching minute, however many instances try', async () => {
    const a = newQueue()
    const b = newQueue()
    const cron = testJob('test.cron')
    const everyFive = defineSchedule({ name: 'test-cron', cron: '*/5 * * * *', job: cron })
    for (const queue of [a, b]) {
      queue.register(cron, async () => {})
      queue.schedule(everyFive)
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

  it('enqueues only the latest of the slots a busy worker missed: one run does what they would', async () => {
    const queue = newQueue()
    const late = testJob('test.late')
    queue.register(late, async () => {})
    queue.schedule(defineSchedule({ name: 'test-late', cron: '*/5 * * * *', job: late }))
    await queue.enqueueScheduled(new Date('2026-11-22T15:01:00Z'))
    await queue.enqueueScheduled(new Date('2026-11-22T15:16:30Z'))
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.name} = 'test.late'`)
    expect(rows.map((r) => r.uniqueKey)).toEqual(['cron:test-late:2026-11-22T15:15:00.000Z'])
  })
})

describe('a scheduled slot whose insert failed', () => {
  const deadlineRows = () =>
    t.database.db
      .select({ key: jobs.uniqueKey })
      .from(jobs)
      .where(sql`${jobs.name} = ${registrationDeadlines.name}`)

  it('is enqueued on the next tick, once across instances (the deadline job at a database blip)', async () => {
    // The app's own queue with the modules' schedules, and a second instance with the deadline job.
    const other = newQueue()
    other.register(registrationDeadlines, {
      deadlines: { run: async () => ({ reminders: 0, removedRequests: 0, expirations: 0 }) },
    })
    other.schedule(registrationDeadlinesDaily)
    // 06:10 US Eastern, the deadline job's minute.
    const deadlineMinute = new Date('2031-11-24T11:10:00Z')
    let moved = 0
    const move = (ms: number) => {
      t.clock.advance(ms)
      moved += ms
    }
    move(deadlineMinute.getTime() - t.clock.now().getTime())
    const db = t.database.db
    try {
      await db.execute(sql`create function test_database_away() returns trigger language plpgsql
        as $$ begin raise exception 'database away'; end $$`)
      await db.execute(sql`create trigger test_database_away before insert on jobs
        for each row when (new.unique_key like 'cron:%') execute function test_database_away()`)
      // The tick at 06:10 cannot write the slot on either instance; nothing throws.
      await Promise.all([t.queue.enqueueScheduled(), other.enqueueScheduled()])
      expect(await deadlineRows()).toEqual([])

      await db.execute(sql`drop trigger test_database_away on jobs`)
      await db.execute(sql`drop function test_database_away`)
      move(60_000)
      await Promise.all([t.queue.enqueueScheduled(), other.enqueueScheduled()])
      const slot = `cron:registrations.deadlines:${deadlineMinute.toISOString()}`
      expect(await deadlineRows()).toEqual([{ key: slot }])

      // Caught up: the next minutes add nothing.
      move(60_000)
      await Promise.all([t.queue.enqueueScheduled(), other.enqueueScheduled()])
      expect(await deadlineRows()).toEqual([{ key: slot }])
    } finally {
      t.clock.advance(-moved)
    }
  })
})
