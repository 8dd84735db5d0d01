import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createTestApp, createUser, type TestApp } from '../../../test/harness'
import { preparedStatement } from './prepared'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const lastNameOf = preparedStatement<{ lastName: string }[], { id: number }>('test_last_name_of', (db) =>
  db
    .select({ lastName: users.lastName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
)

describe('preparedStatement', () => {
  it('is built once and runs with each call’s own values', async () => {
    const a = await createUser(t, { lastName: 'Prepared-A' })
    const b = await createUser(t, { lastName: 'Prepared-B' })
    expect(await lastNameOf(t.database.db, { id: a.id })).toEqual([{ lastName: 'Prepared-A' }])
    expect(await lastNameOf(t.database.db, { id: b.id })).toEqual([{ lastName: 'Prepared-B' }])
    expect(await lastNameOf(t.database.db, { id: -1 })).toEqual([])
  })

  it('runs inside the transaction it is given', async () => {
    const user = await createUser(t, { lastName: 'Before' })
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ lastName: 'Inside' }).where(eq(users.id, user.id))
        expect(await lastNameOf(tx, { id: user.id })).toEqual([{ lastName: 'Inside' }])
        tx.rollback()
      })
      .catch(() => {})
    expect(await lastNameOf(t.database.db, { id: user.id })).toEqual([{ lastName: 'Before' }])
  })

  it('refuses a value built into the statement, which every later call would reuse', async () => {
    const user = await createUser(t)
    const withLiteral = preparedStatement('test_with_literal', (db) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, user.id)),
    )
    await expect(async () => withLiteral(t.database.db, {})).rejects.toThrow(/literal value/)
  })

  it('refuses a second statement under a name already defined', () => {
    expect(() => preparedStatement('test_last_name_of', (db) => db.select().from(users))).toThrow(/already defined/)
  })
})
