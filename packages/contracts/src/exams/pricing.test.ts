import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDaysToDay, addMonthsToDay } from '../dates'
import { essentialsCreditCents, examFee, examOfferSavings, type ExamBuyer, type ExamFeeTerms } from './pricing'

const cents = fc.integer({ min: 0, max: 500_000 })
const terms = fc.record({ priceCents: cents, retakePriceCents: cents, memberDiscountCents: cents })
const buyer = fc.record({
  isMember: fc.boolean(),
  isVerifiedStudent: fc.boolean(),
  essentialsCreditCents: cents,
  isRetake: fc.boolean(),
})
const firstAttempt = buyer.map((b) => ({ ...b, isRetake: false }))

/** The AFC® exam as the catalogue sells it (demo prices): $100 off for members. */
const AFC: ExamFeeTerms = { priceCents: 39_500, retakePriceCents: 29_500, memberDiscountCents: 10_000 }
const NOBODY: ExamBuyer = { isMember: false, isVerifiedStudent: false, essentialsCreditCents: 0, isRetake: false }

describe('the exam fee', () => {
  it('is whole cents, never below zero nor above its price', () => {
    fc.assert(
      fc.property(terms, buyer, (t, b) => {
        const fee = examFee(t, b)
        expect(Number.isInteger(fee.finalCents)).toBe(true)
        expect(fee.finalCents).toBeGreaterThanOrEqual(0)
        expect(fee.finalCents).toBeLessThanOrEqual(fee.priceCents)
      }),
    )
  })

  it('applies exactly one offer, the one that saves the most, and none that saves nothing', () => {
    fc.assert(
      fc.property(terms, firstAttempt, (t, b) => {
        const fee = examFee(t, b)
        const savings = examOfferSavings(t.priceCents, t, b)
        const best = Math.max(savings.member, savings.student, savings.essentials)
        expect(fee.priceCents - fee.finalCents).toBe(best)
        if (best === 0) expect(fee.offer).toBeNull()
        else expect(fee.offer && savings[fee.offer]).toBe(best)
      }),
    )
  })

  it('never costs more for a buyer who qualifies for more', () => {
    fc.assert(
      fc.property(terms, firstAttempt, fc.boolean(), fc.boolean(), cents, (t, b, member, student, credit) => {
        const more = {
          ...b,
          isMember: b.isMember || member,
          isVerifiedStudent: b.isVerifiedStudent || student,
          essentialsCreditCents: Math.max(b.essentialsCreditCents, credit),
        }
        expect(examFee(t, more).finalCents).toBeLessThanOrEqual(examFee(t, b).finalCents)
      }),
    )
  })

  it('charges a retake its retake price, whatever the buyer qualifies for', () => {
    fc.assert(
      fc.property(terms, buyer, (t, b) => {
        expect(examFee(t, { ...b, isRetake: true })).toEqual({
          priceCents: t.retakePriceCents,
          finalCents: t.retakePriceCents,
          offer: null,
        })
      }),
    )
  })

  it('takes $100 off the AFC® exam for members, half for verified students, the Essentials price paid', () => {
    expect(examFee(AFC, NOBODY)).toEqual({ priceCents: 39_500, finalCents: 39_500, offer: null })
    expect(examFee(AFC, { ...NOBODY, isMember: true })).toMatchObject({ finalCents: 29_500, offer: 'member' })
    expect(examFee(AFC, { ...NOBODY, isVerifiedStudent: true })).toMatchObject({ finalCents: 19_750, offer: 'student' })
    expect(examFee(AFC, { ...NOBODY, essentialsCreditCents: 14_900 })).toMatchObject({
      finalCents: 24_600,
      offer: 'essentials',
    })
    // Not combined: a member who took Essentials gets the larger of the two.
    expect(examFee(AFC, { ...NOBODY, isMember: true, essentialsCreditCents: 14_900 })).toMatchObject({
      finalCents: 24_600,
      offer: 'essentials',
    })
    expect(examFee(AFC, { ...NOBODY, isMember: true, essentialsCreditCents: 5_000 })).toMatchObject({
      finalCents: 29_500,
      offer: 'member',
    })
  })

  it('has no member discount on an exam without one (the AFCC® exam)', () => {
    const afcc = { ...AFC, memberDiscountCents: 0 }
    expect(examFee(afcc, { ...NOBODY, isMember: true })).toEqual({
      priceCents: 39_500,
      finalCents: 39_500,
      offer: null,
    })
  })
})

describe('the Money Management Essentials reduction', () => {
  const today = '2026-11-24'

  it('is what was paid for a course completed in the last 12 months, the day a year ago included', () => {
    expect(essentialsCreditCents([], today)).toBe(0)
    expect(essentialsCreditCents([{ completedOn: '2025-11-24', paidCents: 14_900 }], today)).toBe(14_900)
    expect(essentialsCreditCents([{ completedOn: '2025-11-23', paidCents: 14_900 }], today)).toBe(0)
    expect(essentialsCreditCents([{ completedOn: today, paidCents: 9_900 }], today)).toBe(9_900)
  })

  it('takes the largest of the recent courses and ignores older and future ones', () => {
    const day = fc.integer({ min: -800, max: 30 }).map((offset) => addDaysToDay(today, offset))
    const completion = fc.record({ completedOn: day, paidCents: cents })
    fc.assert(
      fc.property(fc.array(completion, { maxLength: 8 }), (completions) => {
        const since = addMonthsToDay(today, -12)
        const recent = completions.filter((c) => c.completedOn >= since && c.completedOn <= today)
        expect(essentialsCreditCents(completions, today)).toBe(Math.max(0, ...recent.map((c) => c.paidCents)))
      }),
    )
  })
})
