// The web app's boundary rules, run by ESLint's RuleTester on small made-up files (the cycle rule
// also reads a small feature tree written to a temporary folder).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import { featureImports } from './feature-imports.js'
import { noFeatureCycles } from './no-feature-cycles.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

const SRC = '/repo/apps/web/src'
const at = (file) => `${SRC}/${file}`

describe('portal/feature-imports', () => {
  ruleTester.run('feature-imports', featureImports, {
    valid: [
      // Another feature through its index, in each spelling.
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import { CardEntry } from '../payments'" },
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import { CardEntry } from '../payments/index'" },
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import type { CardEntryHandle } from '../payments/'" },
      // Its own files, directly; shared code; packages.
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import { useCart } from './cart-api'" },
      { filename: at('features/membership/admin/Review.tsx'), code: "import { view } from '../membership-view'" },
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import { api } from '../../lib/api'" },
      {
        filename: at('features/cart/CheckoutPage.tsx'),
        code: "import { DataTable } from '../../components/DataTable'",
      },
      { filename: at('features/cart/CheckoutPage.tsx'), code: "import { Button } from '@mantine/core'" },
      { filename: at('components/DataTable.tsx'), code: "import { errorMessage } from '../lib/errors'" },
      { filename: at('lib/session.ts'), code: "import { api } from './api'" },
      // The app layer: features through their index, screens by a dynamic import.
      { filename: at('app/layouts/ShellLayout.tsx'), code: "import { EditProfileNav } from '../../features/profile'" },
      { filename: at('app/screens.ts'), code: "const load = () => import('../features/cart/CartPage')" },
      { filename: at('main.tsx'), code: "import { App } from './app/App'" },
      // An index that only re-exports.
      {
        filename: at('features/payments/index.ts'),
        code: "export { CardEntry } from './card-entry/CardEntry'\nexport { type CardEntryHandle } from './card-entry/card-entry'\nexport * from './labels'",
      },
      { filename: at('features/events/index.ts'), code: 'export {}' },
      // Outside the web app the rule says nothing.
      { filename: '/repo/apps/server/src/app.ts', code: "import { x } from '../../web/src/features/cart/cart-api'" },
    ],
    invalid: [
      {
        filename: at('features/cart/PaymentMethodFields.tsx'),
        code: "import { CardEntry } from '../payments/card-entry/CardEntry'",
        errors: [
          {
            messageId: 'deepImport',
            data: { specifier: '../payments/card-entry/CardEntry', feature: 'payments', index: '../payments' },
          },
        ],
      },
      {
        filename: at('features/membership/admin/admin-api.ts'),
        code: "import type { Row } from '../../system-data/system-data-api'",
        errors: [
          {
            messageId: 'deepImport',
            data: {
              specifier: '../../system-data/system-data-api',
              feature: 'system-data',
              index: '../../system-data',
            },
          },
        ],
      },
      {
        filename: at('features/cart/index.ts'),
        code: "export { storePayment } from '../payments/payments-api'",
        errors: [{ messageId: 'deepImport' }],
      },
      {
        filename: at('features/cart/CartPage.tsx'),
        code: "const page = () => import('../payments/PaymentInfoPage')",
        errors: [{ messageId: 'deepImport' }],
      },
      {
        filename: at('app/layouts/ShellLayout.tsx'),
        code: "import { EditProfileNav } from '../../features/profile/EditProfileNav'",
        errors: [
          {
            messageId: 'appDeepImport',
            data: {
              specifier: '../../features/profile/EditProfileNav',
              feature: 'profile',
              index: '../../features/profile',
            },
          },
        ],
      },
      {
        filename: at('features/cart/CartPage.tsx'),
        code: "import { CartCountBadge } from '.'\nimport { useCart } from '../cart'",
        errors: [{ messageId: 'ownIndex' }, { messageId: 'ownIndex' }],
      },
      {
        filename: at('components/DataTable.tsx'),
        code: "import { CART_KEY } from '../features/cart'",
        errors: [{ messageId: 'sharedImportsFeature', data: { specifier: '../features/cart', layer: 'components' } }],
      },
      {
        filename: at('lib/api.ts'),
        code: "import { queryClient } from '../app/query-client'",
        errors: [{ messageId: 'sharedImportsFeature', data: { specifier: '../app/query-client', layer: 'lib' } }],
      },
      {
        filename: at('features/cart/CartPage.tsx'),
        code: "import { SCREENS } from '../../app/screens'",
        errors: [{ messageId: 'featureImportsApp' }],
      },
      {
        filename: at('features/cart/index.ts'),
        code: "import { CartCountBadge } from './CartCountBadge'\nexport { CartCountBadge }\nexport const CART = 1",
        errors: [
          { messageId: 'indexOnlyReexports', line: 1 },
          { messageId: 'indexOnlyReexports', line: 2 },
          { messageId: 'indexOnlyReexports', line: 3 },
        ],
      },
    ],
  })
})

