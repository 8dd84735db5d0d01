/** Membership requests and records, and event registrations (spec 1 §2.8-2.9, spec 3). */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { MEMBERSHIP_REQUEST_STATUSES } from '@portal/contracts'
import { createdAt, id, oneOf, updatedAt } from './columns'
import { events, membershipTypes } from './catalog'
import { users } from './users'

/** A request to join or renew: in the cart, then paid and pending review, then decided. */
export const membershipRequests = pgTable(
  'membership_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    status: varchar('status', { length: 20, enum: MEMBERSHIP_REQUEST_STATUSES }).notNull().default('cart'),
    isRequestingCall: boolean('is_requesting_call').notNull().default(false),
    memberForTenYears: boolean('member_for_ten_years').notNull().default(false),
    dateOfBirth: date('date_of_birth'),
    /** First day of the requested term (a pre-purchase may start up to 3 years ahead). */
    startsOn: date('starts_on').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decisionMessage: text('decision_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_requests_status_idx').on(t.status, t.submittedAt),
    index('membership_requests_user_idx').on(t.userId, t.createdAt),
    oneOf('membership_requests_status_check', t.status, MEMBERSHIP_REQUEST_STATUSES),
  ],
)

/** A membership record: a term of 364 days from its start (US Eastern days). */
export const userMemberships = pgTable(
  'user_memberships',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    membershipRequestId: integer('membership_request_id').references(() => membershipRequests.id, {
      onDelete: 'set null',
    }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    approved: boolean('approved').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "A membership covering today" per user (the directory checks it for every row it lists).
    index('user_memberships_user_idx').on(t.userId, t.endsOn, t.startsOn, t.approved),
    index('user_memberships_ends_on_idx').on(t.endsOn),
    check('user_memberships_dates_check', sql`${t.endsOn} > ${t.startsOn}`),
  ],
)

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_user_event_key').on(t.userId, t.eventId),
    index('event_registrations_event_idx').on(t.eventId),
  ],
)
