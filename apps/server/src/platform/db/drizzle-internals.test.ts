import { sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { addSelectedField, withCompiledRowMapper } from './drizzle-internals'

describe('the Drizzle internals the list runner relies on', () => {
  it('adds a column to a dynamic select, in the SQL and in the mapped row', () => {
    const select = new QueryBuilder().select({ id: users.id }).from(users).$dynamic()
    addSelectedField(select, 'extra', sql`(select 41 + 1)`.mapWith(Number))
    expect(select.toSQL().sql).toBe('select "id", (select 41 + 1) from "users"')
  })

  it('refuses loudly when a select does not keep its columns where it used to', () => {
    const notASelect = {} as Parameters<typeof addSelectedField>[0]
    expect(() => addSelectedField(notASelect, 'extra', sql`1`)).toThrow(/drizzle-orm internals changed/)
  })

  it('compiles the row mapping of a prepared select of flat columns, through each field’s decoder', () => {
    const prepared = {
      fields: [
        { path: ['id'], field: users.id },
        { path: ['createdAt'], field: users.createdAt },
        { path: ['total'], field: sql`count(*)`.mapWith(Number) },
      ],
    } as { fields: unknown[]; customResultMapper?: (rows: unknown[][]) => unknown }
    withCompiledRowMapper(prepared)
    expect(
      prepared.customResultMapper?.([
        [7, '2026-11-24 10:00:00+00', '12'],
        [8, null, null],
      ]),
    ).toEqual([
      { id: 7, createdAt: new Date('2026-11-24T10:00:00Z'), total: 12 },
      { id: 8, createdAt: null, total: null },
    ])
  })

  it('leaves a nested selection to Drizzle, and refuses a prepared select without its fields', () => {
    const nested = { fields: [{ path: ['user', 'id'], field: users.id }] } as { customResultMapper?: unknown }
    expect(withCompiledRowMapper(nested).customResultMapper).toBeUndefined()
    expect(() => withCompiledRowMapper({})).toThrow(/drizzle-orm internals changed/)
  })
})