// A small web app on disk: payments leads back to cart, and dashboard -> notifications -> cart.
const root = mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'))
const src = path.join(root, 'apps/web/src')
const files = {
  'features/cart/index.ts': "export { CartCountBadge } from './CartCountBadge'\n",
  'features/cart/CartCountBadge.tsx': "import { useCart } from './cart-api'\n",
  'features/cart/cart-api.ts': "import { api } from '../../lib/api'\n",
  'features/payments/index.ts': "export { CardEntry } from './CardEntry'\n",
  'features/payments/CardEntry.tsx': "import { Button } from '@mantine/core'\n",
  'features/payments/payments-api.ts': "import { CART_KEY } from '../cart/cart-api'\n",
  'features/dashboard/index.ts': "export { paidDashboard } from './payment-confirmation'\n",
  'features/dashboard/payment-confirmation.ts': "export const paidDashboard = () => ({ to: '/' })\n",
  'features/dashboard/alerts.ts': "import type { Count } from '../notifications'\n",
  'features/notifications/index.ts': "export type { Count } from './api'\n",
  'features/notifications/api.ts': "const badge = () => import('../cart')\n",
  'features/events/index.ts': 'export {}\n',
  'lib/api.ts': 'export const api = () => null\n',
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true })
  writeFileSync(path.join(src, file), text)
}
afterAll(() => rmSync(root, { recursive: true, force: true }))
const inTree = (file) => path.join(src, file)

describe('portal/no-feature-cycles', () => {
  ruleTester.run('no-feature-cycles', noFeatureCycles, {
    valid: [
      // cart -> events: events leads nowhere.
      { filename: inTree('features/cart/CheckoutPage.tsx'), code: "import { x } from '../events'" },
      // payments -> dashboard: dashboard leads to notifications and cart, never to payments.
      { filename: inTree('features/payments/receipt.ts'), code: "import { paidDashboard } from '../dashboard'" },
      // The file being linted counts as it reads now, not as it was saved: payments-api no longer
      // imports the cart, so the cart may use payments.
      { filename: inTree('features/payments/payments-api.ts'), code: "import { api } from '../../lib/api'" },
      // Shared code is no feature.
      { filename: inTree('lib/session.ts'), code: "import { x } from '../features/cart'" },
    ],
    invalid: [
      {
        filename: inTree('features/cart/CheckoutPage.tsx'),
        code: "import { CardEntry } from '../payments'",
        errors: [
          {
            messageId: 'cycle',
            data: {
              from: 'cart',
              to: 'payments',
              cycle:
                "cart -> payments (cart/CheckoutPage.tsx imports '../payments') -> cart (payments/payments-api.ts imports '../cart/cart-api')",
            },
          },
        ],
      },
      {
        // Through two features, a type-only import and a dynamic one.
        filename: inTree('features/cart/CheckoutPage.tsx'),
        code: "import { paidDashboard } from '../dashboard'",
        errors: [
          {
            messageId: 'cycle',
            data: {
              from: 'cart',
              to: 'dashboard',
              cycle:
                "cart -> dashboard (cart/CheckoutPage.tsx imports '../dashboard') -> notifications (dashboard/alerts.ts imports '../notifications') -> cart (notifications/api.ts imports '../cart')",
            },
          },
        ],
      },
    ],
  })
})
