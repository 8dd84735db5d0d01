/**
 * The contracts as the browser gets them: only what a page uses is downloaded and built. Two
 * rewrites of `packages/contracts/src` modules as the web app is bundled (dev server included):
 *
 * - A route contract is its method and path. The web client sends requests from those two
 *   (lib/api.ts) and trusts the answer, which the server already serialized through the route's
 *   response schema. The other members of each `defineRoute({...})` (params, query, body and
 *   response schemas; the summary and tags of the OpenAPI document) are dropped. Types are
 *   untouched (TypeScript reads the source), so `api(route, ...)` stays checked against the whole
 *   contract. A screen that validates with a contract's schema imports that schema; it never reads
 *   one from a route object.
 * - Every call made by a top-level `const` initializer is marked pure. Contracts modules only
 *   declare schemas, constants and pure functions (vite.config.ts says so of whole modules), so a
 *   schema that no page code uses is dropped even when its module is included for another export.
 *   Statements that are not declarations (`z.config(...)` in zod.ts) are left as they are.
 *
 * On the dashboard, the schemas built as its scripts loaded were the largest share of its startup
 * scripting after React and Mantine. The build fails on a `defineRoute` call it does not
 * understand, rather than ship a route object it may have broken.
 */
import MagicString, { type SourceMap } from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** What the browser keeps of a route contract. */
export const BROWSER_ROUTE_MEMBERS: ReadonlySet<string> = new Set(['method', 'path'])

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/
const PURE = '/* @__PURE__ */ '

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function children(node: Node): Node[] {
  const found: Node[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode))
    else if (isNode(value)) found.push(value)
  }
  return found
}

function isDefineRoute(node: Node): boolean {
  const callee = node.callee as Node | undefined
  return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineRoute'
}

/** Every `defineRoute(...)` call under a node. */
function defineRouteCalls(node: Node, found: Node[] = []): Node[] {
  if (isDefineRoute(node)) found.push(node)
  for (const child of children(node)) defineRouteCalls(child, found)
  return found
}

const DEFERRED_CODE = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassBody'])

/** The calls evaluated when an initializer runs: not those in the functions it defines. */
function callsRunBy(node: Node, found: Node[] = []): Node[] {
  if (DEFERRED_CODE.has(node.type)) return found
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node)
  // A route contract's argument is rewritten whole (reduceRoutes): nothing in it is left to mark.
  if (isDefineRoute(node)) return found
  for (const child of children(node)) callsRunBy(child, found)
  return found
}

/** Reduces each `defineRoute({...})` to its method and path. */
function reduceRoutes(program: Node, code: string, source: MagicString, id: string): number {
  const calls = defineRouteCalls(program)
  for (const call of calls) {
    const where = `${id}: the defineRoute(...) at offset ${call.start}`
    const [argument, ...rest] = call.arguments as Node[]
    if (!argument || rest.length > 0 || argument.type !== 'ObjectExpression') {
      throw new Error(`${where} must take one object literal`)
    }
    const kept: string[] = []
    for (const member of argument.properties as Node[]) {
      const key = member.key as Node | undefined
      const name = member.type === 'Property' && !member.computed && key?.type === 'Identifier' ? key.name : null
      if (typeof name !== 'string') throw new Error(`${where} must name each member plainly`)
      if (BROWSER_ROUTE_MEMBERS.has(name)) kept.push(code.slice(member.start, member.end))
    }
    if (kept.length !== BROWSER_ROUTE_MEMBERS.size) throw new Error(`${where} must give its method and path`)
    source.overwrite(argument.start, argument.end, `{ ${kept.join(', ')} }`)
  }
  return calls.length
}

/** Marks the calls of each top-level `const` initializer pure. */
function markDeclarationsPure(program: Node, source: MagicString): number {
  let marked = 0
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null
      for (const call of init ? callsRunBy(init) : []) {
        source.prependLeft(call.start, PURE)
        marked++
      }
    }
  }
  return marked
}

/** A contracts module as the browser gets it; null when nothing changes. */
export function browserContract(code: string, id: string): { code: string; map: SourceMap } | null {
  const program = parseAst(code, { lang: 'ts', sourceType: 'module' }, id) as unknown as Node
  const source = new MagicString(code)
  // Routes first: the schemas a route no longer names are then left unused, and dropped.
  const changes = reduceRoutes(program, code, source, id) + markDeclarationsPure(program, source)
  return changes === 0 ? null : { code: source.toString(), map: source.generateMap({ source: id, hires: true }) }
}

export function browserContracts(): Plugin {
  return {
    name: 'portal-browser-contracts',
    // Before TypeScript is stripped: the parser reads the source as written.
    enforce: 'pre',
    transform: {
      filter: { id: CONTRACTS_SOURCE },
      handler: (code, id) => browserContract(code, id),
    },
  }
}
