import { ListQuery } from '@portal/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { notifications, users } from '../../db/schema'
import { COUNT_AHEAD_ROWS, listPage, planList, type ListSpec } from './list'

const spec: ListSpec = {
  fields: {
    firstName: { column: users.firstName, sortable: true, filter: 'text' },
    lastName: { column: users.lastName, sortable: true, filter: 'text' },
    email: { column: users.email, sortable: true, filter: 'contains' },
  },
  defaultSort: [{ field: 'lastName', direction: 'asc' }],
  tiebreaker: users.id,
}
const orderBySql = (query: Partial<ListQuery>) =>
  new PgDialect().sqlToQuery(sql.join(planList(ListQuery.parse(query), spec).orderBy, sql`, `)).sql

describe('planList', () => {
  it('sorts a prefix-filtered column by a key its sort index does not match, and others plainly', () => {
    expect(orderBySql({ filter: ['lastName,smi'], sort: ['lastName,desc'] })).toBe(
      `("users"."last_name" || '') desc, "users"."id" asc`,
    )
    expect(orderBySql({ filter: ['lastName,smi'] })).toBe(`("users"."last_name" || '') asc, "users"."id" asc`)
    expect(orderBySql({ filter: ['lastName,smi'], sort: ['firstName,asc'] })).toBe(
      `"users"."first_name" asc, "users"."id" asc`,
    )
    expect(orderBySql({ filter: ['email,smi'], sort: ['email,asc'] })).toBe(`"users"."email" asc, "users"."id" asc`)
    expect(orderBySql({ filter: ['lastName, '], sort: ['lastName,asc'] })).toBe(
      `"users"."last_name" asc, "users"."id" asc`,
    )
  })
})

