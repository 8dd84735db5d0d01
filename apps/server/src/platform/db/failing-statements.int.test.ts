/**
 * A failed statement of any kind must leave the database usable for every later request: the
 * hot prepared statements (the session and user lookups of every signed-in call) and the lists
 * built once per shape. On the embedded database every connection shares one backend, so a
 * connection that the pool replaced after an error once left its named statements behind and
 * every later signed-in request answered 500 ("prepared statement ... already exists").
 */
import { GenericMessages } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { connect } from './database'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
let member: { user: { id: number; email: string }; client: TestClient }

beforeAll(async () => {
  t = await createTestApp()
  member = await signedIn(t)
  await t.database.db
    .insert(notifications)
    .values([{ userId: member.user.id, title: 'Still here', message: 'A notification for the list', url: '/' }])
})
afterAll(async () => {
  await t?.close()
})

/** The calls that go through named prepared statements and a list built once per shape. */
async function expectPortalServes() {
  const user = await member.client.get('/api/user')
  expect(user.statusCode).toBe(200)
  expect(user.json().email).toBe(member.user.email)
  const list = await member.client.get('/api/notifications', { limit: '10', page: '1' })
  expect(list.statusCode).toBe(200)
  expect(list.json().data.map((row: { title: string }) => row.title)).toEqual(['Still here'])
  const ready = await t.client().get('/api/ready')
  expect(ready.statusCode).toBe(200)
}

/** Runs `statement` on a connection of the app's own pool and expects it to fail. */
async function failOnPool(statement: (client: pg.PoolClient) => Promise<unknown>, message: RegExp) {
  const client = await t.database.pool.connect()
  let failure: unknown
  try {
    await statement(client)
  } catch (error) {
    failure = error
  } finally {
    // As pg-pool does after a failed query: the connection is thrown away and replaced.
    client.release(failure instanceof Error ? failure : undefined)
  }
  expect(String(failure)).toMatch(message)
}

describe('after a failed statement every request still answers', () => {
  it('serves before anything failed', async () => {
    await expectPortalServes()
  })

  it('survives an encoding error (a NUL character in a text value)', async () => {
    await expect(t.database.db.execute(sql`select ${'a\u0000b'}::text`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/invalid byte sequence/) },
    })
    await expectPortalServes()
  })

  it('survives a constraint violation', async () => {
    await expect(
      t.database.db.execute(sql`insert into users (first_name, last_name, email, password_hash)
        values ('A', 'B', ${member.user.email}, 'x')`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/duplicate key/) } })
    await expectPortalServes()
  })

  it('survives a failed statement inside a transaction', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await tx.execute(sql`select 1/0`)
      }),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } })
    await expectPortalServes()
  })

  it('survives a failed named prepared statement', async () => {
    await failOnPool(
      (client) => client.query({ name: 'session_by_id', text: 'select $1::int / 0', values: [1] }),
      /division by zero|already exists|must be unique/,
    )
    await expectPortalServes()
  })

  it('survives a statement its client stopped waiting for', async () => {
    await failOnPool(
      (client) =>
        client.query({ text: 'select count(*) from generate_series(1, 1000000)', query_timeout: 5 } as pg.QueryConfig),
      /timeout/,
    )
    await expectPortalServes()
  })

  // PGlite has no statement timeout (nothing interrupts a statement in its single thread).
  it.runIf(process.env.DATABASE_URL)('survives a statement cancelled by the server’s timeout', async () => {
    await failOnPool(async (client) => {
      await client.query('begin')
      await client.query(`set local statement_timeout = '20ms'`)
      await client.query('select pg_sleep(5)')
    }, /statement timeout/)
    await expectPortalServes()
  })

  it('survives a connection dropped in the middle of a transaction', async () => {
    const client = await t.database.pool.connect()
    await client.query('begin')
    await client.query(`update users set first_name = 'Dropped' where id = ${member.user.id}`)
    // The socket goes away as it would if the network or the server dropped it.
    ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
    client.release(new Error('connection dropped'))
    await expectPortalServes()
    // Nothing of the dropped transaction stayed.
    expect((await member.client.get('/api/user')).json().firstName).toBe('Test')
  })
})

describe('readiness', () => {
  it('fails while the database cannot serve requests, while health still answers', async () => {
    // An app whose pool reaches no database: nothing listens on port 1.
    const unreachable = connect('postgres://postgres@127.0.0.1:1/none', { max: 1, kind: 'postgres' })
    const app = await createTestApp({ database: { ...unreachable, close: async () => {} } })
    try {
      const ready = await app.client().get('/api/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ message: 'The database is not ready.' })
      expect((await app.client().get('/api/health')).statusCode).toBe(200)

      // A signed-in request (its session is read from the database) answers 503, to try again.
      const browser = app.client()
      browser.cookies.set('portal_session', 'a-session-of-before-the-outage')
      for (const response of [
        await browser.get('/api/user'),
        await browser.post('/api/notifications', { all: true }),
      ]) {
        expect(response.statusCode).toBe(503)
        expect(response.json()).toMatchObject({ code: 'service_unavailable', message: GenericMessages.unavailable })
        expect(response.headers['retry-after']).toBe('5')
      }
    } finally {
      await app.close()
      await unreachable.close()
    }
  })
})
