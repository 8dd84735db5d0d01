// @ts-check
/**
 * `portal/table-owner`: a module writes only its own tables (ARCHITECTURE.md, "Module
 * boundaries"; the map is `table-owners.js`).
 *
 * In a file of `apps/server/src/modules/<module>/` (tests aside), it reports
 * - `.insert(T)`, `.update(T)`, `.delete(T)` where `T` is a table imported (renamed or not, or
 *   through a namespace) from a `db/schema` module, and
 * - a `sql` template whose text starts a write: `insert into T`, `update T`, `delete from T`
 *   (case-insensitive; at the start, after `;` or after `(` as in a CTE), `T` spelled out or
 *   interpolated as a schema table (`${lineItems}`),
 * when the module is neither the table's owner nor one of its shared writers, and the rule's
 * `allow` option does not tolerate the pair. A written table missing from the map is refused too:
 * a new table must be given its owner.
 *
 * Option: `{ allow: [{ table, module?, files?, reason? }] }`, writes tolerated for now. `table` is
 * the Drizzle export or the SQL name; `module` names a folder of `modules/`, `files` one or more
 * globs of repository paths (`*`, `**`; matched against the end of the file's path).
 */
import { PLATFORM, ownerOfTable, writersOf } from './table-owners.js'

const SCHEMA_SOURCE = /(^|\/)db\/schema(\/|$)/
const MODULE_FILE = /\/apps\/server\/src\/modules\/([^/]+)\//
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/
/** Drizzle's write methods, named as the statement they build. */
const WRITE_METHODS = new Map([
  ['insert', 'insert into'],
  ['update', 'update'],
  ['delete', 'delete from'],
])
/** The placeholder standing for the i-th interpolation in a template's text. */
const HOLE = (/** @type {number} */ index) => `\uE000${index}\uE000`
const SQL_WRITE = /(?:^|[;(])\s*(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(\uE000\d+\uE000|"[^"]+"|[\w.]+)/gi

/**
 * @typedef {{ table: string, module?: string, files?: string | string[], reason?: string }} AllowEntry
 */

/** @type {import('eslint').Rule.RuleModule} */
export const tableOwner = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A module inserts, updates and deletes only its own tables (eslint-rules/table-owners.js); it asks the owner for the rest.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                table: { type: 'string' },
                module: { type: 'string' },
                files: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                reason: { type: 'string' },
              },
              required: ['table'],
              anyOf: [{ required: ['module'] }, { required: ['files'] }],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreignWrite:
        "'{{verb}} {{table}}' in the {{module}} module: {{table}} is {{owners}}. Ask {{ask}} through a named transition (a method of its service that takes your transaction) instead.",
      platformWrite:
        "'{{verb}} {{table}}' in the {{module}} module: {{table}} is written by platform code only. Ask platform through its API (recordAudit, queue.enqueue, mailer.send, the session store) instead.",
      unmapped:
        "'{{verb}} {{table}}': the table has no owner in eslint-rules/table-owners.js. Map it: a new table is given its owning module (or its shared writers, and why).",
    },
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/')
    if (TEST_FILE.test(filename)) return {}
    const module = MODULE_FILE.exec(filename)?.[1] ?? ''
    if (!module) return {}

    /** @type {{ allow?: AllowEntry[] }} */
    const options = context.options[0] ?? {}
    const allowed = new Set()
    for (const entry of options.allow ?? []) {
      const table = ownerOfTable(entry.table)
      if (!table) throw new Error(`portal/table-owner: the allow entry's table '${entry.table}' is not in the map`)
      const files = entry.files === undefined ? [] : [entry.files].flat()
      if (entry.module === module || files.some((glob) => globToRegExp(glob).test(filename))) allowed.add(table.table)
    }

    /**
     * Reports a write of the table named `name` (export or SQL name) unless this module may.
     * @param {import('estree').Node} node
     * @param {string} verb
     * @param {string} name
     */
    function check(node, verb, name) {
      const entry = ownerOfTable(name)
      if (!entry) {
        context.report({ node, messageId: 'unmapped', data: { verb, table: name } })
        return
      }
      if (writersOf(entry).includes(module) || allowed.has(entry.table)) return
      const data = { verb, table: entry.table, module }
      if ('shared' in entry) {
        const owners = `written only by ${listOf(entry.shared, 'and')}`
        const ask = `the module whose record it is (${listOf(entry.shared, 'or')})`
        context.report({ node, messageId: 'foreignWrite', data: { ...data, owners, ask } })
      } else if (entry.owner === PLATFORM) {
        context.report({ node, messageId: 'platformWrite', data })
      } else {
        const owners = `owned by the ${entry.owner} module`
        context.report({ node, messageId: 'foreignWrite', data: { ...data, owners, ask: entry.owner } })
      }
    }

    /**
     * The schema table a node names (`lineItems`, `li` of `{ lineItems as li }`, `schema.lineItems`),
     * by its Drizzle export; undefined for anything else.
     * @param {import('estree').Node} node
     * @returns {string | undefined}
     */
    function schemaTable(node) {
      if (node.type === 'Identifier') {
        const specifier = importOf(node)
        if (specifier?.type === 'ImportSpecifier') {
          return specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)
        }
        return undefined
      }
      if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
        if (node.object.type === 'Identifier' && importOf(node.object)?.type === 'ImportNamespaceSpecifier') {
          return node.property.name
        }
      }
      return undefined
    }

    /**
     * The import of `db/schema` an identifier resolves to (shadowing respected), if any.
     * @param {import('estree').Identifier} identifier
     */
    function importOf(identifier) {
      /** @type {import('eslint').Scope.Scope | null} */
      let scope = context.sourceCode.getScope(identifier)
      while (scope) {
        const variable = scope.set.get(identifier.name)
        if (variable) {
          const def = variable.defs[0]
          if (def?.type !== 'ImportBinding') return undefined
          const declaration = def.parent
          if (declaration.type !== 'ImportDeclaration' || !SCHEMA_SOURCE.test(String(declaration.source.value))) {
            return undefined
          }
          // A type-only import names no table.
          if (/** @type {{ importKind?: string }} */ (declaration).importKind === 'type') return undefined
          if (/** @type {{ importKind?: string }} */ (def.node).importKind === 'type') return undefined
          return def.node
        }
        scope = scope.upper
      }
      return undefined
    }

    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        const verb = WRITE_METHODS.get(callee.property.name)
        if (!verb) return
        const argument = node.arguments[0]
        if (!argument || argument.type === 'SpreadElement') return
        const table = schemaTable(argument)
        if (table) check(argument, verb, table)
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return
        const { quasis, expressions } = node.quasi
        const text = quasis
          .map((quasi, i) => (i === 0 ? '' : HOLE(i - 1)) + (quasi.value.cooked ?? quasi.value.raw))
          .join('')
        for (const match of text.matchAll(SQL_WRITE)) {
          const verb = (match[1] ?? '').replace(/\s+/g, ' ').toLowerCase()
          const target = match[2] ?? ''
          const hole = /^\uE000(\d+)\uE000$/.exec(target)
          if (hole) {
            // An interpolated table counts when it is a schema table; anything else is dynamic.
            const expression = expressions[Number(hole[1])]
            const table = expression && schemaTable(expression)
            if (table) check(node, verb, table)
            continue
          }
          const name = target.replaceAll('"', '').split('.').at(-1) ?? target
          check(node, verb, name.toLowerCase())
        }
      },
    }
  },
}

/**
 * `a`, `a and b`, `a, b and c`.
 * @param {readonly string[]} items
 * @param {string} conjunction
 */
function listOf(items, conjunction) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
}

/**
 * A glob of repository paths as a regular expression matched against the end of a file's path
 * (`**` any folders, `*` any characters but `/`, `?` one of them).
 * @param {string} glob
 */
export function globToRegExp(glob) {
  let source = ''
  const pattern = glob.replace(/^\.?\/+/, '')
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i)
    if (char === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/'
      source += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`(?:^|/)${source}$`)
}
