/**
 * The one place that reaches into Drizzle's internals. A select's columns are fixed when it is
 * created (`db.select(row)`), and the list runner adds the capped count to the page's columns so
 * a list costs one statement (platform/http/list.ts). Drizzle has no public way to do that, so
 * it is done here, checked, and pinned by `drizzle-internals.test.ts`: an upgrade that moves the
 * field fails that test, and this function throws rather than silently dropping the count.
 */
import type { SQL } from 'drizzle-orm'
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
