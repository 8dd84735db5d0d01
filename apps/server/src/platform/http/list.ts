/**
 * The list runner of every server-paged list: `planList` turns the list query into whitelisted,
 * index-friendly SQL and `listPage` runs the page and its total in one statement.
 *
 * Measured on 100,000 users (PostgreSQL 15, EXPLAIN ANALYZE, warm cache; the bench's figures are
 * in bench/README.md): a plain `count(*)` for lastPage cost 7-16 ms unfiltered and 2.7 ms for a last
 * name prefix, against 0.05-0.5 ms for the page itself, and every statement costs the app about
 * 0.1 ms of its event loop besides (driver and socket). Hence:
 *  - the count stops after COUNT_AHEAD_ROWS rows beyond the page's offset (at most ~2,000 index
 *    entries, about 0.3 ms): lists up to that size get their exact total, larger ones a lower
 *    bound that grows as pages are visited;
 *  - it runs inside the page's statement (one round trip per list, not two);
 *  - a prefix filter on the column the list is sorted by keeps the planner out of a trap: it would
 *    walk the sort index and filter (57 ms for "smi", since those names sit late in the order)
 *    instead of reading the prefix range and sorting its matches (3 ms; 0.5 ms with a covering
 *    index), so the sort key is given in a form the sort index does not match.
 * A list given a `statement` name is built once per shape, runs as a prepared statement, and
 * reuses its count for the same filter until a write to its tables (decision 0009).
 */
import { parseFilterItem, parseSortItem, type ListQuery, type ListResult } from '@portal/contracts'
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { PgTransaction, type PgSelect, type PgSelectBuilder } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/database'
import { addSelectedField } from '../db/drizzle-internals'
import { withCompiledRowMapper } from '../db/drizzle-internals'
import { assertOnlyPlaceholders } from '../db/prepared'
import { tablesRead, tableVersions } from '../db/table-versions'
import { validationFailed, type FieldErrors } from './errors'

/**
 * The Status filter of a staff review list: one status at a time, the last `status,` item the
 * query names, `fallback` (pending) when it names none; one not among `statuses` is a 422 on
 * `filter`, never an empty list. Answers the status and the query without its status items (for
 * planList: the list applies the status itself, one statement shape per status).
 */
export function oneStatusFilter<S extends string>(
  query: ListQuery,
  statuses: readonly S[],
  fallback: S,
): { status: S; query: ListQuery } {
  const statusItems = query.filter.filter((item) => item.startsWith('status,'))
  const asked = statusItems.at(-1)?.slice('status,'.length).trim() || fallback
  if (!(statuses as readonly string[]).includes(asked)) {
    throw validationFailed({ filter: [`Cannot filter by status "${asked}".`] })
  }
  return { status: asked as S, query: { ...query, filter: query.filter.filter((item) => !statusItems.includes(item)) } }
}

/**
 * How far a count looks past the page's offset. Up to this many rows the total is exact; beyond
 * it `total` is this lower bound (`offset + COUNT_AHEAD_ROWS`), so lastPage lies at least 20
 * pages of 100 ahead and moves on as the reader pages through.
 */
export const COUNT_AHEAD_ROWS = 2_000

/**
 * How one list field may be filtered. `text` matches case-insensitively from the start. `search`
 * is a field of no column of its own (`searchIn`): every word typed must start one of its
 * columns, or, a whole number, be the row's id.
 */
export type FilterKind = 'text' | 'contains' | 'exact' | 'number' | 'boolean' | 'search'

export interface ListField {
  column: AnyColumn | SQL
  sortable?: boolean
  filter?: FilterKind
  /** For a `search` filter: the columns a word may start (each with a `lower(...)` pattern index), and the id. */
  searchIn?: { prefixes: (AnyColumn | SQL)[]; id?: AnyColumn }
}

/** The words of a search a statement takes at most (each word is one shape). */
const SEARCH_WORDS_MAX = 4
const INT_MAX = 2_147_483_647

/**
 * A list's fields by name. `F` is the list's field names as the contracts declare them
 * (`UserListField`, ...), which the web table's columns use too: a spec with a field more or less
 * than the contract's does not compile.
 */
export interface ListSpec<F extends string = string> {
  fields: Record<F, ListField>
  defaultSort: { field: F; direction: 'asc' | 'desc' }[]
  /** Appended to every sort so pages are stable when values repeat (unique in the list). */
  tiebreaker: AnyColumn | SQL
}

