import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

export const jobStatusValues = ['queued', 'running', 'done', 'failed'] as const

/**
 * The durable job queue. A job is enqueued in the same transaction as the change that causes
 * it; workers claim due jobs with FOR UPDATE SKIP LOCKED, so each runs on exactly one worker.
 * `unique_key` makes scheduled (cron) runs and other deduplicated jobs exactly-once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: varchar('status', { length: 20, enum: jobStatusValues }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    lastError: text('last_error'),
    uniqueKey: varchar('unique_key', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_unique_key_key').on(t.uniqueKey),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
)

export const mailStatusValues = ['queued', 'sent', 'stored', 'failed'] as const

/** Every e-mail the portal writes. Sent by SMTP when configured, otherwise kept here for admins. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: varchar('template', { length: 100 }).notNull(),
    status: varchar('status', { length: 20, enum: mailStatusValues }).notNull().default('queued'),
    transport: varchar('transport', { length: 20 }),
    messageId: varchar('message_id', { length: 300 }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_created_at_idx').on(t.createdAt, t.id),
    index('mail_messages_to_idx').on(t.to),
    check('mail_messages_status_check', sql`${t.status} in ('queued', 'sent', 'stored', 'failed')`),
  ],
)

/** Small facts about this installation (e.g. when demo data was seeded). */
export const appState = pgTable('app_state', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
