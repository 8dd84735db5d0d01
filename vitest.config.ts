import { defineConfig } from 'vitest/config'

/**
 * Four projects, run in this order by `npm test`:
 *  - unit: pure rules, policies, dates, web helpers, the project's ESLint rules (no database, no
 *    network)
 *  - components: the web app's shared components and hooks rendered in a DOM (happy-dom) with
 *    Testing Library (`*.test.tsx`)
 *  - integration: the HTTP API through app.inject() against a real database
 *    (PGlite by default, the PostgreSQL server when DATABASE_URL is set)
 *  - e2e: browser journeys in the system Chromium against a real server
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/**/src/**/*.test.ts',
            'apps/web/build-plugins/**/*.test.ts',
            'eslint-rules/**/*.test.js',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
