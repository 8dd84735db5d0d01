import { describe, expect, it } from 'vitest'
import { TRANSACTION_TYPES } from '@portal/contracts'
import { discountTermsLabel, TRANSACTION_TYPE_LABELS } from './payment-labels'

describe('payment labels', () => {
  it('names every transaction type', () => {
    for (const type of TRANSACTION_TYPES) expect(TRANSACTION_TYPE_LABELS[type]).toBeTruthy()
    expect(TRANSACTION_TYPE_LABELS.admin_override).toBe('Admin override')
  })

  it('reads a percentage code and an amount-off code', () => {
    expect(discountTermsLabel({ percentage: true, amount: 10 })).toBe('10% off')
    expect(discountTermsLabel({ percentage: false, amount: 2500 })).toBe('$25.00 off each')
  })
})
