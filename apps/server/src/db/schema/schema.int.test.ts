/**
 * The migrations build exactly the schema the code declares, on PGlite and on PostgreSQL (CI
 * runs this file on both), and the database itself refuses rows that break the model's rules.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql, TransactionRollbackError } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createUser, type TestApp } from '../../../test/harness'
import { insertRegistration } from '../../../test/registration-fixtures'
import { MIGRATIONS_FOLDER } from '../../platform/db/migrate'
import * as schema from './index'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable)

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const result = await t.database.pool.query(text, values)
  return result.rows as T[]
}

describe('migrations', () => {
  it('applied every migration of the journal', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    const [row] = await query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations')
    expect(Number(row?.count)).toBe(journal.entries.length)
  })

  it('created every declared table with every declared column, type nullability included', async () => {
    const columns = await query<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(
      `select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    )
    const inDatabase = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable]))
    const missing: string[] = []
    const nullability: string[] = []
    for (const table of tables) {
      const config = getTableConfig(table)
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`
        const actual = inDatabase.get(key)
        if (actual === undefined) missing.push(key)
        else if ((actual === 'NO') !== (column.notNull || column.primary)) nullability.push(key)
      }
    }
    expect(tables.length).toBeGreaterThan(70)
    expect(missing).toEqual([])
    expect(nullability).toEqual([])
  })

  it('has no table the code does not declare', async () => {
    const declared = new Set(tables.map((table) => getTableConfig(table).name))
    const actual = await query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    expect(actual.map((r) => r.table_name).filter((name) => !declared.has(name))).toEqual([])
  })
})

describe('migration 0015: a waiting approval carries its decision on its charge', () => {
  /** The migration's data statements (its first statement added the column). */
  const dataStatements = readFileSync(path.join(MIGRATIONS_FOLDER, '0015_pending_decisions.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .slice(1)

  it('moves a registration’s decision from its extra and a membership’s message from its notes', async () => {
    const { db } = t.database
    const candidate = await createUser(t)
    const member = await createUser(t)
    const staff = await createUser(t, { role: 'admin' })
    const registration = await insertRegistration(t, candidate.id, {
      values: {
        status: 'registration_approval',
        extra: {
          courseMaterialIds: [3],
          pendingApproval: { message: '<p>Welcome &amp; good luck</p>', welcomeEmail: false, reviewerId: staff.id },
        },
      },
    })
    const [line] = await db
      .insert(schema.lineItems)
      .values({
        userId: candidate.id,
        categoryType: 'registration_fee',
        categoryId: registration.id,
        registrationId: registration.id,
        name: 'Registration fee',
        priceCents: 1000,
        finalPriceCents: 1000,
      })
      .returning()
    const attempt = (userId: number, purpose: string, lineItemIds: number[], notes: string | null) => ({
      userId,
      paymentMethodType: 'existing' as const,
      amountCents: 1000,
      lineItemIds,
      recordedById: staff.id,
      notes,
      purpose,
      offSession: true,
      idempotencyKey: `migration-${userId}-${purpose}`,
      requestFingerprint: '',
      status: 'pending' as const,
    })
    await db
      .insert(schema.paymentAttempts)
      .values([
        attempt(candidate.id, 'registration_approval', [line?.id ?? 0], 'Welcome & good luck'),
        attempt(member.id, 'membership_approval', [], 'Glad <you> joined\nsee you'),
      ])
    for (const statement of dataStatements) await t.database.pool.query(statement)

    const decisions = await query<{ user_id: number; decision: unknown }>(
      'select user_id, decision from payment_attempts where user_id = any($1) order by id',
      [[candidate.id, member.id]],
    )
    expect(decisions).toEqual([
      {
        user_id: candidate.id,
        decision: {
          reviewerId: staff.id,
          message: { html: '<p>Welcome &amp; good luck</p>', text: 'Welcome & good luck' },
          options: { welcomeEmail: false, withoutExam: false },
        },
      },
      {
        user_id: member.id,
        decision: {
          reviewerId: staff.id,
          message: { html: '<p>Glad &lt;you&gt; joined<br>see you</p>', text: 'Glad <you> joined\nsee you' },
          options: {},
        },
      },
    ])
    const [kept] = await query<{ extra: unknown }>('select extra from registrations where id = $1', [registration.id])
    expect(kept?.extra).toEqual({ courseMaterialIds: [3] })
  })
})

