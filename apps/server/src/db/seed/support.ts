/**
 * Small tools shared by the seeds: the seed's notion of "today" (so demo dates stay sensible
 * over time and tests are deterministic), insert-if-missing by natural key for tables without a
 * unique index, and the advisory lock that makes concurrent starts seed once.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { addDaysToDay, addMonthsToDay, easternDay, startOfEasternDay, type Day } from '@portal/contracts'
import type { Db, Tx } from '../../platform/db/database'

export interface SeedOptions {
  /** The Eastern calendar day the seed treats as today (default: today in New York). */
  today?: Day
}

export const seedToday = (options: SeedOptions = {}): Day => options.today ?? easternDay(new Date())

/** Runs `work` in one transaction under a transaction-scoped advisory lock. */
export async function inLockedTransaction<T>(db: Db, lockId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`)
    return work(tx)
  })
}

/** Dates relative to a seed's today: `d(-30)` is thirty days ago, `at(d(-30), 14)` 2 pm then. */
export function relativeDates(today: Day) {
  return {
    today,
    d: (days: number): Day => addDaysToDay(today, days),
    m: (months: number): Day => addMonthsToDay(today, months),
    /** An instant on an Eastern day, at a wall-clock hour (DST aware). */
    at: (day: Day, hour = 10, minute = 0): Date =>
      new Date(startOfEasternDay(day).getTime() + (hour * 60 + minute) * 60_000),
  }
}

export const earlierDay = (a: Day, b: Day): Day => (a < b ? a : b)

type Row = Record<string, unknown>
const keyOf = (row: Row, keys: readonly string[]) => JSON.stringify(keys.map((k) => row[k] ?? null))

/**
 * Inserts the rows whose natural key (`keys`) is not in the table yet and returns them with
 * their ids; for tables without a unique index, where `onConflictDoNothing` has nothing to
 * conflict on. Runs under the seed's advisory lock, so check-then-insert is safe.
 */
export async function insertMissing<T extends PgTable>(
  tx: Tx,
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return []
  const columns = getTableColumns(table)
  const selection = Object.fromEntries(keys.map((k) => [k, columns[k]]))
  const existing = (await tx.select(selection as never).from(table as never)) as Row[]
  const seen = new Set(existing.map((row) => keyOf(row, keys)))
  const missing = rows.filter((row) => !seen.has(keyOf(row as Row, keys)))
  if (missing.length === 0) return []
  return (await tx
    .insert(table)
    .values(missing as never)
    .returning()) as T['$inferSelect'][]
}

/** A map from a key to the id, for resolving references by natural key. */
export function idsBy<R extends { id: number }>(rows: R[], key: (row: R) => string): Map<string, number> {
  return new Map(rows.map((row) => [key(row), row.id]))
}

/** The id of `key`, or a clear error naming what is missing (a typo in seed data). */
export function need(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`)
  return id
}
