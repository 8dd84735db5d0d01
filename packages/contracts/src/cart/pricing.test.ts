import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotals, lineTotalCents, parseDollars, paymentMethodForAmount, unitDiscountCents } from './pricing'
import { PAYMENT_METHOD_TYPES } from '../domain/enums'

const cents = fc.integer({ min: 0, max: 10_000_000 })
const terms = fc.oneof(
  fc.record({ percentage: fc.constant(true), amount: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ percentage: fc.constant(false), amount: fc.integer({ min: 0, max: 20_000_000 }) }),
)
const line = fc
  .record({ unit: cents, terms, quantity: fc.integer({ min: 1, max: 999 }) })
  .map(({ unit, terms, quantity }) => ({
    unitCents: unit,
    discountCents: unitDiscountCents(unit, terms),
    quantity,
  }))

describe('pricing', () => {
  it('never discounts a unit below zero nor by more than its price', () => {
    fc.assert(
      fc.property(cents, terms, (unit, t) => {
        const off = unitDiscountCents(unit, t)
        expect(off).toBeGreaterThanOrEqual(0)
        expect(off).toBeLessThanOrEqual(unit)
        expect(Number.isInteger(off)).toBe(true)
      }),
    )
  })

  it('never totals below zero, and the total is the subtotal minus the discount', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = cartTotals(lines)
        expect(totals.totalCents).toBeGreaterThanOrEqual(0)
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents)
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents)
        expect(totals.totalCents).toBe(lines.reduce((sum, l) => sum + lineTotalCents(l), 0))
      }),
    )
  })

  it('a 100% code makes any line free; a percentage rounds to the cent', () => {
    expect(unitDiscountCents(4599, { percentage: true, amount: 100 })).toBe(4599)
    expect(unitDiscountCents(4599, { percentage: true, amount: 10 })).toBe(460)
    expect(unitDiscountCents(4500, { percentage: false, amount: 10_000 })).toBe(4500)
  })

  it('switches to free when total plus donation is zero or less, and back to a new card when positive', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHOD_TYPES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (current, total, donation) => {
          const next = paymentMethodForAmount(current, total, donation)
          if (total + donation <= 0) expect(next).toBe(current === 'admin' ? 'admin' : 'free')
          else expect(next).toBe(current === 'free' ? 'stripe' : current)
        },
      ),
    )
    expect(paymentMethodForAmount('stripe', 0, 0)).toBe('free')
    expect(paymentMethodForAmount('free', 0, 2500)).toBe('stripe')
    expect(paymentMethodForAmount('existing', 100, 0)).toBe('existing')
  })

  it('parses dollars as people type them', () => {
    expect(parseDollars('25')).toBe(2500)
    expect(parseDollars('25.5')).toBe(2550)
    expect(parseDollars('$1,250.00')).toBe(125000)
    expect(parseDollars(' 0.05 ')).toBe(5)
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseDollars(bad)).toBeNull()
  })
})
