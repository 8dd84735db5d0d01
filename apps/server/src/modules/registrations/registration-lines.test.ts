import { describe, expect, it } from 'vitest'
import { desiredLines, homeCountryOf, isInternationalAddress, type LineFacts } from './registration-lines'

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value')
  return value
}

const base: LineFacts = {
  pathway: {
    key: 'education',
    fee: { id: 1, name: 'Fee', priceCents: 39_900, freeForMembers: false, deferred: false },
  },
  courseMaterials: [
    { id: 10, name: 'Learning System', priceCents: 89_500, shippable: false },
    { id: 11, name: 'Books', priceCents: 25_000, shippable: true },
  ],
  shipping: { isInternational: false },
  shippingFees: [
    { id: 20, name: 'Domestic', priceCents: 2_500, international: false, forExams: false },
    { id: 21, name: 'International', priceCents: 7_500, international: true, forExams: false },
    { id: 22, name: 'Exam shipping', priceCents: 1_500, international: false, forExams: true },
    { id: 23, name: 'Intl exam shipping', priceCents: 4_000, international: true, forExams: true },
  ],
  exam: { id: 30, name: 'Exam', priceCents: 49_500, retakePriceCents: 29_500, memberDiscountCents: 10_000 },
  payExamFeeUpfront: true,
  practiceExam: { id: 40, name: 'Practice', priceCents: 9_900 },
  purchasePracticeExam: true,
  buyer: { isMember: false, isVerifiedStudent: false, essentialsCreditCents: 0 },
  paid: [],
}

const summary = (facts: LineFacts) =>
  desiredLines(facts).map((l) => [l.kind, l.catalogId, l.finalPriceCents, l.chargedOnApproval])

describe('the lines a registration should have', () => {
  it('has the fee, the materials, domestic shipping, the exam with its shipping and the practice exam', () => {
    expect(summary(base)).toEqual([
      ['registration_fee', 1, 39_900, false],
      ['course_material', 10, 89_500, false],
      ['course_material', 11, 25_000, false],
      ['shipping_fee', 20, 2_500, false],
      ['exam', 30, 49_500, false],
      ['shipping_fee', 22, 1_500, false],
      ['practice_exam', 40, 9_900, false],
    ])
  })

  it('prices for members: the fee free when it says so, $100 off the exam', () => {
    const facts = {
      ...base,
      pathway: { key: 'education' as const, fee: { ...must(must(base.pathway).fee), freeForMembers: true } },
      buyer: { ...base.buyer, isMember: true },
    }
    const lines = desiredLines(facts)
    expect(lines.find((l) => l.kind === 'registration_fee')?.finalPriceCents).toBe(0)
    expect(lines.find((l) => l.kind === 'exam')).toMatchObject({
      priceCents: 49_500,
      finalPriceCents: 39_500,
      offer: 'member',
    })
  })

  it('ships internationally, and only when a shippable material is chosen and an address set', () => {
    const international = desiredLines({ ...base, shipping: { isInternational: true } })
    expect(international.filter((l) => l.kind === 'shipping_fee').map((l) => l.catalogId)).toEqual([21, 23])
    const noBooks = desiredLines({ ...base, courseMaterials: [must(base.courseMaterials[0])] })
    expect(noBooks.filter((l) => l.kind === 'shipping_fee').map((l) => l.catalogId)).toEqual([22])
    const noAddress = desiredLines({ ...base, shipping: null })
    expect(noAddress.filter((l) => l.kind === 'shipping_fee').map((l) => l.catalogId)).toEqual([22])
  })

  it('leaves out the exam without upfront payment, and the practice exam unless bought', () => {
    const lines = desiredLines({ ...base, payExamFeeUpfront: false, purchasePracticeExam: false })
    expect(lines.map((l) => l.kind)).toEqual(['registration_fee', 'course_material', 'course_material', 'shipping_fee'])
  })

  it('never wants again what is paid', () => {
    const lines = desiredLines({
      ...base,
      paid: [
        { kind: 'registration_fee', catalogId: 1 },
        { kind: 'course_material', catalogId: 10 },
        { kind: 'exam', catalogId: 30 },
        { kind: 'shipping_fee', catalogId: 22 },
      ],
    })
    expect(lines.map((l) => [l.kind, l.catalogId])).toEqual([
      ['course_material', 11],
      ['shipping_fee', 20],
      ['practice_exam', 40],
    ])
  })

  it('charges a deferred (self-study) fee and its items on approval, the practice exam at checkout', () => {
    const facts = {
      ...base,
      pathway: { key: 'education' as const, fee: { ...must(must(base.pathway).fee), deferred: true } },
    }
    for (const line of desiredLines(facts)) expect(line.chargedOnApproval).toBe(line.kind !== 'practice_exam')
  })
})

describe('the home country', () => {
  it('is Canada for the AFCC® certification and the United States otherwise', () => {
    expect(homeCountryOf({ key: 'afcc', name: 'Accredited Financial Counsellor Canada® (AFCC®)' })).toBe('CA')
    expect(homeCountryOf({ key: 'afc', name: 'Accredited Financial Counselor® (AFC®)' })).toBe('US')
    expect(isInternationalAddress('United States', 'US')).toBe(false)
    expect(isInternationalAddress(' usa ', 'US')).toBe(false)
    expect(isInternationalAddress('Canada', 'US')).toBe(true)
    expect(isInternationalAddress('Canada', 'CA')).toBe(false)
  })
})
