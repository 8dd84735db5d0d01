import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, users } from '../../db/schema'
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

/** Every kind of field a select maps: columns of each type, computed values, a left join's nulls. */
const everyKind = (db: Parameters<Parameters<typeof preparedStatement>[1]>[0]) =>
  db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      dateOfBirth: users.dateOfBirth,
      directoryConsent: users.directoryConsent,
      textPreferences: users.textPreferences,
      middleName: users.middleName,
      doubled: sql<number>`${users.id} * 2`.mapWith(Number),
      label: sql<string>`'#' || ${users.id}`.as('label'),
      city: addresses.city,
    })
    .from(users)
    .leftJoin(addresses, eq(addresses.id, users.primaryAddressId))
    .where(eq(users.id, sql.placeholder('id')))
const everyKindPrepared = preparedStatement<unknown[], { id: number }>('test_every_kind', everyKind)

describe('preparedStatement', () => {
  it('maps rows exactly as Drizzle does, every kind of field', async () => {
    const user = await createUser(t, { lastName: 'Mapped' })
    await t.database.db
      .update(users)
      .set({ dateOfBirth: '1990-02-03', textPreferences: ['events'] })
      .where(eq(users.id, user.id))
    const prepared = await everyKindPrepared(t.database.db, { id: user.id })
    const plain = await everyKind(t.database.db).execute({ id: user.id })
    expect(prepared).toEqual(plain)
    expect(Object.keys(prepared[0] as object)).toEqual(Object.keys(plain[0] as object))
    const [row] = prepared as Array<Record<string, unknown>>
    expect(row).toMatchObject({ id: user.id, doubled: user.id * 2, label: `#${user.id}`, city: null, middleName: null })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

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
