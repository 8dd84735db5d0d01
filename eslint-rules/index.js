// @ts-check
/**
 * The project's own ESLint rules, loaded by eslint.config.js as the `portal` plugin. Plain
 * JavaScript: the config is loaded by Node without a TypeScript step.
 */
import { featureImports } from './feature-imports.js'
import { jobDeclarations } from './job-declarations.js'
import { noFeatureCycles } from './no-feature-cycles.js'
import { tableOwner } from './table-owner.js'

/** @type {import('eslint').ESLint.Plugin} */
const portal = {
  meta: { name: 'portal' },
  rules: {
    'feature-imports': featureImports,
    'job-declarations': jobDeclarations,
    'no-feature-cycles': noFeatureCycles,
    'table-owner': tableOwner,
  },
}

export default portal
