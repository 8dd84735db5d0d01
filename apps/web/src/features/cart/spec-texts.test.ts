/** The texts the spec quotes for the commerce screens, pinned word for word (conventions). */
import { describe, expect, it } from 'vitest'
import { CartMessages, DashboardMessages, DonationMessages, PaymentInfoMessages } from '@portal/contracts'

describe('spec-quoted texts of the cart, checkout, donation and payment screens', () => {
  it('keeps the spec’s words (spec 1 §2.11, §2.13, §5, §8; spec 2 §5)', () => {
    expect(CartMessages.quantityMin).toBe('Please enter a quantity greater than 0')
    expect(CartMessages.appliedDiscount).toBe('Applied discount')
    expect(CartMessages.paymentFailed).toBe('Could not process payment')
    expect(CartMessages.continueToCheckout).toBe('Continue to Checkout')
    expect(CartMessages.historyEmpty).toBe('You have not made any payments. Once you do, they will show up here.')
    expect(CartMessages.adminOverride).toBe('Admin override')
    expect(PaymentInfoMessages.addCard).toBe('Add Card')
    expect(PaymentInfoMessages.edit).toBe('Edit')
    expect(PaymentInfoMessages.cancel).toBe('Cancel')
    expect(DonationMessages.required).toBe('Required')
    expect(DashboardMessages.paymentConfirmed).toBe('Thank you! Your payment was received.')
  })

  // The sandbox card's hint is pinned beside it (payments/card-entry/sandbox-card.test.ts), and the
  // impersonation banner's words beside the banner (impersonation/spec-texts.test.ts).
  it('keeps the texts the brief fixed for these screens', () => {
    expect(PaymentInfoMessages.none).toBe('No card on file.')
  })
})
