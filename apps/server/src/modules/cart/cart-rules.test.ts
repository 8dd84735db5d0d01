import { describe, expect, it } from 'vitest'
import { discountCovers, discountProblem, repriceLine } from './cart-rules'
import type { DiscountRow } from './cart.repo'
import { CartMessages as M } from '@portal/contracts'

const discount = (values: Partial<DiscountRow> = {}): DiscountRow => ({
  id: 1,
  code: 'CODE',
  description: null,
  percentage: false,
  amount: 500,
  startsOn: null,
  endsOn: null,
  usageLimit: null,
  usageCount: 0,
  scope: [],
  createdAt: new Date(),
  updatedAt: new Date(),
  retiredAt: null,
  ...values,
})

describe('cart rules', () => {
  it('judges a code by its days (inclusive), retirement and usage', () => {
    expect(discountProblem(null, '2026-11-22')).toBe(M.discountUnknown)
    expect(discountProblem(discount({ retiredAt: new Date() }), '2026-11-22')).toBe(M.discountUnknown)
    expect(discountProblem(discount({ startsOn: '2026-11-23' }), '2026-11-22')).toBe(M.discountNotStarted)
    expect(discountProblem(discount({ startsOn: '2026-11-22', endsOn: '2026-11-22' }), '2026-11-22')).toBeNull()
    expect(discountProblem(discount({ endsOn: '2026-11-21' }), '2026-11-22')).toBe(M.discountExpired)
    expect(discountProblem(discount({ usageLimit: 3, usageCount: 3 }), '2026-11-22')).toBe(M.discountUsedUp)
  })

  it('covers the kinds in its scope (all when empty), never a donation', () => {
    expect(discountCovers(discount(), 'event')).toBe(true)
    expect(discountCovers(discount(), 'donation')).toBe(false)
    expect(discountCovers(discount({ scope: ['exam'] }), 'event')).toBe(false)
    expect(discountCovers(discount({ scope: ['exam'] }), 'exam')).toBe(true)
  })

  it('reprices from the undiscounted price, so codes replace each other without compounding', () => {
    const line = { finalPriceCents: 4000, discountCents: 500, extra: { priceBeforeDiscount: 4500, withQty: true } }
    expect(repriceLine(line, discount({ percentage: true, amount: 10 }))).toEqual({
      discountId: 1,
      discountCents: 450,
      finalPriceCents: 4050,
      extra: { priceBeforeDiscount: 4500, withQty: true },
    })
    expect(repriceLine(line, null)).toEqual({
      discountId: null,
      discountCents: 0,
      finalPriceCents: 4500,
      extra: { withQty: true },
    })
  })
})