export interface ListPlan {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
  /**
   * The statement's structure: which filters and sort keys it has, never their values (those
   * are placeholders, `values` fills them). Two queries with one shape are one SQL text.
   */
  shape: string
  values: Record<string, unknown>
}

/** Escapes LIKE's wildcards so typed text matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Turns the list query into whitelisted SQL. Unknown fields are a 422 on `sort` or `filter`,
 * never silently ignored and never interpolated.
 */
export function planList<F extends string>(query: ListQuery, spec: ListSpec<F>): ListPlan {
  const errors: FieldErrors = {}
  const conditions: SQL[] = []
  const shape: string[] = []
  const values: Record<string, unknown> = {}
  /** A filter value, as a placeholder of the statement. */
  const param = (value: unknown) => {
    const name = `filter${Object.keys(values).length}`
    values[name] = value
    return sql.placeholder(name)
  }
  /** Fields filtered by prefix in this query (their sort key must not match the sort index). */
  const prefixFiltered = new Set<string>()
  for (const raw of query.filter) {
    const item = parseFilterItem(raw)
    const field = item ? fieldOf(spec, item.field) : undefined
    if (!item || !field?.filter) {
      ;(errors.filter ??= []).push(`Cannot filter by "${item?.field ?? raw}".`)
      continue
    }
    const value = item.value.trim()
    if (value === '') continue
    const column = field.column
    shape.push(`filter:${item.field}`)
    switch (field.filter) {
      case 'text':
        conditions.push(sql`lower(${column}) like ${param(`${escapeLike(value.toLowerCase())}%`)}`)
        prefixFiltered.add(item.field)
        break
      case 'contains':
        conditions.push(sql`lower(${column}) like ${param(`%${escapeLike(value.toLowerCase())}%`)}`)
        break
      case 'exact':
        conditions.push(sql`${column} = ${param(value)}`)
        break
      case 'number': {
        const number = Number(value)
        if (!Number.isFinite(number)) (errors.filter ??= []).push(`"${item.field}" must be a number.`)
        else conditions.push(sql`${column} = ${param(number)}`)
        break
      }
      case 'search': {
        const words = value.toLowerCase().split(/\s+/).slice(0, SEARCH_WORDS_MAX)
        for (const word of words) {
          const pattern = param(`${escapeLike(word)}%`)
          const matches = (field.searchIn?.prefixes ?? []).map((prefixed) => sql`lower(${prefixed}) like ${pattern}`)
          const idColumn = field.searchIn?.id
          const isId = idColumn !== undefined && /^\d{1,10}$/.test(word) && Number(word) <= INT_MAX
          if (isId) matches.push(sql`${idColumn} = ${param(Number(word))}`)
          shape.push(isId ? 'word:id' : 'word')
          conditions.push(matches.length ? sql`(${sql.join(matches, sql` or `)})` : sql`false`)
        }
        break
      }
      case 'boolean':
        if (value === 'null') {
          conditions.push(sql`${column} is null`)
          shape.push('null')
        } else conditions.push(sql`${column} = ${param(value === '1' || value === 'true')}`)
        break
    }
  }
  const sorts = query.sort.length ? query.sort : []
  const orderBy: SQL[] = []
  for (const raw of sorts) {
    const item = parseSortItem(raw)
    const field = item ? fieldOf(spec, item.field) : undefined
    if (!item || !field?.sortable) {
      ;(errors.sort ??= []).push(`Cannot sort by "${item?.field ?? raw}".`)
      continue
    }
    orderBy.push(sortKey(field, item.direction, prefixFiltered.has(item.field)))
    shape.push(`sort:${item.field}:${item.direction}`)
  }
  if (Object.keys(errors).length) throw validationFailed(errors)
  if (!orderBy.length) {
    for (const s of spec.defaultSort) {
      const field = fieldOf(spec, s.field)
      if (field) orderBy.push(sortKey(field, s.direction, prefixFiltered.has(s.field)))
    }
  }
  orderBy.push(asc(spec.tiebreaker))
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    shape: shape.join(' '),
    values,
  }
}

/** The field a request names, if the list has it (only own keys: never `constructor` or `__proto__`). */
function fieldOf(spec: ListSpec, name: string): ListField | undefined {
  return Object.hasOwn(spec.fields, name) ? (spec.fields as Record<string, ListField>)[name] : undefined
}

