/**
 * The sandbox card form (used when no payment provider keys are configured) accepts Stripe's
 * test card numbers and yields Stripe's matching test payment methods, which the sandbox
 * gateway answers like Stripe's test mode does.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', outcome: 'succeeds' },
  {
    number: '5555555555554444',
    paymentMethodId: 'pm_card_mastercard',
    brand: 'mastercard',
    last4: '4444',
    outcome: 'succeeds',
  },
  {
    number: '4000000000000002',
    paymentMethodId: 'pm_card_chargeDeclined',
    brand: 'visa',
    last4: '0002',
    outcome: 'declined',
  },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    last4: '9995',
    outcome: 'declined',
  },
  {
    number: '4000002760003184',
    paymentMethodId: 'pm_card_authenticationRequired',
    brand: 'visa',
    last4: '3184',
    outcome: 'needs authentication',
  },
] as const

export type SandboxTestCard = (typeof SANDBOX_TEST_CARDS)[number]

export function sandboxCardByNumber(number: string): SandboxTestCard | undefined {
  const digits = number.replace(/\D/g, '')
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)
}

export function sandboxCardByPaymentMethod(paymentMethodId: string): SandboxTestCard | undefined {
  return SANDBOX_TEST_CARDS.find((card) => card.paymentMethodId === paymentMethodId)
}
