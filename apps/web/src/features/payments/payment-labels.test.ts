import { describe, expect, it } from 'vitest'
import { PAYMENT_HISTORY_STATUSES, TRANSACTION_TYPES } from '@portal/contracts'
import { discountTermsLabel, PAYMENT_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from './payment-labels'

describe('payment labels', () => {
  it('names every transaction type', () => {
    for (const type of TRANSACTION_TYPES) expect(TRANSACTION_TYPE_LABELS[type]).toBeTruthy()
    expect(TRANSACTION_TYPE_LABELS.admin_override).toBe('Admin override')
  })

  it('names every status of the history, an item charged on approval as pending approval', () => {
    for (const status of PAYMENT_HISTORY_STATUSES) expect(PAYMENT_STATUS_LABELS[status]).toBeTruthy()
    expect(PAYMENT_STATUS_LABELS.pending_approval).toBe('Pending approval')
  })

  it('reads a percentage code and an amount-off code', () => {
    expect(discountTermsLabel({ percentage: true, amount: 10 })).toBe('10% off')
    expect(discountTermsLabel({ percentage: false, amount: 2500 })).toBe('$25.00 off each')
  })
})
