import { sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { addSelectedField } from './drizzle-internals'

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
})
