import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)

/** Password reset links: single use, 60 minutes, only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId), index('password_resets_expires_at_idx').on(t.expiresAt)],
)

/**
 * E-mail address changes, kept so the old address can undo one (the link mailed to it): single
 * use, 7 days, only the token's SHA-256 is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: varchar('old_email', { length: 254 }).notNull(),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId), index('email_changes_expires_at_idx').on(t.expiresAt)],
)

/**
 * Sign-ups waiting for their e-mail address to be confirmed: the account is created when the
 * link mailed to the address is opened, so a sign-up answers the same whether or not the
 * address already has an account (decision 0010). Only the token's SHA-256 is stored.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The account's values as the sign-up form gave them (the password as its hash). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email),
    index('pending_registrations_expires_at_idx').on(t.expiresAt),
  ],
)

/** Fixed-window counters shared by every app instance (sign-in limits, one-time captcha ids). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

/** Who did what: sign-ins, failures, sign-outs, resets and every admin write. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: varchar('action', { length: 100 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: varchar('subject_type', { length: 50 }),
    subjectId: varchar('subject_id', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt),
    index('audit_events_actor_id_idx').on(t.actorId, t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
  ],
)

/** Copy and video shown to a visitor who was sent to sign in from a given page. */
export const referrerContexts = pgTable('referrer_contexts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pathPrefix: varchar('path_prefix', { length: 300 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  copy: text('copy').notNull(),
  videoUrl: varchar('video_url', { length: 500 }),
  active: boolean('active').notNull().default(true),
})

export type SessionRow = typeof sessions.$inferSelect
export type UserRow = typeof import('./users').users.$inferSelect
