// @ts-check
/**
 * `portal/no-feature-cycles`: the web app's features form no import cycle (cart -> payments ->
 * cart), counting every import, static, dynamic or type-only, through an index or not.
 *
 * ESLint shows a rule one file at a time, so the rule reads the feature graph itself: every file
 * under `src/features/`, its relative imports listed by TypeScript's `preProcessFile` (no type
 * check, a few milliseconds per file), cached by modification time. The file being linted is read
 * from its syntax tree instead, so an editor sees its unsaved imports. A cross-feature import of the
 * linted file is reported when the imported feature leads back to the file's own feature; the
 * message names the way back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { placeOf, targetOf } from './web-layout.js'

/** @typedef {{ from: string, to: string, file: string, specifier: string }} Edge */

/** @type {Map<string, { mtimeMs: number, specifiers: string[] }>} */
const parsed = new Map()

/**
 * The relative import specifiers of a file on disk (imports, re-exports, dynamic imports).
 * @param {string} file
 */
function specifiersOnDisk(file) {
  const { mtimeMs } = statSync(file)
  const cached = parsed.get(file)
  if (cached && cached.mtimeMs === mtimeMs) return cached.specifiers
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const specifiers = info.importedFiles.map((entry) => entry.fileName).filter((name) => name.startsWith('.'))
  parsed.set(file, { mtimeMs, specifiers })
  return specifiers
}

/**
 * Every .ts/.tsx file under a folder.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...sourceFiles(full))
    else if (/\.tsx?$/.test(entry.name)) files.push(full)
  }
  return files
}

/**
 * The edges a file adds to the feature graph (its imports that land in another feature).
 * @param {string} file
 * @param {readonly string[]} specifiers
 * @returns {Edge[]}
 */
function edgesOf(file, specifiers) {
  const here = placeOf(file)
  if (here?.kind !== 'feature') return []
  /** @type {Edge[]} */
  const edges = []
  for (const specifier of specifiers) {
    const target = targetOf(file, specifier)
    if (target?.kind === 'feature' && target.feature !== here.feature) {
      edges.push({ from: here.feature, to: target.feature, file, specifier })
    }
  }
  return edges
}

/**
 * The feature graph of a web app, with `file`'s own imports taken from `ownSpecifiers`.
 * @param {string} root apps/web/src
 * @param {string} file
 * @param {readonly string[]} ownSpecifiers
 * @returns {Map<string, Edge[]>} feature -> its edges to other features
 */
function featureGraph(root, file, ownSpecifiers) {
  /** @type {Map<string, Edge[]>} */
  const graph = new Map()
  const featuresDir = path.join(root, 'features')
  const files = sourceFiles(featuresDir).filter((other) => path.normalize(other) !== path.normalize(file))
  const edges = [...files.flatMap((other) => edgesOf(other, specifiersOnDisk(other))), ...edgesOf(file, ownSpecifiers)]
  for (const edge of edges) graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge])
  return graph
}

/**
 * The shortest way from one feature to another, as the edges taken; null when there is none.
 * @param {Map<string, Edge[]>} graph
 * @param {string} start
 * @param {string} goal
 * @returns {Edge[] | null}
 */
function pathBetween(graph, start, goal) {
  /** @type {Map<string, Edge[]>} */
  const reached = new Map([[start, []]])
  const queue = [start]
  while (queue.length > 0) {
    const feature = /** @type {string} */ (queue.shift())
    const way = reached.get(feature) ?? []
    for (const edge of graph.get(feature) ?? []) {
      if (reached.has(edge.to)) continue
      const next = [...way, edge]
      if (edge.to === goal) return next
      reached.set(edge.to, next)
      queue.push(edge.to)
    }
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'The features of the web app form no import cycle.' },
    schema: [],
    messages: {
      cycle:
        'Importing the {{to}} feature from {{from}} closes a cycle: {{cycle}}. Move what both need into components/ or lib/, or let the app layer compose them.',
    },
  },
  create(context) {
    const file = context.filename
    const here = placeOf(file)
    if (here?.kind !== 'feature') return {}

    /** @type {{ node: import('estree').Node, specifier: string }[]} */
    const imports = []
    /**
     * @param {import('estree').Node} node
     * @param {unknown} value
     */
    const collect = (node, value) => {
      if (typeof value === 'string' && value.startsWith('.')) imports.push({ node, specifier: value })
    }

    return {
      ImportDeclaration: (node) => collect(node.source, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) collect(node.source, node.source.value)
      },
      ExportAllDeclaration: (node) => collect(node.source, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') collect(node.source, node.source.value)
      },
      'Program:exit': () => {
        const outward = imports.filter(({ specifier }) => edgesOf(file, [specifier]).length > 0)
        if (outward.length === 0) return
        const graph = featureGraph(
          here.root,
          file,
          imports.map(({ specifier }) => specifier),
        )
        for (const { node, specifier } of outward) {
          const [edge] = edgesOf(file, [specifier])
          if (!edge) continue
          const back = pathBetween(graph, edge.to, here.feature)
          if (!back) continue
          const steps = [edge, ...back]
          const cycle = [
            here.feature,
            ...steps.map(
              (step) =>
                `${step.to} (${path.relative(path.join(here.root, 'features'), step.file)} imports '${step.specifier}')`,
            ),
          ].join(' -> ')
          context.report({ node, messageId: 'cycle', data: { from: here.feature, to: edge.to, cycle } })
        }
      },
    }
  },
}
