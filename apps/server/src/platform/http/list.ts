import { parseFilterItem, parseSortItem, type ListQuery, type ListResult } from '@portal/contracts'
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { validationFailed, type FieldErrors } from './errors'

/** How one list field may be filtered. `text` matches case-insensitively from the start. */
export type FilterKind = 'text' | 'contains' | 'exact' | 'number' | 'boolean'

export interface ListField {
  column: AnyColumn | SQL
  sortable?: boolean
  filter?: FilterKind
}

export interface ListSpec {
  fields: Record<string, ListField>
  defaultSort: { field: string; direction: 'asc' | 'desc' }[]
  /** Appended to every sort so pages are stable when values repeat. */
  tiebreaker: AnyColumn
}

export interface ListPlan {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Turns the list query into whitelisted SQL. Unknown fields are a 422 on `sort` or `filter`,
 * never silently ignored and never interpolated.
 */
export function planList(query: ListQuery, spec: ListSpec): ListPlan {
  const errors: FieldErrors = {}
  const conditions: SQL[] = []
  for (const raw of query.filter) {
    const item = parseFilterItem(raw)
    const field = item ? spec.fields[item.field] : undefined
    if (!item || !field?.filter) {
      ;(errors.filter ??= []).push(`Cannot filter by "${item?.field ?? raw}".`)
      continue
    }
    const value = item.value.trim()
    if (value === '') continue
    const column = field.column
    switch (field.filter) {
      case 'text':
        conditions.push(sql`lower(${column}) like ${`${escapeLike(value.toLowerCase())}%`}`)
        break
      case 'contains':
        conditions.push(sql`lower(${column}) like ${`%${escapeLike(value.toLowerCase())}%`}`)
        break
      case 'exact':
        conditions.push(sql`${column} = ${value}`)
        break
      case 'number': {
        const number = Number(value)
        if (!Number.isFinite(number)) (errors.filter ??= []).push(`"${item.field}" must be a number.`)
        else conditions.push(sql`${column} = ${number}`)
        break
      }
      case 'boolean':
        if (value === 'null') conditions.push(sql`${column} is null`)
        else conditions.push(sql`${column} = ${value === '1' || value === 'true'}`)
        break
    }
  }
  const sorts = query.sort.length ? query.sort : []
  const orderBy: SQL[] = []
  for (const raw of sorts) {
    const item = parseSortItem(raw)
    const field = item ? spec.fields[item.field] : undefined
    if (!item || !field?.sortable) {
      ;(errors.sort ??= []).push(`Cannot sort by "${item?.field ?? raw}".`)
      continue
    }
    orderBy.push(item.direction === 'asc' ? asc(field.column) : desc(field.column))
  }
  if (Object.keys(errors).length) throw validationFailed(errors)
  if (!orderBy.length) {
    for (const s of spec.defaultSort) {
      const field = spec.fields[s.field]
      if (field) orderBy.push(s.direction === 'asc' ? asc(field.column) : desc(field.column))
    }
  }
  orderBy.push(asc(spec.tiebreaker))
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  }
}

export function toListResult<T>(data: T[], total: number, limit: number): ListResult<T> {
  return { data, total, lastPage: Math.max(1, Math.ceil(total / limit)) }
}

/**
 * Runs a planned list: the page of `query` (a `.$dynamic()` select) and the total under the
 * same filter, e.g. `listPage(db.select(row).from(t).$dynamic(), plan, db.$count(t, plan.where))`.
 */
export async function listPage<Q extends PgSelect>(
  query: Q,
  plan: ListPlan,
  total: Promise<number>,
): Promise<ListResult<Awaited<Q>[number]>> {
  const [data, count] = await Promise.all([
    query
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    total,
  ])
  return toListResult(data as Awaited<Q>[number][], count, plan.limit)
}
