import { describe, expect, it } from 'vitest'
import { DonationInput, donationAmountIsOffered, donationAmountsFor, donationCents } from './donation'
import { DonationMessages as M } from './messages'

const issues = (value: unknown) => {
  const result = DonationInput.safeParse(value)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('donation rules (spec 1 §5, §9)', () => {
  it('offers 375.00 and 725.00 only for the symposium scholarship, category 6', () => {
    expect(donationAmountsFor(1)).toEqual(['25.00', '50.00', '100.00', '250.00', '500.00'])
    expect(donationAmountsFor(6)).toEqual(['25.00', '50.00', '100.00', '250.00', '500.00', '375.00', '725.00'])
    expect(donationAmountIsOffered('725.00', 1)).toBe(false)
    expect(donationAmountIsOffered('725.00', 6)).toBe(true)
    expect(donationAmountIsOffered('other', 1)).toBe(true)
  })

  it('needs an amount unless the option is 0, and a typed amount for other', () => {
    expect(issues({ id: 0 })).toEqual({})
    expect(issues({ id: 3 })).toEqual({ amount: M.required })
    expect(issues({ id: 3, amount: 'other' })).toEqual({ other: M.required })
    expect(issues({ id: 3, amount: 'other', other: 'ten' })).toEqual({ other: M.amountInvalid })
    expect(issues({ id: 3, amount: 'other', other: '0.99' })).toEqual({ other: M.amountTooSmall })
    expect(issues({ id: 3, amount: '50.00' })).toEqual({})
  })

  it('turns the choice into cents', () => {
    expect(donationCents({ id: 3, amount: '50.00' })).toBe(5000)
    expect(donationCents({ id: 3, amount: 'other', other: '12.34' })).toBe(1234)
    expect(donationCents({ id: 0, amount: '50.00' })).toBeNull()
  })
})
