/**
 * The only code that touches the system-data tables. The kind is chosen at runtime, so every
 * statement is built from the registry (table and columns) and the kind's descriptor (fields).
 */
import {
  SYSTEM_DATA,
  type CannedMessageCategory,
  type FieldDescriptor,
  type ListQuery,
  type ListResult,
  type SystemDataKind,
} from '@portal/contracts'
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { listPage, planList, type ListField, type ListSpec } from '../../platform/http/list'
import { cannedMessages } from '../../db/schema'
import { SYSTEM_DATA_TABLES, columnOf, columnsOf, type LinkTable } from './system-data-tables.repo'

/** A row as the database returns it: field values, dates as Date, plus reference titles. */
export type StoredRow = Record<string, unknown> & { id: number; retiredAt: Date | null }

const LABEL_PREFIX = '__label_'

const tableOf = (kind: SystemDataKind) => SYSTEM_DATA_TABLES[kind].table

function linkOf(kind: SystemDataKind, field: string): LinkTable {
  const link = SYSTEM_DATA_TABLES[kind].links?.[field]
  if (!link) throw new Error(`system data ${kind}: no link table for field ${field}`)
  return link
}

/**
 * The title of the `kind` row whose id is `idExpression`, as a correlated subquery. A kind with a
 * title prefix (a pathway: its certification) puts the referenced title in front.
 */
export function titleSql(kind: SystemDataKind, idExpression: PgColumn | SQL): SQL {
  const descriptor = SYSTEM_DATA[kind]
  const table = tableOf(kind)
  const own = columnOf(kind, descriptor.titleField)
  const prefixField = descriptor.titlePrefixField
    ? descriptor.fields.find((field) => field.name === descriptor.titlePrefixField)
    : undefined
  const title =
    prefixField?.type === 'reference'
      ? sql`concat_ws(' – ', ${titleSql(prefixField.kind, columnOf(kind, prefixField.name))}, ${own})`
      : sql`${own}`
  return sql`(select ${title} from ${table} where ${columnsOf(kind).id} = ${idExpression})`
}

function linkedIdsSql(kind: SystemDataKind, field: string): SQL<number[]> {
  const link = linkOf(kind, field)
  return sql<
    number[]
  >`coalesce((select array_agg(${link.other} order by ${link.other}) from ${link.table} where ${link.own} = ${columnsOf(kind).id}), '{}'::integer[])`
}

/** What a read selects: every descriptor field, the row's state and the reference titles. */
function selection(kind: SystemDataKind): Record<string, PgColumn | SQL> {
  const columns = columnsOf(kind)
  const selected: Record<string, PgColumn | SQL> = {
    id: columns.id,
    retiredAt: columns.retiredAt,
    createdAt: columns.createdAt,
    updatedAt: columns.updatedAt,
  }
  for (const field of SYSTEM_DATA[kind].fields) {
    if (field.type === 'references') {
      selected[field.name] = linkedIdsSql(kind, field.name)
      continue
    }
    const column = columnOf(kind, field.name)
    selected[field.name] = column
    if (field.type === 'reference') selected[`${LABEL_PREFIX}${field.name}`] = titleSql(field.kind, column)
  }
  return selected
}

/** Splits the reference titles off a selected row. */
function toStoredRow(raw: Record<string, unknown>): StoredRow {
  const row: Record<string, unknown> = {}
  const labels: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith(LABEL_PREFIX)) labels[key.slice(LABEL_PREFIX.length)] = (value as string | null) ?? null
    else row[key] = value
  }
  row.labels = labels
  return row as StoredRow
}

function listField(kind: SystemDataKind, field: FieldDescriptor): ListField | null {
  if (!field.sortable && !field.filter) return null
  if (field.type === 'references' || field.type === 'json' || field.type === 'multiselect') return null
  const column = columnOf(kind, field.name)
  return {
    // A reference sorts and filters by the title people see, not by the id.
    column: field.type === 'reference' ? titleSql(field.kind, column) : column,
    sortable: field.sortable === true,
    filter: field.filter,
  }
}

const specCache = new Map<SystemDataKind, ListSpec>()

