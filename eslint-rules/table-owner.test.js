// `portal/table-owner` run by ESLint's RuleTester on small made-up files; then the map against the
// real schema (every table has an owner) and the config's allow list against the real modules
// (every tolerated write still exists).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint, RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import config from '../eslint.config.js'
import { globToRegExp, tableOwner } from './table-owner.js'
import { TABLE_OWNERS } from './table-owners.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

const at = (file) => `/repo/apps/server/src/modules/${file}`
const schema = "import { lineItems, registrations, examAttempts, media, jobs } from '../../db/schema'\n"
const foreign = (verb, table, module, owner) => ({
  messageId: 'foreignWrite',
  data: { verb, table, module, owners: `owned by the ${owner} module`, ask: owner },
})

describe('portal/table-owner', () => {
  ruleTester.run('table-owner', tableOwner, {
    valid: [
      // The owner writes its table, in each form.
      {
        filename: at('registrations/registrations.repo.ts'),
        code: `${schema}await db.insert(registrations).values(v); await tx.update(registrations).set(v); await tx.delete(registrations).where(w)`,
      },
      {
        filename: at('registrations/registrations.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait db.execute(sql`UPDATE registrations SET step = 2 WHERE id = ${id}`)",
      },
      // A shared writer: a selling module puts its line in the cart; the cart edits it.
      { filename: at('events/events.repo.ts'), code: `${schema}await tx.insert(lineItems).values(v)` },
      { filename: at('cart/cart.repo.ts'), code: `${schema}await tx.update(lineItems).set(v)` },
      { filename: at('media/media.repo.ts'), code: `${schema}await tx.insert(media).values(v)` },
      // Reads of any table.
      { filename: at('dashboard/dashboard.repo.ts'), code: `${schema}await db.select().from(registrations)` },
      {
        filename: at('dashboard/dashboard.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait db.execute(sql`select * from exam_attempts for update skip locked`)",
      },
      // Not a table of the schema: a storage key, a repo method, a local that shadows the import.
      { filename: at('profile/avatar.service.ts'), code: 'await storage.delete(key)' },
      { filename: at('exams/exams.service.ts'), code: 'await repo.update(tx, id, values)' },
      {
        filename: at('events/events.repo.ts'),
        code: `${schema}function f(registrations) { return tx.update(registrations) }`,
      },
      // A table chosen at runtime (system data) is not the rule's to judge.
      {
        filename: at('system-data/system-data.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait tx.execute(sql`insert into ${link.table} (a, b) values ${rows}`)",
      },
      // Tests, platform code and seeds are outside the rule.
      { filename: at('events/events.int.test.ts'), code: `${schema}await db.insert(registrations).values(v)` },
      { filename: '/repo/apps/server/src/platform/jobs/queue.ts', code: `${schema}await db.insert(jobs).values(v)` },
      { filename: '/repo/apps/server/src/db/seed/demo.ts', code: `${schema}await db.insert(examAttempts).values(v)` },
      // Tolerated by the allow option, by module or by file.
      {
        filename: at('registrations/candidate.repo.ts'),
        code: `${schema}await tx.insert(examAttempts).values(v)`,
        options: [{ allow: [{ module: 'registrations', table: 'exam_attempts' }] }],
      },
      {
        filename: at('registrations/candidate.repo.ts'),
        code: `${schema}await tx.delete(examAttempts).where(w)`,
        options: [{ allow: [{ files: 'apps/server/src/modules/registrations/*.repo.ts', table: 'examAttempts' }] }],
      },
    ],
    invalid: [
      {
        filename: at('extensions/extensions.repo.ts'),
        code: `${schema}await tx.insert(examAttempts).values(v)`,
        errors: [foreign('insert into', 'exam_attempts', 'extensions', 'exams')],
      },
      {
        filename: at('extensions/extensions.repo.ts'),
        code: `${schema}await tx.update(registrations).set({ deadline })`,
        errors: [foreign('update', 'registrations', 'extensions', 'registrations')],
      },
      {
        filename: at('cart/checkout.repo.ts'),
        code: `${schema}await tx.delete(registrations).where(w)`,
        errors: [foreign('delete from', 'registrations', 'cart', 'registrations')],
      },
      // A file's record goes through the media module, whatever record it is attached to.
      {
        filename: at('membership/membership.repo.ts'),
        code: `${schema}await tx.insert(media).values(v)`,
        errors: [foreign('insert into', 'media', 'membership', 'media')],
      },
      // Renamed, and through a namespace.
      {
        filename: at('exams/exams.repo.ts'),
        code: "import { registrations as r } from '../../db/schema'\nawait tx.update(r).set(v)",
        errors: [foreign('update', 'registrations', 'exams', 'registrations')],
      },
      {
        filename: at('exams/exams.repo.ts'),
        code: "import * as schema from '../../db/schema'\nawait tx.update(schema.registrations).set(v)",
        errors: [foreign('update', 'registrations', 'exams', 'registrations')],
      },
      // Raw SQL: spelled out in any case, quoted, in a CTE, or interpolated.
      {
        filename: at('extensions/extensions.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait tx.execute(sql`\n  UPDATE registrations SET deadline = ${to} WHERE id = ${id}`)",
        errors: [foreign('update', 'registrations', 'extensions', 'registrations')],
      },
      {
        filename: at('donations/donations.repo.ts'),
        code: 'import { sql } from \'drizzle-orm\'\nawait tx.execute(sql`with gone as (delete from "exam_attempts" where id = ${id}) select 1`)',
        errors: [foreign('delete from', 'exam_attempts', 'donations', 'exams')],
      },
      {
        filename: at('donations/donations.repo.ts'),
        code: `${schema}import { sql } from 'drizzle-orm'\nawait tx.execute(sql\`insert into \${examAttempts} (id) values (1)\`)`,
        errors: [foreign('insert into', 'exam_attempts', 'donations', 'exams')],
      },
      // A shared table from a module that is not one of its writers; a platform table.
      {
        filename: at('directory/directory.repo.ts'),
        code: `${schema}await tx.insert(lineItems).values(v)`,
        errors: [
          {
            messageId: 'foreignWrite',
            data: {
              verb: 'insert into',
              table: 'line_items',
              module: 'directory',
              owners: 'written only by cart, membership, events, donations, registrations, exams, extensions and ceus',
              ask: 'the module whose record it is (cart, membership, events, donations, registrations, exams, extensions or ceus)',
            },
          },
        ],
      },
      {
        filename: at('mail/mail.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait db.execute(sql`delete from jobs where id = ${id}`)",
        errors: [{ messageId: 'platformWrite', data: { verb: 'delete from', table: 'jobs', module: 'mail' } }],
      },
      // A table the map does not know.
      {
        filename: at('events/events.repo.ts'),
        code: "import { eventWaitlist } from '../../db/schema'\nawait tx.insert(eventWaitlist).values(v)",
        errors: [{ messageId: 'unmapped', data: { verb: 'insert into', table: 'eventWaitlist' } }],
      },
      {
        filename: at('events/events.repo.ts'),
        code: "import { sql } from 'drizzle-orm'\nawait tx.execute(sql`insert into event_waitlist (id) values (1)`)",
        errors: [{ messageId: 'unmapped', data: { verb: 'insert into', table: 'event_waitlist' } }],
      },
      // An allow entry tolerates its own module's or file's writes only.
      {
        filename: at('exams/exams.repo.ts'),
        code: `${schema}await tx.update(registrations).set(v)`,
        options: [{ allow: [{ files: 'apps/server/src/modules/extensions/**', table: 'registrations' }] }],
        errors: [foreign('update', 'registrations', 'exams', 'registrations')],
      },
    ],
  })
})

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('the map of table owners', () => {
  it('names every table of apps/server/src/db/schema, by its export and its SQL name', async () => {
    const exports = await import('../apps/server/src/db/schema/index.ts')
    const tables = Object.entries(exports)
      .filter(([, value]) => is(value, PgTable))
      .map(([name, table]) => [name, getTableName(table)])
    expect(tables.length).toBeGreaterThan(0)
    const mapped = Object.entries(TABLE_OWNERS).map(([name, entry]) => [name, entry.table])
    expect(
      Object.fromEntries(mapped),
      'every table exported by db/schema, and only those, has its owner in eslint-rules/table-owners.js',
    ).toEqual(Object.fromEntries(tables))
  })
})

describe("eslint.config.js's tolerated writes", () => {
  const allow = config.flatMap((block) => {
    const setting = block.rules?.['portal/table-owner']
    return Array.isArray(setting) ? (setting[1]?.allow ?? []) : []
  })
  const moduleFiles = listFiles(path.join(ROOT, 'apps/server/src/modules'))
    .map((file) => path.relative(ROOT, file).replaceAll(path.sep, '/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  /** Whether an entry of the allow list speaks of a file (by its module or its globs). */
  const covers = (entry, file) =>
    file.startsWith(`apps/server/src/modules/${entry.module}/`) ||
    [entry.files ?? []].flat().some((glob) => globToRegExp(glob).test(file))

  it('names files that exist', () => {
    for (const entry of allow) {
      expect(
        moduleFiles.filter((file) => covers(entry, file)),
        `no such file (did the write move? delete the entry): ${JSON.stringify(entry)}`,
      ).not.toEqual([])
    }
  })

  it('holds only writes that still happen: without the list, each entry has a write to refuse', async () => {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfig: {
        files: ['apps/server/src/modules/**/*.ts'],
        rules: { 'portal/table-owner': ['error', { allow: [] }] },
      },
    })
    const files = moduleFiles.filter((file) => allow.some((entry) => covers(entry, file)))
    // The goal is an empty list.
    if (files.length === 0) return
    const results = await eslint.lintFiles(files.map((file) => path.join(ROOT, file)))
    const writes = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'portal/table-owner')
        .map((message) => ({
          file: path.relative(ROOT, result.filePath).replaceAll(path.sep, '/'),
          table: /^'[a-z ]+ (\w+)'/.exec(message.message)?.[1],
        })),
    )
    for (const entry of allow) {
      const table = TABLE_OWNERS[entry.table]?.table ?? entry.table
      // An entry no write needs any more: delete it from eslint.config.js.
      expect(
        writes.some((write) => write.table === table && covers(entry, write.file)),
        `no longer needed (delete the entry): ${JSON.stringify(entry)}`,
      ).toBe(true)
    }
  }, 60_000)
})

/** @param {string} folder */
function listFiles(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    return entry.isDirectory() ? listFiles(file) : [file]
  })
}
