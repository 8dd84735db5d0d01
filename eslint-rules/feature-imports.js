// @ts-check
/**
 * `portal/feature-imports`: the web app's layers (ARCHITECTURE.md, "The web app's features").
 *
 * - A feature uses another feature only through that feature's public `index.ts`
 *   (`import { CardEntry } from '../payments'`), never a file inside it.
 * - A feature's own files import each other directly, not through their own index (which would
 *   make the index a cycle of its own).
 * - A feature's `index.ts` only re-exports: the build treats it as free of side effects, so a page
 *   pays only for the modules it uses of a feature's interface.
 * - `components/` and `lib/` (what features share) import no feature and not the app layer, and no
 *   feature imports the app layer.
 * - The app layer (`app/`, `main.tsx`) composes features through their index too; only a dynamic
 *   `import()` may name a screen's file, so that each screen stays its own chunk.
 */
import { isFeatureIndex, placeOf, targetOf } from './web-layout.js'

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features use each other only through their public index.ts; shared code imports no feature.',
    },
    schema: [],
    messages: {
      deepImport:
        "'{{specifier}}' reaches into the {{feature}} feature: import it from '{{index}}' (the feature's index.ts), and export it there if it is missing.",
      appDeepImport:
        "'{{specifier}}' reaches into the {{feature}} feature: the app layer imports a feature from '{{index}}' (its index.ts); only a screen may be named directly, with a dynamic import() in app/screens.ts.",
      ownIndex:
        "'{{specifier}}' is this feature's own index: import the module itself (the index is what other features see).",
      sharedImportsFeature:
        "'{{specifier}}': {{layer}}/ is shared by every feature, so it imports no feature and not the app layer; move what both need into {{layer}}/.",
      featureImportsApp:
        "'{{specifier}}': a feature does not import the app layer (app/ composes features, not the other way round).",
      indexOnlyReexports:
        "A feature's index.ts only re-exports (export { ... } from './module'): the build treats it as free of side effects.",
    },
  },
  create(context) {
    const file = context.filename
    const here = placeOf(file)
    if (!here) return {}

    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     * @param {boolean} isDynamic
     */
    function check(node, source, isDynamic) {
      if (typeof source !== 'string' || !here) return
      const target = targetOf(file, source)
      if (!target) return
      const data = { specifier: source, layer: here.kind }
      if (here.kind === 'components' || here.kind === 'lib') {
        if (target.kind === 'feature' || target.kind === 'app') {
          context.report({ node, messageId: 'sharedImportsFeature', data })
        }
        return
      }
      if (here.kind === 'feature' && target.kind === 'app') {
        context.report({ node, messageId: 'featureImportsApp', data })
        return
      }
      if (target.kind !== 'feature') return
      const index = indexSpecifier(source, target.feature)
      if (here.kind === 'feature' && here.feature === target.feature) {
        if (isFeatureIndex(target)) context.report({ node, messageId: 'ownIndex', data })
        return
      }
      if (isFeatureIndex(target)) return
      if (here.kind === 'app' || here.kind === 'other') {
        if (!isDynamic)
          context.report({ node, messageId: 'appDeepImport', data: { ...data, feature: target.feature, index } })
        return
      }
      context.report({ node, messageId: 'deepImport', data: { ...data, feature: target.feature, index } })
    }

    const isIndexFile = here.kind === 'feature' && here.rest === 'index.ts'

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, false),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node.source, node.source.value, false)
      },
      ExportAllDeclaration: (node) => check(node.source, node.source.value, false),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source, node.source.value, true)
      },
      Program: (program) => {
        if (!isIndexFile) return
        for (const statement of program.body) {
          const isReexport =
            statement.type === 'ExportAllDeclaration' ||
            (statement.type === 'ExportNamedDeclaration' &&
              !statement.declaration &&
              (Boolean(statement.source) || statement.specifiers.length === 0))
          if (!isReexport) context.report({ node: statement, messageId: 'indexOnlyReexports' })
        }
      },
    }
  },
}

/**
 * The same path, ending at the feature's folder ('../payments/card-entry/CardEntry' -> '../payments').
 * @param {string} specifier
 * @param {string} feature
 */
function indexSpecifier(specifier, feature) {
  const parts = specifier.split('/')
  const at = parts.lastIndexOf(feature)
  return at === -1 ? specifier : parts.slice(0, at + 1).join('/')
}
