import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

export const roleValues = ['member', 'admin'] as const

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: roleValues }).notNull().default('member'),
    cellPhone: varchar('cell_phone', { length: 20 }),
    willText: boolean('will_text').notNull().default(false),
    agreeTos: boolean('agree_tos').notNull().default(false),
    referral: varchar('referral', { length: 255 }),
    mailingOptIn: boolean('mailing_opt_in').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail is unique regardless of case; it is also stored lower-cased.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_last_name_first_name_idx').on(t.lastName, t.firstName, t.id),
    index('users_first_name_idx').on(t.firstName, t.id),
    check('users_role_check', sql`${t.role} in ('member', 'admin')`),
  ],
)
