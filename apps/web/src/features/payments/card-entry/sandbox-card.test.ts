import { describe, expect, it } from 'vitest'
import {
  EMPTY_SANDBOX_CARD,
  formatCardNumber,
  isValidCvc,
  isValidExpiry,
  SANDBOX_HINT,
  SandboxCardMessages,
  sandboxCardState,
} from './sandbox-card'

const NOW = new Date(2026, 4, 15) // 15 May 2026, local time

describe('sandbox card form', () => {
  it('shows the hint naming Stripe’s usual test card', () => {
    expect(SANDBOX_HINT).toBe('Sandbox: use a Stripe test card such as 4242 4242 4242 4242')
  })

  it('is complete only with a known test card, a future expiry and a CVC', () => {
    const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }
    const state = sandboxCardState(good, NOW)
    expect(state.isComplete).toBe(true)
    expect(state.card?.paymentMethodId).toBe('pm_card_visa')
    expect(state.errors).toEqual({})

    expect(sandboxCardState({ ...good, number: '4111 1111 1111 1111' }, NOW).isComplete).toBe(false)
    expect(sandboxCardState({ ...good, expiry: '04/26' }, NOW).isComplete).toBe(false)
    expect(sandboxCardState({ ...good, cvc: '12' }, NOW).isComplete).toBe(false)
    expect(sandboxCardState({ ...good, cvc: '' }, NOW).isComplete).toBe(false)
  })

  it('yields the declined test payment method for the declined card', () => {
    const state = sandboxCardState({ number: '4000000000000002', expiry: '0528', cvc: '4321' }, NOW)
    expect(state.isComplete).toBe(true)
    expect(state.card?.paymentMethodId).toBe('pm_card_chargeDeclined')
  })

  it('names each filled-in field that is wrong, and no empty field', () => {
    expect(sandboxCardState(EMPTY_SANDBOX_CARD, NOW).errors).toEqual({})
    expect(sandboxCardState({ number: '1234', expiry: '13/29', cvc: 'abc' }, NOW).errors).toEqual({
      number: SandboxCardMessages.number,
      expiry: SandboxCardMessages.expiry,
      cvc: SandboxCardMessages.cvc,
    })
  })

  it('accepts the expiry month itself and refuses the month before', () => {
    expect(isValidExpiry('05/26', NOW)).toBe(true)
    expect(isValidExpiry('04/26', NOW)).toBe(false)
    expect(isValidExpiry('01/27', NOW)).toBe(true)
    expect(isValidExpiry('00/27', NOW)).toBe(false)
    expect(isValidExpiry('5/27', NOW)).toBe(false)
    expect(isValidExpiry(' 06 / 27 ', NOW)).toBe(true)
  })

  it('takes a 3 or 4 digit CVC', () => {
    expect(isValidCvc('123')).toBe(true)
    expect(isValidCvc('1234')).toBe(true)
    expect(isValidCvc('12345')).toBe(false)
    expect(isValidCvc('12a')).toBe(false)
  })

  it('groups the card number by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-42')).toBe('4242 42')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('')).toBe('')
  })
})
