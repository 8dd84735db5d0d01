import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/platform/db/database'
import { runMigrations } from '../src/platform/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite snapshot each test file starts its own database from. */
    pgliteTemplate: string | null
  }
}

/**
 * Migrates once per run. On PostgreSQL (DATABASE_URL set) every test file shares the migrated
 * database and keeps to its own rows; on PGlite each file clones a migrated snapshot.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 })
    await runMigrations(database.pool)
    await database.close()
    project.provide('pgliteTemplate', null)
    return
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-template-'))
  const file = path.join(dir, 'template.tar')
  const database = await openDatabase({})
  await runMigrations(database.pool)
  const dump = await database.embedded?.dump()
  await database.close()
  if (!dump) throw new Error('no embedded dump')
  await writeFile(file, dump)
  project.provide('pgliteTemplate', file)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
