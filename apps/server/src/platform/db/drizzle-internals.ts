/**
 * The one place that reaches into Drizzle's internals, each use checked and pinned by
 * `drizzle-internals.test.ts` (and the prepared statements' integration test): an upgrade that
 * moves a field fails those tests, and these functions throw rather than silently doing less.
 *
 * - A select's columns are fixed when it is created (`db.select(row)`), and the list runner adds
 *   the capped count to the page's columns so a list costs one statement (platform/http/list.ts).
 * - A prepared statement's rows are mapped by a mapper compiled once (`withCompiledRowMapper`).
 */
import { Column, is, SQL, Subquery } from 'drizzle-orm'
import type { PgSelect, PgSelectQueryBuilder } from 'drizzle-orm/pg-core'

interface SelectInternals {
  _?: { config?: { fields?: Record<string, unknown> } }
}

/** Adds `name` to the columns `select` returns (a `.$dynamic()` select, before it is built). */
export function addSelectedField(
  select: PgSelect | PgSelectQueryBuilder,
  name: string,
  value: SQL.Aliased | SQL,
): void {
  const fields = (select as unknown as SelectInternals)._?.config?.fields
  if (!fields || typeof fields !== 'object') {
    throw new Error('drizzle-orm internals changed: a select no longer keeps its columns in `_.config.fields`.')
  }
  fields[name] = value
}

interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>
  customResultMapper?: (rows: unknown[][]) => unknown
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown
}

/** The decoder Drizzle's own row mapping (`mapResultRow`) picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder }
  if (is(field, Column)) return field
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder
  return (field as { sql: WithDecoder }).sql.decoder
}

/**
 * Gives a prepared select of flat columns a row mapper worked out once. Drizzle maps each row
 * field by field, asking each time which kind of field it is (`is()` walks the class chain) and
 * where it goes: on a list page of 20 to 50 rows that was a fifth of the app's own CPU per request
 * in the bench's profiles. The compiled mapper does what `mapResultRow` does for a flat selection
 * (a nested one, `{ user: users }`, keeps Drizzle's, which also nulls a missing joined table):
 * the same keys in the same order, each value through the same decoder, null left null.
 */
export function withCompiledRowMapper<T extends object>(prepared: T): T {
  const internals = prepared as PreparedInternals
  if (!Array.isArray(internals.fields)) {
    throw new Error('drizzle-orm internals changed: a prepared select no longer keeps its columns in `fields`.')
  }
  const fields = internals.fields
  if (internals.customResultMapper || fields.some(({ path }) => path.length !== 1)) return prepared
  const keys = fields.map(({ path }) => path[0] as string)
  const decoders = fields.map(({ field }) => decoderOf(field))
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {}
      for (let index = 0; index < keys.length; index++) {
        const value = row[index]
        mapped[keys[index] as string] = value === null ? null : (decoders[index] as Decoder).mapFromDriverValue(value)
      }
      return mapped
    })
  return prepared
}
