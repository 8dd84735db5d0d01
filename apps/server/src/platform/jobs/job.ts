/**
 * A job declared once, typed (decision 0003): its name, the schema of its payload and its handler,
 * in the `*.jobs.ts` file of the module that owns it (platform's in `platform/**\/*.jobs.ts`).
 * The module's wiring function registers it with the handler's dependencies
 * (`queue.register(job, deps)`); `queue.enqueue(tx, job, payload)` takes only a payload of the
 * job's schema, and the worker parses the stored payload with that schema before the handler
 * runs. A schedule names a cron expression and the job it enqueues.
 */
import { z } from '@portal/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { parseCron, type CronSchedule } from './cron'

export interface JobContext {
  attempt: number
  jobId: number
  log: FastifyBaseLogger
}

/** What enqueuing a job needs: its name, its payload's schema and its attempts. */
export interface JobType<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly name: string
  readonly payload: S
  /** Attempts before the job is marked failed (5 unless the definition says otherwise). */
  readonly maxAttempts: number
}

/** A job with its handler, which receives the parsed payload and what the wiring function gives it. */
export interface Job<S extends z.ZodMiniType, D> extends JobType<S> {
  readonly handler: (payload: z.output<S>, deps: D, context: JobContext) => Promise<void>
}

/** The payload a job is enqueued with (what its schema accepts). */
export type PayloadOf<J extends JobType> = J extends JobType<infer S> ? z.input<S> : never

export function defineJob<S extends z.ZodMiniType, D = void>(job: {
  name: string
  payload: S
  maxAttempts?: number
  handler: (payload: z.output<S>, deps: D, context: JobContext) => Promise<void>
}): Job<S, D> {
  return { name: job.name, payload: job.payload, maxAttempts: job.maxAttempts ?? 5, handler: job.handler }
}

/** A job enqueued whenever a cron expression (five fields, US Eastern) matches a minute. */
export interface Schedule {
  /** Names the schedule's slots (`cron:<name>:<minute>`), so each runs once across instances. */
  readonly name: string
  readonly cron: CronSchedule
  readonly job: JobType
  readonly payload: unknown
}

/** A job whose payload may be left out (every field optional) is scheduled with `{}`. */
type ScheduledPayload<S extends z.ZodMiniType> =
  Record<never, never> extends z.input<S> ? { payload?: z.input<S> } : { payload: z.input<S> }

export function defineSchedule<S extends z.ZodMiniType>(
  schedule: { name: string; cron: string; job: JobType<S> } & ScheduledPayload<S>,
): Schedule {
  return {
    name: schedule.name,
    // Parsed here: a malformed expression fails when the module loads, not at its first minute.
    cron: parseCron(schedule.cron),
    job: schedule.job,
    payload: schedule.payload ?? {},
  }
}

/** A stored payload its job's schema refuses: the job fails at once, since a retry cannot mend it. */
export class InvalidJobPayload extends Error {
  constructor(job: string, error: z.core.$ZodError) {
    super(`Invalid payload for job ${job}: ${z.prettifyError(error)}`)
    this.name = 'InvalidJobPayload'
  }
}

/** The payload parsed by the job's schema, or InvalidJobPayload. */
export function parsePayload<S extends z.ZodMiniType>(job: JobType<S>, payload: unknown): z.output<S> {
  const parsed = job.payload.safeParse(payload)
  if (!parsed.success) throw new InvalidJobPayload(job.name, parsed.error)
  return parsed.data
}
