import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import portal from './eslint-rules/index.js'

// Server boundaries (ARCHITECTURE.md, "Module boundaries"). The file groups below each list every
// pattern that applies to them: a later block's `no-restricted-imports` replaces an earlier one's.
const serverNeverImportsWeb = {
  group: ['**/apps/web/**', '@portal/web'],
  message: 'The server and contracts never import the web app.',
}
const onlyReposQuery = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    // Types (SQL, Placeholder) may pass through; a query may not.
    allowTypeImports: true,
    message: "Only a *.repo.ts file queries the database: move the query into the module's repo.",
  },
  {
    regex: '(^|/)db/schema(/|$)',
    message: 'Only a *.repo.ts file knows the tables: export the row type from the repo if a service needs it.',
  },
]
// One import of zod (decision 0017): zod/mini, with its English messages set, from the contracts.
const zodOnce = {
  selector: 'ImportDeclaration[source.value=/^zod(\\W|$)/]',
  message: "Import z from '@portal/contracts' (inside the contracts, from src/zod.ts): zod/mini, one way.",
}
// Every rule reads the injected clock (platform/clock.ts), which tests move.
const clockMessage =
  "Read the time from the injected Clock (deps.clock.now()), and pass it to a repo as a parameter; a value that must be the database's time is SQL now()."
const clockNotDate = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: clockMessage },
]
// One mail layout (platform/mail/layout.ts): a module describes its mail's blocks, never its HTML.
const mailLayoutOnly = {
  group: ['**/platform/mail/escape-html'],
  message:
    "Lay the mail out with layoutMail (platform/mail/layout.ts): it escapes every value; no module writes a mail's HTML.",
}
const neverAnotherModulesRepo = {
  regex: '^(\\.\\./)+(modules/)?[\\w-]+/[\\w.-]+\\.repo(\\.[jt]s)?$',
  message: "A module calls another module's service (its exported interface), never its repo.",
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'bench/reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@portal/web'], message: 'The server and contracts never import the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@portal/server', '@portal/web', 'drizzle-orm', 'fastify', 'react'],
              message: 'contracts stay pure: zod and dates only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app's layers (ARCHITECTURE.md, "The web app's features"): a feature is used through
      // its index.ts only, features form no cycle, components/ and lib/ import no feature.
      'portal/feature-imports': 'error',
      'portal/no-feature-cycles': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/modals',
              message: 'A confirmation is components/ConfirmModal; any other dialog renders a Mantine Modal.',
            },
          ],
          patterns: [
            {
              group: ['**/apps/server/**', '@portal/server', 'drizzle-orm', 'pg'],
              message: 'The web app talks to the server only through contracts and HTTP.',
            },
            {
              group: ['@mantine/*/styles.css', '@mantine/*/styles.layer.css', '@mantine/*/styles/*'],
              message:
                "Mantine's styles come with its components (apps/web/build-plugins/mantine-styles.ts): import none by hand.",
            },
          ],
        },
      ],
    },
  },
  {
    // Outside the repos, the platform and the database folder, no file queries the database.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/**', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb, ...onlyReposQuery] }],
    },
  },
  {
    // A module's services, routes, policies and products: another module only through its service;
    // its mails laid out by layoutMail.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules/reviews/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverNeverImportsWeb, ...onlyReposQuery, neverAnotherModulesRepo, mailLayoutOnly] },
      ],
    },
  },
  {
    // The reviews module writes a decision's message (staff HTML, stored and shown, not a mail's
    // layout): it escapes the reviewer's own text.
    files: ['apps/server/src/modules/reviews/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverNeverImportsWeb, ...onlyReposQuery, neverAnotherModulesRepo] },
      ],
    },
  },
  {
    // Each table has one owning module (eslint-rules/table-owners.js): another module asks it
    // through a named transition instead of inserting, updating or deleting its rows.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { portal },
    // A write the map refuses that must stay for a while is named here: { files | module, table }.
    rules: { 'portal/table-owner': ['error', { allow: [] }] },
  },
  {
    // A module's repos: its own tables and queries, never another module's repo.
    files: ['apps/server/src/modules/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb, neverAnotherModulesRepo] }],
    },
  },
  {
    // A job is declared once, typed, in its module's *.jobs.ts, and registered by its wiring
    // function (decision 0003); the queue's own code and tests aside.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/jobs/**', '**/*.test.ts'],
    plugins: { portal },
    rules: { 'portal/job-declarations': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/contracts/src/zod.ts'],
    rules: { 'no-restricted-syntax': ['error', zodOnce] },
  },
  {
    // The modules' rules read the time from the injected clock, never from the machine's.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', zodOnce, ...clockNotDate] },
  },
)
