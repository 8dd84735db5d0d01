import { describe, expect, it } from 'vitest'
import {
  courseMaterialsFor,
  itemStatusLabel,
  latestReview,
  needsExamAgreement,
  offersNoCourseMaterials,
  pathwayReviewNextLabel,
  pathwayYearsText,
  payReviewNextLabel,
  requiresCourseMaterialsChoice,
} from './registration-view'

describe('pathwayYearsText', () => {
  it('divides the months by 12', () => {
    expect(pathwayYearsText(36)).toBe('3 years')
    expect(pathwayYearsText(12)).toBe('1 year')
    expect(pathwayYearsText(18)).toBe('1.5 years')
    expect(pathwayYearsText(0)).toBe('0 years')
  })
})

describe('itemStatusLabel', () => {
  it('reads paid, charged when approved, in cart, not paid', () => {
    expect(itemStatusLabel({ paid: true, inCart: false, chargedOnApproval: false })).toBe('Paid')
    expect(itemStatusLabel({ paid: false, inCart: false, chargedOnApproval: true })).toBe('Charged when approved')
    expect(itemStatusLabel({ paid: false, inCart: true, chargedOnApproval: false })).toBe('In cart')
    expect(itemStatusLabel({ paid: false, inCart: false, chargedOnApproval: false })).toBe('Not paid')
  })
})

describe('the steps’ rules', () => {
  it('offers No Course Materials on three pathways and requires a choice except on university', () => {
    expect(
      ['education', 'university', 'independent_trainer'].every((key) => offersNoCourseMaterials(key as never)),
    ).toBe(true)
    expect(offersNoCourseMaterials('designation')).toBe(false)
    expect(offersNoCourseMaterials('military_spouse')).toBe(false)
    expect(requiresCourseMaterialsChoice('university')).toBe(false)
    expect(requiresCourseMaterialsChoice('education')).toBe(true)
  })
  it('keeps the course materials of the pathway', () => {
    const material = (id: number, pathwayTypeIds: number[]) => ({
      id,
      name: `M${String(id)}`,
      description: null,
      price: 100,
      finalPrice: 100,
      shippable: true,
      pathwayTypeIds,
    })
    const options = { courseMaterials: [material(1, [10]), material(2, [11]), material(3, [10, 11])] }
    expect(courseMaterialsFor(options, 10).map((m) => m.id)).toEqual([1, 3])
    expect(courseMaterialsFor(options, null)).toEqual([])
  })
  it('labels the finishing buttons', () => {
    const item = { paid: false, inCart: false, chargedOnApproval: false, finalPrice: 5000 }
    const owed = (items: (typeof item)[]) =>
      items.map((i, id) => ({ ...i, id, kind: 'registration_fee' as const, name: 'Fee', price: 5000, offer: null }))
    expect(payReviewNextLabel({ hasUnpaidItems: true, items: owed([item]) })).toBe('Add to Cart')
    // Already in the cart (a registration finished before): not 'Add to Cart' again.
    expect(payReviewNextLabel({ hasUnpaidItems: true, items: owed([{ ...item, inCart: true }]) })).toBe('View in Cart')
    expect(payReviewNextLabel({ hasUnpaidItems: true, items: owed([{ ...item, inCart: true }, item]) })).toBe(
      'Add to Cart',
    )
    expect(payReviewNextLabel({ hasUnpaidItems: false, items: [] })).toBe('Submit')
    const pathway = {
      id: 4,
      key: 'designation' as const,
      name: 'D',
      description: null,
      deadlineMonths: 36,
      requiresPreapproval: true,
    }
    const fee = (finalPrice: number) => ({ name: 'Fee', price: 5000, finalPrice, chargedOnApproval: false })
    expect(pathwayReviewNextLabel({ pathway }, { pathways: [{ ...pathway, fee: fee(5000) }] })).toBe('Add to Cart')
    expect(pathwayReviewNextLabel({ pathway }, { pathways: [{ ...pathway, fee: fee(0) }] })).toBe('Next')
    expect(pathwayReviewNextLabel({ pathway }, { pathways: [{ ...pathway, fee: null }] })).toBe('Next')
  })
  it('asks for the exam agreement when an unpaid exam fee is paid now', () => {
    const exam = { kind: 'exam' as const, paid: false }
    const items = [exam] as never
    expect(needsExamAgreement({ payExamFeeUpfront: true, items })).toBe(true)
    expect(needsExamAgreement({ payExamFeeUpfront: false, items })).toBe(false)
    expect(needsExamAgreement({ payExamFeeUpfront: true, items: [{ ...exam, paid: true }] as never })).toBe(false)
  })
  it('finds the latest review', () => {
    expect(latestReview([])).toBeNull()
    expect(
      latestReview([
        { id: 1, createdAt: '2025-01-01' },
        { id: 2, createdAt: '2025-02-01' },
      ])?.id,
    ).toBe(2)
  })
})
