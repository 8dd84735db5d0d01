import type { LineItemCategoryType } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import {
  createProductCatalog,
  paidItemIsTheRecord,
  productRegistry,
  type ChargedAtCheckout,
  type Products,
} from './products'

const sold: ChargedAtCheckout = { chargedOnApproval: false, onPaid: paidItemIsTheRecord }
const membership: Products<'membership'> = {
  membership: {
    ...sold,
    chargedOnApproval: true,
    onSubmitted: paidItemIsTheRecord,
    onApprovalCharged: paidItemIsTheRecord,
  },
}
const event: Products<'event'> = { event: sold }
const others: Products<Exclude<LineItemCategoryType, 'membership' | 'event'>> = {
  donation: sold,
  registration_fee: sold,
  course_material: sold,
  shipping_fee: sold,
  exam: sold,
  practice_exam: sold,
  training: sold,
  renewal: sold,
  extension: sold,
  trainer_license: sold,
  ceu_review: sold,
  ceu_listing: sold,
}
const allKinds = { ...membership, ...event, ...others }

describe('productRegistry', () => {
  it("puts every module's kinds into one registry", () => {
    const registry = productRegistry(membership, event, others)
    expect(Object.keys(registry).sort()).toEqual(Object.keys(allKinds).sort())
    expect(registry.membership.chargedOnApproval).toBe(true)
  })

  it('does not compile while a kind has no registration', () => {
    // @ts-expect-error the event kind is missing
    expect(() => productRegistry(membership, others)).not.toThrow()
  })

  it('refuses a kind declared by two modules', () => {
    expect(() => productRegistry(membership, event, others, { event: sold })).toThrow(/event is declared by two/)
  })
})

describe('the catalog the cart holds', () => {
  it('answers a kind once installed, and is installed once', () => {
    const catalog = createProductCatalog()
    expect(() => catalog.of('event')).toThrow(/not installed/)
    catalog.install(productRegistry(membership, event, others))
    expect(catalog.of('event')).toBe(sold)
    expect(() => catalog.install(productRegistry(membership, event, others))).toThrow(/once/)
  })
})