describe('the database enforces the model', () => {
  let userId: number
  let certificationId: number
  let trainingId: number

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8)
    ;[{ id: userId }] = (await query<{ id: number }>(
      `insert into users (first_name, last_name, email, password_hash) values ('Schema', 'Test', $1, 'x') returning id`,
      [`schema-${suffix}@example.test`],
    )) as [{ id: number }]
    const [cert] = await query<{ id: number }>(`select id from certifications where key = 'afc'`)
    certificationId =
      cert?.id ??
      (
        (await query<{ id: number }>(
          `insert into certifications (key, name) values ('afc', 'Accredited Financial Counselor') returning id`,
        )) as [{ id: number }]
      )[0].id
    ;[{ id: trainingId }] = (await query<{ id: number }>(`insert into trainings (name) values ($1) returning id`, [
      `Schema training ${suffix}`,
    ])) as [{ id: number }]
  })

  /** Runs one statement and returns the SQLSTATE it failed with (or 'ok'). */
  async function sqlState(text: string, values: unknown[] = []): Promise<string> {
    try {
      await t.database.pool.query(text, values)
      return 'ok'
    } catch (error) {
      return (error as { code?: string }).code ?? 'unknown'
    }
  }

  const CHECK_VIOLATION = '23514'
  const FK_VIOLATION = '23503'
  const UNIQUE_VIOLATION = '23505'

  it('answers the next statement normally after one fails (the embedded database keeps serving)', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await sqlState(`insert into registrations (user_id) values ($1)`, [userId])).toBe(CHECK_VIOLATION)
      expect(await sqlState(`select 1`)).toBe('ok')
    }
  })

  it('accepts a well-formed registration and refuses one for both or neither a certification and a training', async () => {
    expect(
      await sqlState(`insert into registrations (user_id, certification_id) values ($1, $2)`, [
        userId,
        certificationId,
      ]),
    ).toBe('ok')
    expect(
      await sqlState(`insert into registrations (user_id, certification_id, training_id) values ($1, $2, $3)`, [
        userId,
        certificationId,
        trainingId,
      ]),
    ).toBe(CHECK_VIOLATION)
    expect(await sqlState(`insert into registrations (user_id) values ($1)`, [userId])).toBe(CHECK_VIOLATION)
  })

  it('refuses status literals outside the contracts enums', async () => {
    expect(
      await sqlState(`insert into registrations (user_id, certification_id, status) values ($1, $2, 'approved')`, [
        userId,
        certificationId,
      ]),
    ).toBe(CHECK_VIOLATION)
    expect(
      await sqlState(
        `insert into user_certifications (user_id, certification_id, status, certified_on) values ($1, $2, 'lapsed', '2026-01-01')`,
        [userId, certificationId],
      ),
    ).toBe(CHECK_VIOLATION)
  })

  it('keeps money and quantities sane', async () => {
    const insertItem = (quantity: number, price: number) =>
      sqlState(
        `insert into line_items (user_id, category_type, category_id, name, price_cents, final_price_cents, quantity)
         values ($1, 'donation', 1, 'Gift', $2, $2, $3)`,
        [userId, price, quantity],
      )
    expect(await insertItem(1, 2500)).toBe('ok')
    expect(await insertItem(0, 2500)).toBe(CHECK_VIOLATION)
    expect(await insertItem(1, -1)).toBe(CHECK_VIOLATION)
    // A line item is paid exactly when it has a transaction.
    expect(
      await sqlState(
        `insert into line_items (user_id, category_type, category_id, name, price_cents, final_price_cents, paid_at)
         values ($1, 'donation', 1, 'Gift', 100, 100, now())`,
        [userId],
      ),
    ).toBe(CHECK_VIOLATION)
    expect(
      await sqlState(`insert into discounts (code, percentage, amount) values ($1, true, 150)`, [
        `PCT${Math.random().toString(36).slice(2, 8)}`,
      ]),
    ).toBe(CHECK_VIOLATION)
  })

  it('refuses a review or file that points at more than one record', async () => {
    const [registration] = await query<{ id: number }>(
      `insert into registrations (user_id, certification_id) values ($1, $2) returning id`,
      [userId, certificationId],
    )
    const [extension] = await query<{ id: number }>(
      `insert into extensions (user_id, registration_id, program, completed_hours, signature) values ($1, $2, 'AFC', 500, 'S') returning id`,
      [userId, registration?.id],
    )
    expect(
      await sqlState(
        `insert into reviews (registration_id, extension_id, approved, status) values ($1, $2, true, 'approved')`,
        [registration?.id, extension?.id],
      ),
    ).toBe(CHECK_VIOLATION)
    expect(
      await sqlState(`insert into reviews (registration_id, approved, status) values ($1, true, 'approved')`, [
        registration?.id,
      ]),
    ).toBe('ok')
  })

  it('refuses a membership that ends before it starts and texts without the terms', async () => {
    const [type] = await query<{ id: number }>(`select id from membership_types where key = 'professional'`)
    const membershipTypeId =
      type?.id ??
      (
        (await query<{ id: number }>(
          `insert into membership_types (key, name, price_cents) values ('professional', 'Professional', 10000) returning id`,
        )) as [{ id: number }]
      )[0].id
    expect(
      await sqlState(
        `insert into user_memberships (user_id, membership_type_id, starts_on, ends_on) values ($1, $2, '2026-05-01', '2026-04-30')`,
        [userId, membershipTypeId],
      ),
    ).toBe(CHECK_VIOLATION)
    expect(await sqlState(`update users set will_text = true, agree_tos = false where id = $1`, [userId])).toBe(
      CHECK_VIOLATION,
    )
  })

  it('keeps each user’s membership days in step with every write of their approved records', async () => {
    const [type] = await query<{ id: number }>(`select id from membership_types order by id limit 1`)
    const [other] = await query<{ id: number }>(
      `insert into users (first_name, last_name, email, password_hash) values ('Days', 'Other', $1, 'x') returning id`,
      [`days-${Math.random().toString(36).slice(2, 8)}@example.test`],
    )
    const days = async (id: number | undefined) =>
      (await query<{ days: string }>(`select membership_days::text as days from users where id = $1`, [id]))[0]?.days
    const covers = async (id: number, day: string) =>
      (
        await query<{ covered: boolean }>(`select membership_days @> $2::date as covered from users where id = $1`, [
          id,
          day,
        ])
      )[0]?.covered

    const [first] = await query<{ id: number }>(
      `insert into user_memberships (user_id, membership_type_id, starts_on, ends_on) values ($1, $2, '2025-01-01', '2025-12-31') returning id`,
      [userId, type?.id],
    )
    // Back to back with the first: one span of days, both ends included.
    await query(
      `insert into user_memberships (user_id, membership_type_id, starts_on, ends_on, approved) values ($1, $2, '2026-01-01', '2026-12-31', false), ($1, $2, '2028-01-01', '2028-12-31', true)`,
      [userId, type?.id],
    )
    expect(await days(userId)).toBe('{[2025-01-01,2026-01-01),[2028-01-01,2029-01-01)}')
    expect(await covers(userId, '2025-12-31')).toBe(true)
    expect(await covers(userId, '2026-06-01')).toBe(false)

    await query(`update user_memberships set approved = true where user_id = $1 and not approved`, [userId])
    expect(await days(userId)).toBe('{[2025-01-01,2027-01-01),[2028-01-01,2029-01-01)}')

    // A record moved to another user (an account merge) leaves one and reaches the other.
    await query(`update user_memberships set user_id = $2 where id = $1`, [first?.id, other?.id])
    expect(await days(userId)).toBe('{[2026-01-01,2027-01-01),[2028-01-01,2029-01-01)}')
    expect(await days(other?.id)).toBe('{[2025-01-01,2026-01-01)}')

    await query(`delete from user_memberships where user_id = $1 and starts_on = '2028-01-01'`, [userId])
    expect(await days(userId)).toBe('{[2026-01-01,2027-01-01)}')

    // Emptying the table (inside a transaction rolled back, for the other tests) empties every user's days.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate user_memberships cascade`)
        const rows = await tx.execute<{ count: string }>(
          sql`select count(*) from users where not isempty(membership_days)`,
        )
        expect(Number(rows.rows[0]?.count)).toBe(0)
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error
      })
    expect(await days(userId)).toBe('{[2026-01-01,2027-01-01)}')
  })

  it('keeps references and unique keys', async () => {
    expect(
      await sqlState(`insert into experiences (registration_id, service_type_id, organization, hours, supervisor_name, supervisor_email, supervisor_phone, description, start_date, end_date)
        values (2147483647, 1, 'Org', 10, 'S', 's@example.test', '5555555555', 'D', '2026-01-01', '2026-01-02')`),
    ).toBe(FK_VIOLATION)
    const code = `Code-${Math.random().toString(36).slice(2, 8)}`
    expect(await sqlState(`insert into discounts (code, amount) values ($1, 500)`, [code])).toBe('ok')
    // Codes are unique regardless of case.
    expect(await sqlState(`insert into discounts (code, amount) values ($1, 500)`, [code.toUpperCase()])).toBe(
      UNIQUE_VIOLATION,
    )
  })
})