/**
 * `column || ''` sorts exactly like the column (same value, same collation, nulls stay null) but
 * no index on the column matches it, so a prefix-filtered list reads its prefix range and sorts
 * the matches (cost bounded by the matches) instead of scanning the sort index from the start.
 */
function sortKey(field: ListField, direction: 'asc' | 'desc', prefixFiltered: boolean): SQL {
  const key = prefixFiltered ? sql`(${field.column} || '')` : field.column
  return direction === 'asc' ? asc(key) : desc(key)
}

export function toListResult<T>(data: T[], total: number, limit: number): ListResult<T> {
  return { data, total, lastPage: Math.max(1, Math.ceil(total / limit)) }
}

/** The page's extra column that carries the capped count (removed from the rows returned). */
const TOTAL_FIELD = '__listTotal'

type Runner = { execute(values: Record<string, unknown>): Promise<unknown[]> }
interface Built {
  text: string
  runner: Runner
  /** The tables the statement reads, whose versions a count cached from it is valid for. */
  tables: string[]
}

/** Built list statements per database handle (a transaction's die with it), by statement and shape. */
const statements = new WeakMap<DbOrTx, Map<string, Built>>()
/** Shapes a handle keeps; a list has a few dozen (its filters and sorts), so this is only a bound. */
const MAX_SHAPES = 1_000
/** Under test, every cached statement is compared with a fresh build (a key that misses a variant fails). */
const VERIFY_SHAPES = process.env.NODE_ENV === 'test'

/**
 * How long a count is reused. Writes through this process end it at once (their tables'
 * versions change); a write from another instance shows in the count after at most this long.
 */
export const COUNT_CACHE_MS = 5_000
const MAX_COUNTS = 10_000
interface CachedCount {
  total: number
  tables: string[]
  version: string
  expiresAt: number
}
/** Counts per database handle (never a transaction's), by statement, shape, values and cap. */
const counts = new WeakMap<DbOrTx, Map<string, CachedCount>>()

/** What a list's total counts: one row per listed record, selected as a constant. */
export type CountedRows = PgSelectBuilder<{ counted: SQL<unknown> }>

export interface ListSource<Q extends PgSelect> {
  /** The page: a `.$dynamic()` select of the row, with every join its columns need. */
  page: Q
  /**
   * The rows the total counts, from the same table with the joins the list's scope and filters
   * need (`(rows) => rows.from(requests).innerJoin(users, ...)`); a join that only adds columns
   * to show stays out, since every counted row pays for it. `plan.where` applies to both.
   */
  count: (rows: CountedRows) => { $dynamic(): PgSelect }
}

export interface ListPageOptions {
  /** Lowers the cap for a list whose rows cost more to count (a join per row). */
  countAhead?: number
  /**
   * Builds the statement once per shape (decision 0009): a name for this list's statement, plus
   * whatever else its caller varies (`notifications`, `events:dashboard`). Every value in the
   * query, the caller's too, must then be a placeholder filled from `plan.values`; a literal is
   * refused, since the statement is reused for every later request. Its count is then also
   * reused for the same filter values (COUNT_CACHE_MS), so paging costs the page alone.
   */
  statement?: string
}

/**
 * Runs a planned list: the page under `plan` (filter, sort, page) and the total under the same
 * filter, e.g.
 *
 *   listPage(db, plan, { page: db.select(row).from(t).$dynamic(), count: (rows) => rows.from(t) })
 *
 * A scoped list (a user's own rows) adds its scope to `plan.where` and its value to `plan.values`;
 * a joined list joins in `page` and, where its filters need it, in `count`.
 *
 * The count does not run as a statement of its own: it is one more column of the page
 * statement, an uncorrelated scalar subquery the database evaluates once, capped at
 * COUNT_AHEAD_ROWS past the offset (see the module comment). One statement per list instead of
 * two saves a round trip, which costs more than the capped count. Only a page past the end (no
 * rows to carry it) counts separately; a shorter page is the last one and gives the total itself.
 */
