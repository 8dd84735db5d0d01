import { createHash, randomBytes } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { sandboxCardByPaymentMethod, type SandboxTestCard } from '@portal/contracts'
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway'
import { parseStripeWebhook } from './stripe-gateway'

export interface SandboxCharge {
  paymentId: string
  idempotencyKey: string
  amountCents: number
  paymentMethodId: string
}

export type SandboxGateway = PaymentGateway & {
  /** The successful charges of this process, one per idempotency key (the demo's ledger). */
  readonly charges: ReadonlyArray<SandboxCharge>
  /** The saved cards detached by this process, in order. */
  readonly detachedCards: ReadonlyArray<string>
}

/** The texts Stripe answers for these cases, so both gateways read the same to members. */
export const SANDBOX_MESSAGES = {
  noSuchPaymentMethod: 'No such payment method.',
  amountTooSmall: 'Amount must be at least $0.50 usd',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationRequired: 'This payment requires authentication.',
  authenticationRequiredOffSession: 'Your card was declined. This transaction requires authentication.',
} as const

/**
 * Answers like Stripe's test mode for Stripe's test payment methods, without any network. Every
 * answer is derived from the request (the payment id from the idempotency key, the outcome from
 * the card), so a key replayed after a restart gets the same payment id and outcome.
 */
export function sandboxGateway(options: { webhookSecret: string }): SandboxGateway {
  const charges: SandboxCharge[] = []
  const detachedCards: string[] = []
  // To refuse a key reused with other parameters, as Stripe does, and to find a payment by its
  // metadata. A restart forgets this: harmless for replays, whose answers are derived from the key;
  // a payment looked up after a restart is not found, and the sandbox moved no money anyway.
  const firstRequests = new Map<string, { request: ChargeRequest; result: ChargeResult }>()

  return {
    provider: 'sandbox',
    charges,
    detachedCards,

    async charge(request) {
      const first = firstRequests.get(request.idempotencyKey)
      if (first) {
        if (!isSameCharge(first.request, request)) {
          throw new Error(`Idempotency key "${request.idempotencyKey}" was already used with different parameters`)
        }
        return first.result
      }
      const result = chargeOutcome(request)
      firstRequests.set(request.idempotencyKey, { request: structuredClone(request), result })
      if (result.status === 'succeeded') {
        charges.push({
          paymentId: result.paymentId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          paymentMethodId: request.paymentMethodId,
        })
      }
      return result
    },

    async findPayment(metadata) {
      const wanted = Object.entries(metadata)
      for (const { request, result } of firstRequests.values()) {
        // Like Stripe, a request refused before it made a payment leaves nothing to find.
        if (result.paymentId !== null && wanted.every(([name, value]) => request.metadata[name] === value)) {
          return result
        }
      }
      return null
    },

    async cancel() {
      // Nothing is pending in the sandbox: a payment that needs authentication never completes.
    },

    async ensureCustomer(customer) {
      return customer.customerId ?? `cus_sandbox_${customer.userId}`
    },

    async createSetupIntent() {
      return { clientSecret: `seti_sandbox_${randomHex()}_secret_${randomHex()}` }
    },

    async saveCard(_customerId, paymentMethodId) {
      const card = sandboxCardByPaymentMethod(paymentMethodId)
      if (!card) throw new Error(SANDBOX_MESSAGES.noSuchPaymentMethod)
      return { paymentMethodId: card.paymentMethodId, brand: card.brand, last4: card.last4 }
    },

    async removeCard(paymentMethodId) {
      // Saved cards live only in our database; the sandbox notes what Stripe would detach.
      detachedCards.push(paymentMethodId)
    },

    parseWebhook(rawBody, signature) {
      return parseStripeWebhook(rawBody, signature, options.webhookSecret)
    },
  }
}

/** The payment id a key always gets, in this process or the next. */
export function sandboxPaymentId(idempotencyKey: string): string {
  return `pi_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`
}

function chargeOutcome(request: ChargeRequest): ChargeResult {
  const card = sandboxCardByPaymentMethod(request.paymentMethodId)
  // Like Stripe, an unknown card creates no payment at all.
  if (!card) {
    return {
      status: 'declined',
      paymentId: null,
      message: SANDBOX_MESSAGES.noSuchPaymentMethod,
      code: 'resource_missing',
    }
  }
  // Stripe refuses charges under its minimum before creating a payment.
  if (!Number.isInteger(request.amountCents) || request.amountCents < 50) {
    return { status: 'declined', paymentId: null, message: SANDBOX_MESSAGES.amountTooSmall, code: 'amount_too_small' }
  }
  const paymentId = sandboxPaymentId(request.idempotencyKey)
  const id: SandboxTestCard['paymentMethodId'] = card.paymentMethodId
  switch (id) {
    case 'pm_card_visa':
    case 'pm_card_mastercard':
      return { status: 'succeeded', paymentId, amountCents: request.amountCents }
    case 'pm_card_chargeDeclined':
      return { status: 'declined', paymentId, message: SANDBOX_MESSAGES.declined, code: 'card_declined' }
    case 'pm_card_chargeDeclinedInsufficientFunds':
      return { status: 'declined', paymentId, message: SANDBOX_MESSAGES.insufficientFunds, code: 'insufficient_funds' }
    case 'pm_card_authenticationRequired':
      return {
        status: 'requires_action',
        paymentId,
        message: request.offSession
          ? SANDBOX_MESSAGES.authenticationRequiredOffSession
          : SANDBOX_MESSAGES.authenticationRequired,
      }
    default:
      return unknownTestCard(id)
  }
}

/** Fails to compile when a test card is added to the contracts without an outcome here. */
function unknownTestCard(id: never): never {
  throw new Error(`The sandbox has no outcome for test card ${String(id)}`)
}

/** Stripe compares every parameter of a replayed request, not only the amount. */
function isSameCharge(a: ChargeRequest, b: ChargeRequest): boolean {
  return (
    a.amountCents === b.amountCents &&
    a.paymentMethodId === b.paymentMethodId &&
    (a.customerId ?? null) === (b.customerId ?? null) &&
    Boolean(a.offSession) === Boolean(b.offSession) &&
    a.description === b.description &&
    isDeepStrictEqual(a.metadata, b.metadata)
  )
}

function randomHex(): string {
  return randomBytes(12).toString('hex')
}
