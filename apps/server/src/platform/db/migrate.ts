import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations')

/**
 * Applies pending migrations on one connection under an advisory lock, so several instances
 * starting at once migrate exactly once.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock(4711001)')
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('select pg_advisory_unlock(4711001)')
    }
  } finally {
    client.release()
  }
}
