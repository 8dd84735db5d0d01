/**
 * Statements built once. Drizzle builds a query's SQL text anew every time it runs; for a wide
 * select (the user's 60 columns) that was half of `GET /api/user`'s time in the bench's profiles.
 * A statement defined here is built once per database handle with placeholders for its values,
 * and runs as a named prepared statement, so neither the app nor PostgreSQL re-parses it
 * (decision 0009); its rows are mapped by a mapper worked out once (`withCompiledRowMapper`).
 *
 *   const userById = preparedStatement('user_by_id', (db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))))
 *   const [user] = await userById(db, { id })
 *
 * A transaction handle gets its own copy (built for that transaction, so the statement runs
 * inside it); the long-lived database handle keeps one for the life of the process. Every
 * value must be a placeholder: a literal built into the statement would be reused by every
 * later call, so `preparedStatement` refuses to define one (checked when it is first built).
 */
import { Placeholder } from 'drizzle-orm'
import type { DbOrTx } from './database'
import { withCompiledRowMapper } from './drizzle-internals'

interface Preparable<R> {
  toSQL(): { sql: string; params: unknown[] }
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<R> }
}

type Runner<R> = { execute(placeholders?: Record<string, unknown>): Promise<R> }

const definedNames = new Set<string>()

export function preparedStatement<R, P extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: DbOrTx) => Preparable<R>,
): (db: DbOrTx, values: P) => Promise<R> {
  // A name is one statement text on every connection; two texts under one name would collide.
  if (definedNames.has(name)) throw new Error(`A prepared statement named "${name}" is already defined.`)
  definedNames.add(name)
  const built = new WeakMap<DbOrTx, Runner<R>>()
  return (db, values) => {
    let runner = built.get(db)
    if (!runner) {
      const query = build(db)
      assertOnlyPlaceholders(query.toSQL().params, `The prepared statement "${name}"`)
      runner = withCompiledRowMapper(query.prepare(name))
      built.set(db, runner)
    }
    return runner.execute(values)
  }
}

/** A statement built for reuse must take every value from a placeholder: a literal would stay. */
export function assertOnlyPlaceholders(params: unknown[], statement: string): void {
  const literal = params.findIndex((param) => !(param instanceof Placeholder))
  if (literal >= 0) throw new Error(`${statement} has a literal value ($${literal + 1}); use sql.placeholder.`)
}