export function listSpecOf(kind: SystemDataKind): ListSpec {
  const cached = specCache.get(kind)
  if (cached) return cached
  const columns = columnsOf(kind)
  const fields: Record<string, ListField> = {
    id: { column: columns.id, sortable: true, filter: 'number' },
    retired: { column: sql`(${columns.retiredAt} is not null)`, sortable: true, filter: 'boolean' },
    createdAt: { column: columns.createdAt, sortable: true },
    updatedAt: { column: columns.updatedAt, sortable: true },
  }
  for (const field of SYSTEM_DATA[kind].fields) {
    const spec = listField(kind, field)
    if (spec) fields[field.name] = spec
  }
  const spec: ListSpec = { fields, defaultSort: [...SYSTEM_DATA[kind].defaultSort], tiebreaker: columns.id }
  specCache.set(kind, spec)
  return spec
}

export const systemDataRepo = {
  /** The canned messages of a category that are not retired, by title (the decision dialogs' choices). */
  cannedMessages(db: DbOrTx, category: CannedMessageCategory) {
    return db
      .select({ id: cannedMessages.id, title: cannedMessages.title })
      .from(cannedMessages)
      .where(and(eq(cannedMessages.category, category), isNull(cannedMessages.retiredAt)))
      .orderBy(asc(cannedMessages.title), asc(cannedMessages.id))
  },

  async list(db: Db, kind: SystemDataKind, query: ListQuery): Promise<ListResult<StoredRow>> {
    const table = tableOf(kind)
    const plan = planList(query, listSpecOf(kind))
    const page = await listPage(
      db,
      plan,
      { page: db.select(selection(kind)).from(table).$dynamic(), count: (rows) => rows.from(table) },
      { statement: `system-data:${kind}` },
    )
    return { ...page, data: page.data.map((raw) => toStoredRow(raw as Record<string, unknown>)) }
  },

  async find(db: DbOrTx, kind: SystemDataKind, id: number): Promise<StoredRow | null> {
    const [raw] = await db
      .select(selection(kind))
      .from(tableOf(kind))
      .where(eq(columnsOf(kind).id, id))
    return raw ? toStoredRow(raw as Record<string, unknown>) : null
  },

  /** Locks the row for the rest of the transaction; null when it does not exist. */
  async lock(tx: Tx, kind: SystemDataKind, id: number): Promise<{ retiredAt: Date | null } | null> {
    const { id: idColumn, retiredAt } = columnsOf(kind)
    const [row] = await tx.select({ retiredAt }).from(tableOf(kind)).where(eq(idColumn, id)).for('update')
    return row ? { retiredAt: row.retiredAt as Date | null } : null
  },

  async insert(tx: Tx, kind: SystemDataKind, values: Record<string, unknown>): Promise<number> {
    // The values were checked against the kind's schema; Drizzle cannot type a runtime table.
    const [row] = await tx
      .insert(tableOf(kind))
      .values(values as never)
      .returning({ id: columnsOf(kind).id })
    if (!row) throw new Error(`system data ${kind}: insert returned no row`)
    return row.id as number
  },

  async update(tx: Tx, kind: SystemDataKind, id: number, values: Record<string, unknown>): Promise<void> {
    await tx
      .update(tableOf(kind))
      .set(values as never)
      .where(eq(columnsOf(kind).id, id))
  },

  async delete(tx: Tx, kind: SystemDataKind, id: number): Promise<void> {
    await tx.delete(tableOf(kind)).where(eq(columnsOf(kind).id, id))
  },

  async replaceLinks(tx: Tx, kind: SystemDataKind, field: string, id: number, ids: readonly number[]) {
    const link = linkOf(kind, field)
    await tx.delete(link.table).where(eq(link.own, id))
    if (ids.length === 0) return
    const own = link.own.name
    const other = link.other.name
    const rows = sql.join(
      ids.map((otherId) => sql`(${id}, ${otherId})`),
      sql`, `,
    )
    await tx.execute(sql`insert into ${link.table} (${sql.identifier(own)}, ${sql.identifier(other)}) values ${rows}`)
  },

  /** The given rows of a kind with their retirement (rows that do not exist are left out). */
  async findStates(db: DbOrTx, kind: SystemDataKind, ids: readonly number[]) {
    if (ids.length === 0) return []
    const { id, retiredAt } = columnsOf(kind)
    const rows = await db
      .select({ id, retiredAt })
      .from(tableOf(kind))
      .where(inArray(id, [...ids]))
    return rows as { id: number; retiredAt: Date | null }[]
  },
}
