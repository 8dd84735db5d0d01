import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from '@portal/contracts'
import { jobs } from '../../db/schema'
import type { Clock } from '../clock'
import type { Db, DbOrTx } from '../db/database'
import { InvalidJobPayload, parsePayload, type Job, type JobContext, type JobType, type Schedule } from './job'

interface Registration {
  job: JobType
  run: (payload: unknown, context: JobContext) => Promise<void>
}

type ClaimedJob = {
  id: number
  name: string
  payload: unknown
  attempts: number
  max_attempts: number
} & Record<string, unknown>

const LOCK_SECONDS = 300
/**
 * How far back a missed slot is still enqueued: a slot whose insert failed (the database away for
 * a moment) or whose minute passed while the worker was busy runs on a later tick, up to a day late.
 */
const CATCH_UP_MINUTES = 24 * 60

/**
 * The durable job queue. `enqueue` is called inside the transaction that causes the job, so a
 * job exists exactly when its cause was committed. Workers on any number of instances claim due
 * jobs with FOR UPDATE SKIP LOCKED; a failed job is retried with exponential backoff; a job
 * whose worker died is reclaimed when its lock expires. Scheduled jobs are deduplicated per
 * time slot by a unique key, so each slot runs once across all instances; a slot this instance
 * could not enqueue is enqueued on its next tick.
 */
export class JobQueue {
  private readonly handlers = new Map<string, Registration>()
  private readonly schedules: Schedule[] = []
  /** Per schedule, the last minute (ms since the epoch / 60 000) whose slot is enqueued or not due. */
  private readonly scheduledThrough = new Map<string, number>()
  private readonly workerId = `worker-${randomUUID().slice(0, 8)}`
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {}

  /** Runs `job` with `deps` (what its handler needs) when the worker picks it up. */
  register<S extends z.ZodMiniType, D>(job: Job<S, D>, ...[deps]: undefined extends D ? [D?] : [D]): void {
    if (this.handlers.has(job.name)) throw new Error(`Job ${job.name} is registered twice`)
    this.handlers.set(job.name, {
      job,
      run: (payload, context) => job.handler(parsePayload(job, payload), deps as D, context),
    })
  }

  /** Enqueues the schedule's job whenever its cron matches a minute (once per slot). */
  schedule(schedule: Schedule): void {
    if (this.handlers.get(schedule.job.name)?.job !== schedule.job) {
      throw new Error(`Schedule ${schedule.name}: register job ${schedule.job.name} first`)
    }
    if (this.schedules.some((s) => s.name === schedule.name))
      throw new Error(`Schedule ${schedule.name} is added twice`)
    this.schedules.push(schedule)
  }

  async enqueue<S extends z.ZodMiniType>(
    tx: DbOrTx,
    job: JobType<S>,
    payload: z.input<S>,
    options: { runAt?: Date; uniqueKey?: string; maxAttempts?: number } = {},
  ): Promise<void> {
    // Registered, and by this very definition: a job declared twice under one name fails here.
    if (this.handlers.get(job.name)?.job !== job) throw new Error(`Unknown job ${job.name}`)
    await tx
      .insert(jobs)
      .values({
        name: job.name,
        payload: payload as object,
        runAt: options.runAt ?? this.clock.now(),
        uniqueKey: options.uniqueKey,
        maxAttempts: options.maxAttempts ?? job.maxAttempts,
      })
      .onConflictDoNothing()
  }

  /**
   * Enqueues each schedule's latest slot that matched since its last enqueued one (at first, the
   * current minute; at most a day back). The jobs do what is due when they run, so one run
   * catches up any number of missed slots. A failed insert leaves the schedule where it was, so
   * the next tick tries again; the slot's unique key keeps it once across instances and retries.
   */
  async enqueueScheduled(now: Date = this.clock.now()): Promise<void> {
    const minute = Math.floor(now.getTime() / 60_000)
    for (const schedule of this.schedules) {
      // At first, the current minute only; from then on, every minute since the last one done.
      const through = this.scheduledThrough.get(schedule.name) ?? minute - 1
      this.scheduledThrough.set(schedule.name, through)
      const slot = latestSlot(schedule, Math.max(through + 1, minute - CATCH_UP_MINUTES + 1), minute)
      try {
        if (slot) {
          await this.enqueue(this.db, schedule.job, schedule.payload, {
            uniqueKey: `cron:${schedule.name}:${slot.toISOString()}`,
          })
        }
        if (minute > through) this.scheduledThrough.set(schedule.name, minute)
      } catch (error) {
        this.log.error(
          { err: error, schedule: schedule.name, slot: slot?.toISOString() },
          'scheduled job not enqueued; tried again on the next tick',
        )
      }
    }
  }

  /** Claims and runs due jobs until none is left (or `limit` ran); returns how many ran. */
  async runDue(limit = 100): Promise<number> {
    let ran = 0
    while (ran < limit) {
      const job = await this.claim()
      if (!job) break
      await this.execute(job)
      ran += 1
    }
    return ran
  }

  private async claim(): Promise<ClaimedJob | null> {
    const now = this.clock.now().toISOString()
    // Only jobs this worker knows: during a rolling deploy an older instance leaves new jobs alone.
    const names = [...this.handlers.keys()]
    if (!names.length) return null
    const result = await this.db.execute<ClaimedJob>(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = ${now}::timestamptz + make_interval(secs => ${LOCK_SECONDS})
      where id = (
        select id from jobs
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now}))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`)
    return result.rows[0] ?? null
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const registration = this.handlers.get(job.name)
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts })
    try {
      if (!registration) throw new Error(`No handler for job ${job.name}`)
      await registration.run(job.payload, { attempt: job.attempts, jobId: job.id, log })
      await this.db.execute(
        sql`update jobs set status = 'done', finished_at = ${this.clock.now().toISOString()}, locked_until = null, last_error = null where id = ${job.id}`,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // A payload its schema refuses fails at once: another attempt would read the same payload.
      const finalAttempt = job.attempts >= job.max_attempts || error instanceof InvalidJobPayload
      const retryAt = new Date(this.clock.now().getTime() + Math.min(2 ** job.attempts * 10_000, 3_600_000))
      log.warn({ err: error, finalAttempt }, 'job failed')
      await this.db.execute(sql`
        update jobs set status = ${finalAttempt ? 'failed' : 'queued'}, last_error = ${message.slice(0, 2000)},
          locked_until = null, run_at = ${retryAt.toISOString()},
          finished_at = ${finalAttempt ? this.clock.now().toISOString() : null}
        where id = ${job.id}`)
    }
  }

  /** Starts polling; each tick enqueues the scheduled slots due (or missed), then runs due jobs. */
  start(): void {
    if (!this.stopped) return
    this.stopped = false
    const tick = async () => {
      try {
        await this.enqueueScheduled()
        await this.runDue(20)
      } catch (error) {
        this.log.error({ err: error }, 'job worker tick failed')
      }
    }
    const loop = () => {
      if (this.stopped) return
      this.running = tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.pollMs)
      })
    }
    loop()
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  async prune(olderThanDays = 14): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - olderThanDays * 86_400_000).toISOString()
    const result = await this.db.execute(sql`delete from jobs where status = 'done' and finished_at < ${cutoff}`)
    return result.rowCount ?? 0
  }
}

/** The latest minute from `first` to `last` (minutes since the epoch) that the schedule matches. */
function latestSlot(schedule: Schedule, first: number, last: number): Date | undefined {
  for (let minute = last; minute >= first; minute--) {
    const slot = new Date(minute * 60_000)
    if (schedule.cron.matches(slot)) return slot
  }
  return undefined
}
