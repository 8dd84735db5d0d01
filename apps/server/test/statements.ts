/**
 * The SQL statements the app sends while `during` runs: every statement of every connection the
 * pool hands out (a transaction's included), in order. Nothing else may use the pool meanwhile.
 */
import type pg from 'pg'

export async function statementsDuring(pool: pg.Pool, during: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = []
  const patched = new Set<pg.PoolClient>()
  const watch = (client: pg.PoolClient) => {
    if (patched.has(client)) return
    patched.add(client)
    const original = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [config] = args
      const text = typeof config === 'string' ? config : (config as { text?: string }).text
      texts.push(text ?? '')
      return original(...args)
    }
  }
  pool.on('acquire', watch)
  try {
    await during()
  } finally {
    pool.off('acquire', watch)
    for (const client of patched) delete (client as unknown as { query?: unknown }).query
  }
  return texts
}
