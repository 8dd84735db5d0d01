/** The texts the spec quotes for the commerce screens, pinned word for word (conventions). */
import { describe, expect, it } from 'vitest'
import { CartMessages, DashboardMessages, DonationMessages, PaymentInfoMessages } from '@portal/contracts'
import { actingAsText } from '../impersonation/impersonation-api'
import { SANDBOX_HINT } from '../payments/card-entry/sandbox-card'

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

  it('keeps the texts the brief fixed for these screens', () => {
    expect(SANDBOX_HINT).toBe('Sandbox: use a Stripe test card such as 4242 4242 4242 4242')
    expect(PaymentInfoMessages.none).toBe('No card on file.')
    expect(actingAsText({ firstName: 'Riley', lastName: 'Journey' })).toBe('You are acting as Riley Journey.')
  })
})
