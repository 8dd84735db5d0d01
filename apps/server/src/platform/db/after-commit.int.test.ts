import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../test/harness'
import { afterCommit } from './after-commit'
import type { Database } from './database'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('afterCommit', () => {
  it('runs a transaction’s hooks once it has committed, in order', async () => {
    const ran: string[] = []
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('first'))
      await tx.execute(sql`select 1`)
      afterCommit(tx, () => ran.push('second'))
      expect(ran).toEqual([])
    })
    expect(ran).toEqual(['first', 'second'])
  })

  it('never runs them when the transaction rolls back', async () => {
    const ran: string[] = []
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'))
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(ran).toEqual([])
  })

  it('runs a hook at once outside a transaction, where each statement commits by itself', () => {
    const ran: string[] = []
    afterCommit(database.db, () => ran.push('now'))
    expect(ran).toEqual(['now'])
  })

  it('runs a savepoint’s hooks with the outer commit, and drops them when the savepoint rolls back', async () => {
    const ran: string[] = []
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        afterCommit(kept, () => ran.push('kept'))
      })
      await tx
        .transaction(async (undone) => {
          afterCommit(undone, () => ran.push('undone'))
          throw new Error('undo')
        })
        .catch(() => undefined)
      afterCommit(tx, () => ran.push('outer'))
      expect(ran).toEqual([])
    })
    expect(ran).toEqual(['kept', 'outer'])
  })
})