export async function listPage<Q extends PgSelect>(
  db: DbOrTx,
  plan: ListPlan,
  source: ListSource<Q>,
  { countAhead = COUNT_AHEAD_ROWS, statement }: ListPageOptions = {},
): Promise<ListResult<Awaited<Q>[number]>> {
  const cap = plan.offset + countAhead
  const values = { ...plan.values, listLimit: plan.limit, listOffset: plan.offset, listCountCap: cap }
  /** At most `cap` of the counted rows (never more index entries than that are read). */
  const cappedRows = () =>
    sql`${source
      .count(db.select({ counted: sql`1` }))
      .$dynamic()
      .where(plan.where)
      .limit(sql.placeholder('listCountCap'))} capped`
  const cappedCount = () => sql`(select count(*) from ${cappedRows()})`.mapWith(Number)
  const build = (withCount: boolean) => () => {
    if (withCount) addSelectedField(source.page, TOTAL_FIELD, cappedCount())
    return source.page
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(sql.placeholder('listLimit'))
      .offset(sql.placeholder('listOffset'))
  }
  const isLastPage = (rows: number) => rows < plan.limit && (rows > 0 || plan.offset === 0)
  /** The count alone, for a page past the end (or a reused count the page disproved). */
  const countAlone = async () => {
    const [row] = await db
      .select({ total: sql`count(*)`.mapWith(Number) })
      .from(cappedRows())
      .execute(values)
    return row?.total ?? 0
  }

  const shape = `${statement}|${plan.shape}`
  // Inside a transaction a count may see the transaction's own writes: never cached.
  const countCache = statement && !(db instanceof PgTransaction) ? countsOf(db) : undefined
  const countKey = countCache ? `${shape}|${JSON.stringify(plan.values)}|${cap}` : ''
  const cached = countCache?.get(countKey)
  if (cached && cached.expiresAt > performance.now() && tableVersions.versionOf(cached.tables) === cached.version) {
    const page = builtStatement(db, `${shape}|page`, build(false))
    const data = (await page.runner.execute(values)) as Awaited<Q>[number][]
    const seen = plan.offset + data.length
    if (isLastPage(data.length)) return toListResult(data, seen, plan.limit)
    // A full page beyond the count, or no page before it: the count is out of date.
    const consistent = data.length ? cached.total >= seen : cached.total <= plan.offset
    if (consistent) return toListResult(data, cached.total, plan.limit)
    countCache?.delete(countKey)
    return toListResult(data, await countAlone(), plan.limit)
  }

  const built = statement ? builtStatement(db, `${shape}|count`, build(true)) : undefined
  const version = built && tableVersions.versionOf(built.tables)
  const runner = built?.runner ?? build(true)()
  const rows = (await runner.execute(values)) as (Awaited<Q>[number] & { [TOTAL_FIELD]?: number })[]
  const data = rows.map(({ [TOTAL_FIELD]: _total, ...row }) => row as Awaited<Q>[number])
  const counted = rows[0]?.[TOTAL_FIELD] ?? (isLastPage(data.length) ? plan.offset : await countAlone())
  if (countCache && built && version !== undefined) {
    if (countCache.size >= MAX_COUNTS) countCache.clear()
    countCache.set(countKey, {
      total: counted,
      tables: built.tables,
      version,
      expiresAt: performance.now() + COUNT_CACHE_MS,
    })
  }
  return toListResult(data, counted, plan.limit)
}

function countsOf(db: DbOrTx): Map<string, CachedCount> {
  let byKey = counts.get(db)
  if (!byKey) counts.set(db, (byKey = new Map()))
  return byKey
}

/** The statement of `key` on a database handle, built and prepared on first use. */
function builtStatement(db: DbOrTx, key: string, build: () => PgSelect): Built {
  let byKey = statements.get(db)
  if (!byKey) statements.set(db, (byKey = new Map()))
  const cached = byKey.get(key)
  if (cached) {
    if (VERIFY_SHAPES) {
      const fresh = build().toSQL().sql
      if (fresh !== cached.text)
        throw new Error(`The list statement "${key}" has another text than its first build: its key misses a variant.`)
    }
    return cached
  }
  const query = build()
  const { sql: text, params } = query.toSQL()
  assertOnlyPlaceholders(params, `The list statement "${key}"`)
  const name = `list_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
  const built: Built = {
    text,
    runner: withCompiledRowMapper(query.prepare(name)) as unknown as Runner,
    tables: tablesRead(text),
  }
  if (byKey.size >= MAX_SHAPES) byKey.clear()
  byKey.set(key, built)
  return built
}
