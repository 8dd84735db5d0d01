import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './database'

type Results<R extends readonly (() => unknown)[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }

/**
 * Runs independent reads: side by side on the pool (each on its own connection), one after
 * another inside a transaction, whose single connection runs one statement at a time (pg queues
 * overlapping statements today and refuses them from its next major version).
 */
export async function readAll<const R extends readonly (() => unknown)[]>(db: DbOrTx, reads: R): Promise<Results<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<R>
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as Results<R>
}