describe('listPage on a real database', () => {
  let t: TestApp
  let admin: TestClient
  const tag = `lp${Date.now().toString(36)}`
  // Mixed case on purpose: the filter ignores case, the sort is the column's own order.
  const names = ['Smith', 'smith', 'SMITH', 'Smithers', 'Smits', 'Smyth', 'Adams', 'Smith']

  const list = async (query: Record<string, string | string[]>) => {
    const response = await admin.get('/api/admin/users', query)
    expect(response.statusCode).toBe(200)
    return response.json() as { data: { id: number; lastName: string }[]; total: number; lastPage: number }
  }

  beforeAll(async () => {
    t = await createTestApp()
    admin = (await signedIn(t, 'admin')).client
    await t.database.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash)
      select ${tag}, n.name, ${tag} || '-' || n.i || '@example.test', 'x'
      from unnest(${sql.param(names)}::text[]) with ordinality as n(name, i)`)
  })

  afterAll(async () => {
    await t?.close()
  })

  it('filters by prefix regardless of case and pages in the column order, both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const expected = (
        await t.database.db.execute<{ id: number }>(sql`
          select id from users where first_name = ${tag} and lower(last_name) like 'smi%'
          order by last_name ${sql.raw(direction)}, id asc`)
      ).rows.map((row) => row.id)
      expect(expected).toHaveLength(6)
      const seen: number[] = []
      for (const page of ['1', '2']) {
        const result = await list({
          filter: [`firstName,${tag}`, 'lastName,SMI'],
          sort: `lastName,${direction}`,
          limit: '4',
          page,
        })
        expect(result).toMatchObject({ total: 6, lastPage: 2 })
        seen.push(...result.data.map((row) => row.id))
      }
      expect(seen).toEqual(expected)
    }
  })

  it('knows the total from a short last page, and counts when a page is past the end', async () => {
    expect(await list({ filter: `firstName,${tag}`, limit: '5', page: '2' })).toMatchObject({ total: 8, lastPage: 2 })
    const past = await list({ filter: `firstName,${tag}`, limit: '5', page: '3' })
    expect(past).toMatchObject({ data: [], total: 8, lastPage: 2 })
    expect(await list({ filter: `firstName,${tag}x` })).toMatchObject({ data: [], total: 0, lastPage: 1 })
  })

  it(`counts exactly up to ${COUNT_AHEAD_ROWS} rows past the offset, and a lower bound beyond`, async () => {
    const many = `many${tag}`
    const rows = COUNT_AHEAD_ROWS + 150
    await t.database.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash)
      select ${many}, 'Zimmer', ${many} || '-' || g || '@example.test', 'x' from generate_series(1, ${rows}) g`)
    const first = await list({ filter: `firstName,${many}`, limit: '50' })
    expect(first.data).toHaveLength(50)
    expect(first).toMatchObject({ total: COUNT_AHEAD_ROWS, lastPage: COUNT_AHEAD_ROWS / 50 })
    // From the page at the bound on, the count reaches the end: exact again.
    const later = await list({ filter: `firstName,${many}`, limit: '50', page: String(COUNT_AHEAD_ROWS / 50) })
    expect(later).toMatchObject({ total: rows, lastPage: Math.ceil(rows / 50) })
  })

  it('runs the page and its count as one statement, and a second only for a page past the end', async () => {
    const pool = t.database.pool
    const statements: string[] = []
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
    Object.assign(pool, {
      query: (...args: unknown[]) => {
        const config = args[0] as string | { text: string }
        statements.push(typeof config === 'string' ? config : config.text)
        return query(...args)
      },
    })
    try {
      const run = async (page: number) => {
        statements.length = 0
        const plan = planList(ListQuery.parse({ filter: [`firstName,${tag}`, 'lastName,smi'], limit: 4, page }), spec)
        const db = t.database.db
        const result = await listPage(db, plan, {
          page: db.select({ id: users.id }).from(users).$dynamic(),
          count: (rows) => rows.from(users),
        })
        return { result, statements: [...statements] }
      }
      const full = await run(1)
      expect(full.result).toMatchObject({ total: 6, lastPage: 2 })
      expect(full.result.data).toHaveLength(4)
      expect(Object.keys(full.result.data[0] ?? {})).toEqual(['id'])
      expect(full.statements).toHaveLength(1)
      expect(full.statements[0]).toMatch(
        /\(select count\(\*\) from \(select 1 from "users" where .* limit \$\d+\) capped\)/,
      )
      const past = await run(3)
      expect(past.result).toMatchObject({ data: [], total: 6, lastPage: 2 })
      expect(past.statements).toHaveLength(2)
    } finally {
      delete (pool as unknown as { query?: unknown }).query
    }
  })

  describe('with a statement built once per shape', () => {
    /** The statements the pool is asked to run while `during` runs, with their names. */
    async function captured(during: () => Promise<unknown>) {
      const pool = t.database.pool
      const seen: { name?: string; text: string }[] = []
      const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
      Object.assign(pool, {
        query: (...args: unknown[]) => {
          const config = args[0] as string | { name?: string; text: string }
          seen.push(typeof config === 'string' ? { text: config } : { name: config.name, text: config.text })
          return query(...args)
        },
      })
      try {
        await during()
      } finally {
        delete (pool as unknown as { query?: unknown }).query
      }
      return seen
    }
    const db = () => t.database.db
    const run = (filter: string[], statement: string, extra?: { where: ReturnType<typeof sql>; values: object }) => {
      const plan = planList(ListQuery.parse({ filter, limit: 50 }), spec)
      const where = extra ? sql`${plan.where} and ${extra.where}` : plan.where
      return listPage(
        db(),
        { ...plan, where, values: { ...plan.values, ...extra?.values } },
        {
          page: db().select({ id: users.id, lastName: users.lastName }).from(users).$dynamic(),
          count: (rows) => rows.from(users),
        },
        { statement },
      )
    }

    it('fills each request’s own values into the statement of its shape, under one name', async () => {
      let smiths: Awaited<ReturnType<typeof run>> | undefined
      let adams: Awaited<ReturnType<typeof run>> | undefined
      const seen = await captured(async () => {
        smiths = await run([`firstName,${tag}`, 'lastName,smit'], 'test-shape')
        adams = await run([`firstName,${tag}`, 'lastName,ada'], 'test-shape')
      })
      expect(smiths).toMatchObject({ total: 6 })
      expect(smiths?.data.every((row) => row.lastName.toLowerCase().startsWith('smit'))).toBe(true)
      expect(adams).toMatchObject({ total: 1, data: [{ lastName: 'Adams' }] })
      expect(seen).toHaveLength(2)
      expect(seen[0]?.name).toMatch(/^list_/)
      expect(seen[1]?.name).toBe(seen[0]?.name)
      // Another shape (a third filter) is another statement.
      const other = await captured(() => run([`firstName,${tag}`, 'lastName,smit', 'email,example'], 'test-shape'))
      expect(other[0]?.name).toMatch(/^list_/)
      expect(other[0]?.name).not.toBe(seen[0]?.name)
    })

    it('reuses the count for the same filter, and counts again after a write to its table', async () => {
      const filter = [`firstName,${tag}`, 'lastName,sm']
      const page = (limit: number) =>
        listPage(
          db(),
          planList(ListQuery.parse({ filter, limit }), spec),
          { page: db().select({ id: users.id }).from(users).$dynamic(), count: (rows) => rows.from(users) },
          { statement: 'test-count-cache' },
        )
      const counts = (seen: { text: string }[]) => seen.filter((s) => /\) capped\)/.test(s.text)).length
      let first: Awaited<ReturnType<typeof page>> | undefined
      let second: Awaited<ReturnType<typeof page>> | undefined
      const seen = await captured(async () => {
        first = await page(2)
        second = await page(2)
      })
      expect(first).toMatchObject({ total: 7, lastPage: 4 })
      expect(second).toMatchObject({ total: 7, lastPage: 4 })
      expect(seen).toHaveLength(2)
      expect(counts(seen)).toBe(1)
      // A write through this process ends the cached count at once, even with a full page.
      await db()
        .insert(users)
        .values({ firstName: tag, lastName: 'Smalls', email: `${tag}-smalls@example.test`, passwordHash: 'x' })
      let third: Awaited<ReturnType<typeof page>> | undefined
      const after = await captured(async () => {
        third = await page(2)
      })
      expect(third).toMatchObject({ total: 8, lastPage: 4 })
      expect(counts(after)).toBe(1)
      await db()
        .delete(users)
        .where(sql`${users.email} = ${`${tag}-smalls@example.test`}`)
      expect(await page(2)).toMatchObject({ total: 7 })
    })

    it('refuses a value built into the statement, which later requests would reuse', async () => {
      await expect(
        run([`firstName,${tag}`], 'test-literal', { where: sql`${users.lastName} <> ${'Adams'}`, values: {} }),
      ).rejects.toThrow(/literal value/)
    })

    it('under test, fails a key that does not tell two statement texts apart', async () => {
      const lastName = sql.placeholder('excluded')
      await run([`firstName,${tag}`], 'test-variants')
      await expect(
        run([`firstName,${tag}`], 'test-variants', {
          where: sql`${users.lastName} <> ${lastName}`,
          values: { excluded: 'Adams' },
        }),
      ).rejects.toThrow(/misses a variant/)
    })
  })

  it('runs a joined, scoped list (a queue) with its capped count joined the same way, built once', async () => {
    const db = t.database.db
    const title = `${tag}-queue`
    // Each tagged user gets one notification titled for this test: the scope. The filter reads
    // the joined users' last names.
    await db.execute(sql`
      insert into notifications (user_id, title, message)
      select id, ${title}, 'm' from users where first_name = ${tag}`)
    const queueSpec: ListSpec = {
      fields: { lastName: { column: users.lastName, sortable: true, filter: 'text' } },
      defaultSort: [{ field: 'lastName', direction: 'asc' }],
      tiebreaker: notifications.id,
    }
    const queue = (filter: string[], limit: number) => {
      const plan = planList(ListQuery.parse({ filter, limit }), queueSpec)
      const where = and(eq(notifications.title, sql.placeholder('title')), plan.where)
      const joinUser = eq(users.id, notifications.userId)
      return listPage(
        db,
        { ...plan, where, values: { ...plan.values, title } },
        {
          page: db
            .select({ id: notifications.id, lastName: users.lastName })
            .from(notifications)
            .innerJoin(users, joinUser)
            .$dynamic(),
          count: (rows) => rows.from(notifications).innerJoin(users, joinUser),
        },
        { statement: 'test-joined-queue' },
      )
    }
    const seen: string[] = []
    const pool = t.database.pool
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
    Object.assign(pool, {
      query: (...args: unknown[]) => {
        const config = args[0] as string | { text: string }
        seen.push(typeof config === 'string' ? config : config.text)
        return query(...args)
      },
    })
    try {
      const smiths = await queue(['lastName,smi'], 2)
      expect(smiths).toMatchObject({ total: 6, lastPage: 3 })
      expect(smiths.data.map((row) => row.lastName.toLowerCase())).toEqual(['smith', 'smith'])
      expect(await queue(['lastName,ada'], 2)).toMatchObject({ total: 1, data: [{ lastName: 'Adams' }] })
      expect(await queue([], 50)).toMatchObject({ total: names.length })
    } finally {
      delete (pool as unknown as { query?: unknown }).query
    }
    expect(seen[0]).toMatch(
      /\(select count\(\*\) from \(select 1 from "notifications" inner join "users" on .* limit \$\d+\) capped\)/,
    )
  })
})
