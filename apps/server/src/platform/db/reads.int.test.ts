import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../test/harness'
import type { Database, DbOrTx } from './database'
import { readAll } from './reads'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

interface PgClientInternals {
  _activeQuery: unknown
  _queryQueue: unknown[]
  query: (...args: unknown[]) => unknown
}

const valueOf = (db: DbOrTx, n: number) => async () =>
  (await db.execute<{ n: number }>(sql`select ${n}::int as n`)).rows[0]?.n

describe('readAll', () => {
  it('answers in order on the pool', async () => {
    expect(await readAll(database.db, [valueOf(database.db, 1), valueOf(database.db, 2)])).toEqual([1, 2])
  })

  it('never queues a statement behind another on a transaction’s one connection', async () => {
    const result = await database.db.transaction(async (tx) => {
      // node-postgres internals, read only: the statement running and those waiting behind it.
      const client = (tx as unknown as { session: { client: PgClientInternals } }).session.client
      let overlapped = false
      const query = client.query
      client.query = (...args: unknown[]) => {
        if (client._activeQuery || client._queryQueue.length > 0) overlapped = true
        return query.apply(client, args)
      }
      const reads = await readAll(tx, [valueOf(tx, 3), valueOf(tx, 4), valueOf(tx, 5)])
      client.query = query
      return { reads, overlapped }
    })
    expect(result).toEqual({ reads: [3, 4, 5], overlapped: false })
  })
})
