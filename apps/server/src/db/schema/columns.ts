import { sql, type SQL } from 'drizzle-orm'
import { check, customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** The surrogate key of every table: an identity column. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * System data that other records reference is retired (hidden from new choices) instead of
 * deleted, so history keeps its meaning.
 */
export const retiredAt = () => timestamp('retired_at', { withTimezone: true })

/**
 * A set of days (PostgreSQL's datemultirange, e.g. `{[2026-01-01,2027-01-01)}`): read and
 * written in SQL only, never selected into the app.
 */
export const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
})

/** Money is integer cents. */
export const cents = (name: string) => integer(name)

/** A check constraint that a column holds one of a fixed list of literals (our own constants). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')
  return check(name, sql`${column} in (${sql.raw(list)})`)
}

/** A check that every element of an array column is one of a fixed list of literals. */
export function allOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')
  return check(name, sql`${column} <@ array[${sql.raw(list)}]::text[]`)
}

/** Exactly one of the given columns is set (a reference to one of several owners). */
export function exactlyOne(name: string, ...columns: AnyPgColumn[]) {
  return check(name, sql`num_nonnulls(${sql.join(columns, sql`, `)}) = 1`)
}

export const nonNegative = (name: string, column: AnyPgColumn): ReturnType<typeof check> =>
  check(name, sql`${column} >= 0`)

export type CheckSql = SQL
