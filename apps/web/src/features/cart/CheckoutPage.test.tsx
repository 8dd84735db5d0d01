import { screen, within } from '@testing-library/react'
import type { Cart, CartItem, RuntimeConfig } from '@portal/contracts'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from '../../../test/fetch'
import { renderInApp } from '../../../test/render'
import { RuntimeConfigContext } from '../../lib/runtime-config'
import { CheckoutPage } from './CheckoutPage'

const CONFIG: RuntimeConfig = {
  appName: 'Portal',
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha' },
  mailOutbox: true,
  analytics: null,
  payments: { publishableKey: null },
  outOfOffice: null,
}

const item = (overrides: Partial<CartItem>): CartItem => ({
  id: 1,
  name: 'Item',
  categoryType: 'registration_fee',
  categoryId: 1,
  group: 'Certification',
  registrationId: 7,
  price: 0,
  priceBeforeDiscount: 0,
  finalPrice: 0,
  quantity: 1,
  withQty: false,
  total: 0,
  due: null,
  discount: null,
  removesRegistration: false,
  chargedOnApproval: false,
  ...overrides,
})

const priced = (id: number, name: string, cents: number, chargedOnApproval: boolean) =>
  item({ id, name, price: cents, priceBeforeDiscount: cents, finalPrice: cents, total: cents, chargedOnApproval })

function cartOf(items: CartItem[], dueNow: number, chargedOnApproval: number): Cart {
  const total = dueNow + chargedOnApproval
  return {
    items,
    user: {
      id: 3,
      firstName: 'Samuel',
      middleName: null,
      lastName: 'Okafor',
      email: 'selfstudy@example.org',
      cellPhone: null,
      willText: false,
      agreeTos: true,
      role: 'member',
      createdAt: '2026-01-01T00:00:00.000Z',
      impersonatorId: null,
      avatarUrl: null,
    },
    subtotal: total,
    discount: 0,
    total,
    dueNow,
    chargedOnApproval,
    discountCode: null,
    // The donation block stays out of the way: this test is about the order's sums.
    hasDonation: true,
    showMembershipPrompt: false,
    savedCard: { brand: 'visa', last4: '4242' },
    canOverride: false,
  }
}

function renderCheckout(cart: Cart) {
  stubFetch((call) =>
    call.url.includes('/api/cart/items') ? json(cart) : json({ message: 'Not expected', code: 'internal_error' }, 500),
  )
  renderInApp(
    <RuntimeConfigContext value={CONFIG}>
      <MemoryRouter>
        <CheckoutPage />
      </MemoryRouter>
    </RuntimeConfigContext>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CheckoutPage: what is charged now and what when approved', () => {
  it('names the two sums apart on the summary and on the button, as the server computed them', async () => {
    renderCheckout(
      cartOf(
        [
          priced(1, 'AFC® Registration Fee: Self-Paced Study', 39_900, true),
          priced(2, 'AFC® Learning System', 89_500, true),
          priced(3, 'AFC® Practice Exam', 9_900, false),
        ],
        9_900,
        129_400,
      ),
    )
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    const totals = within(summary).getByRole('table', { name: 'Order total' })
    const rows = within(totals)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toContain('Due now$99.00')
    expect(rows).toContain('Charged when approved$1,294.00')
    expect(rows.some((row) => row?.startsWith('Total'))).toBe(false)
    // Each item charged later says so.
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((line) => line.textContent)
    expect(lines).toEqual([
      'AFC® Registration Fee: Self-Paced StudyCharged when approved$399.00',
      'AFC® Learning SystemCharged when approved$895.00',
      'AFC® Practice Exam$99.00',
    ])
    expect(screen.getByRole('button', { name: 'Submit Order: $99.00 now, $1,294.00 when approved' })).toBeTruthy()
  })

  it('shows one Total and a plain Submit Order when everything is charged now', async () => {
    renderCheckout(cartOf([priced(3, 'AFC® Practice Exam', 9_900, false)], 9_900, 0))
    const totals = await screen.findByRole('table', { name: 'Order total' })
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('Total$99.00')
    expect(screen.queryByText('Due now')).toBeNull()
    expect(screen.getByRole('button', { name: 'Submit Order' })).toBeTruthy()
  })
})
