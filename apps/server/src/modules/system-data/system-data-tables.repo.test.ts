import { SYSTEM_DATA, SYSTEM_DATA_KINDS, isNullable, type SystemDataKind } from '@portal/contracts'
import { Column, SQL, getTableColumns, getTableName, is } from 'drizzle-orm'
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { SYSTEM_DATA_TABLES } from './system-data-tables.repo'

/**
 * The descriptors (contracts) and the tables (Drizzle) are written apart; these checks keep them
 * telling the same story, so a schema change that a form would get wrong fails here first.
 */
const INTERNAL = new Set(['id', 'createdAt', 'updatedAt', 'retiredAt'])

const columnsOf = (kind: SystemDataKind) =>
  getTableColumns(SYSTEM_DATA_TABLES[kind].table) as unknown as Record<string, PgColumn>

describe.each(SYSTEM_DATA_KINDS.map((kind) => [kind]))('%s', (kind) => {
  const descriptor = SYSTEM_DATA[kind]
  const table = SYSTEM_DATA_TABLES[kind].table
  const columns = columnsOf(kind)
  const fieldByName = new Map(descriptor.fields.map((field) => [field.name, field]))

  it('describes every column of its table, and only those', () => {
    const columnNames = Object.keys(columns).filter((name) => !INTERNAL.has(name))
    const fieldNames = descriptor.fields.filter((f) => f.type !== 'references').map((f) => f.name)
    expect(fieldNames.sort()).toEqual(columnNames.sort())
    for (const field of descriptor.fields.filter((f) => f.type === 'references')) {
      expect(SYSTEM_DATA_TABLES[kind].links?.[field.name], field.name).toBeDefined()
    }
  })

  it('requires what the table requires and allows null where the table does', () => {
    for (const [name, column] of Object.entries(columns)) {
      const field = fieldByName.get(name)
      if (!field || field.readOnly) continue
      if (column.notNull && !column.hasDefault) expect(field.required, name).toBe(true)
      expect(isNullable(field), name).toBe(!column.notNull)
    }
  })

  it('limits texts to the column length and choices to the column literals', () => {
    for (const field of descriptor.fields) {
      const column = columns[field.name]
      if (!column) continue
      const length = (column as unknown as { length?: number }).length
      if ((field.type === 'text' || field.type === 'url' || field.type === 'textarea') && length !== undefined) {
        expect(field.maxLength, field.name).toBe(length)
      }
      if (field.type === 'select') expect([...field.options], field.name).toEqual(column.enumValues)
    }
  })

  it('points each reference field at the table of the kind it names', () => {
    const foreignKeys = getTableConfig(table).foreignKeys.map((fk) => fk.reference())
    for (const field of descriptor.fields) {
      if (field.type !== 'reference') continue
      const column = columns[field.name]
      const fk = foreignKeys.find((ref) => ref.columns[0] === column)
      expect(fk, field.name).toBeDefined()
      expect(getTableName(fk?.foreignTable ?? table), field.name).toBe(
        getTableName(SYSTEM_DATA_TABLES[field.kind].table),
      )
    }
  })

  it('marks a field of every unique key, so a duplicate lands on a field', () => {
    for (const index of getTableConfig(table).indexes) {
      if (!index.config.unique) continue
      // Plain columns, or the columns inside an expression such as lower(code).
      const indexed = index.config.columns.flatMap((c) =>
        is(c, SQL)
          ? c.queryChunks.filter((chunk) => is(chunk, Column)).map((chunk) => chunk.name)
          : [(c as { name?: string }).name],
      )
      const marked = descriptor.fields.filter((f) => f.unique && indexed.includes(columns[f.name]?.name))
      expect(marked.length, index.config.name).toBeGreaterThan(0)
    }
  })
})
