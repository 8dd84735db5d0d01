import { describe, expect, it } from 'vitest'
import { CartMessages, DonationMessages, ErrorCode, GenericMessages, type CartItem } from '@portal/contracts'
import { ApiError } from '../../lib/errors'
import {
  donationDueCents,
  groupCartItems,
  initialMethod,
  isPaymentMethodType,
  isOutcomeUnknown,
  newIdempotencyKey,
  offeredMethods,
  paymentMethodLabel,
  quantityError,
  serverMessageFor,
  unprefixFieldErrors,
} from './cart-rules'

function item(id: number, group: CartItem['group'], name = `Item ${id}`): CartItem {
  return {
    id,
    name,
    categoryType: 'event',
    categoryId: id,
    group,
    registrationId: null,
    price: 1000,
    priceBeforeDiscount: 1000,
    finalPrice: 1000,
    quantity: 1,
    withQty: false,
    total: 1000,
    due: null,
    discount: null,
    removesRegistration: false,
    chargedOnApproval: false,
  }
}

const declined = new ApiError(402, { message: 'Your card was declined.', code: ErrorCode.paymentFailed })

describe('cart rules', () => {
  it('groups items in the cart’s group order and leaves empty groups out', () => {
    const groups = groupCartItems([item(1, 'Donation'), item(2, 'Events'), item(3, 'Certification'), item(4, 'Events')])
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['Certification', [3]],
      ['Events', [2, 4]],
      ['Donation', [1]],
    ])
    expect(groupCartItems([])).toEqual([])
  })

  it('asks for a quantity of at least 1 with the spec’s words', () => {
    expect(CartMessages.quantityMin).toBe('Please enter a quantity greater than 0')
    expect(quantityError(0)).toBe(CartMessages.quantityMin)
    expect(quantityError(-2)).toBe(CartMessages.quantityMin)
    expect(quantityError('')).toBe(CartMessages.quantityMin)
    expect(quantityError(1.5)).toBe(CartMessages.quantityMin)
    expect(quantityError(1)).toBeNull()
    expect(quantityError('3')).toBeNull()
  })

  it('counts a donation only once its amount is valid', () => {
    expect(donationDueCents({ id: 0 })).toBe(0)
    expect(donationDueCents({ id: 2, amount: '25.00' })).toBe(2500)
    expect(donationDueCents({ id: 2, amount: 'other', other: '40.5' })).toBe(4050)
    expect(donationDueCents({ id: 2, amount: 'other', other: 'forty' })).toBe(0)
    expect(donationDueCents({ id: 2, amount: null })).toBe(0)
  })

  it('offers a card while something is due and the free method when nothing is', () => {
    const visa = { brand: 'visa', last4: '4242' }
    expect(offeredMethods({ savedCard: null, canOverride: false }, 500)).toEqual(['stripe'])
    expect(offeredMethods({ savedCard: visa, canOverride: false }, 500)).toEqual(['stripe', 'existing'])
    expect(offeredMethods({ savedCard: visa, canOverride: true }, 500)).toEqual(['stripe', 'existing', 'admin'])
    expect(offeredMethods({ savedCard: visa, canOverride: false }, 0)).toEqual(['free'])
    expect(offeredMethods({ savedCard: null, canOverride: true }, -100)).toEqual(['free', 'admin'])
  })

  it('opens the checkout on the saved card, or free when nothing is due', () => {
    const visa = { brand: 'visa', last4: '4242' }
    expect(initialMethod({ savedCard: null, total: 500 }, 0)).toBe('stripe')
    expect(initialMethod({ savedCard: visa, total: 500 }, 0)).toBe('existing')
    expect(initialMethod({ savedCard: visa, total: 0 }, 0)).toBe('free')
    expect(initialMethod({ savedCard: null, total: 0 }, 2500)).toBe('stripe')
  })

  it('keeps the idempotency key only when the outcome of a pay call is unknown', () => {
    expect(isOutcomeUnknown(declined)).toBe(false)
    expect(
      isOutcomeUnknown(new ApiError(422, { message: GenericMessages.validation, code: ErrorCode.validation })),
    ).toBe(false)
    expect(isOutcomeUnknown(new ApiError(0, { message: 'offline', code: ErrorCode.internal }))).toBe(true)
    expect(isOutcomeUnknown(new ApiError(503, { message: 'down', code: ErrorCode.internal }))).toBe(true)
    expect(isOutcomeUnknown(new TypeError('boom'))).toBe(true)
  })

  it('moves donation errors of the pay call onto the donation form’s own fields', () => {
    const error = new ApiError(422, {
      message: GenericMessages.validation,
      code: ErrorCode.validation,
      errors: { 'donation.other': [DonationMessages.amountTooSmall], stripeToken: [CartMessages.cardRequired] },
    })
    const moved = unprefixFieldErrors(error, 'donation.')
    expect(moved).toBeInstanceOf(ApiError)
    expect((moved as ApiError).body.errors).toEqual({
      other: [DonationMessages.amountTooSmall],
      stripeToken: [CartMessages.cardRequired],
    })
    expect((moved as ApiError).status).toBe(422)
    expect(unprefixFieldErrors(declined, 'donation.')).toBe(declined)
  })

  it('reads a failure from the field it names, else the message', () => {
    const onField = new ApiError(422, {
      message: GenericMessages.validation,
      code: ErrorCode.validation,
      errors: { code: [CartMessages.discountExpired] },
    })
    expect(serverMessageFor(onField, 'code')).toBe(CartMessages.discountExpired)
    const plain = new ApiError(404, { message: CartMessages.discountUnknown, code: ErrorCode.notFound })
    expect(serverMessageFor(plain, 'code')).toBe(CartMessages.discountUnknown)
  })

  it('names the payment methods as the checkout offers them', () => {
    const visa = { brand: 'visa', last4: '4242' }
    expect(paymentMethodLabel('existing', visa)).toBe('Visa ending in 4242')
    expect(paymentMethodLabel('admin', null)).toBe('Admin override')
    expect(paymentMethodLabel('stripe', null)).toBe('New card')
    expect(paymentMethodLabel('free', null)).toBe('Free')
    expect(isPaymentMethodType('admin')).toBe(true)
    expect(isPaymentMethodType('cash')).toBe(false)
  })

  it('makes a version 4 UUID for each checkout attempt', () => {
    const first = newIdempotencyKey()
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newIdempotencyKey()).not.toBe(first)
  })
})
