/**
 * The payment provider behind one interface (architecture: external services). Two
 * implementations: `stripeGateway` speaks Stripe's HTTP API through the official SDK when keys
 * are configured; `sandboxGateway` (the default, used by the demo and the tests) answers like
 * Stripe's test mode for Stripe's test payment methods, without any network.
 *
 * Rules every implementation keeps:
 *  - `charge` with the same idempotency key never charges twice: a replay answers the first
 *    result (Stripe keeps keys for 24 hours; the sandbox derives results from the key). Past
 *    that window `findPayment` finds the payment by the metadata it was made with.
 *  - Declines and "needs authentication" are results, not exceptions. An exception means the
 *    outcome is unknown (network, provider down): the caller keeps the attempt pending and
 *    replays the same key later.
 */

export type GatewayProvider = 'stripe' | 'sandbox'

export interface ChargeRequest {
  amountCents: number
  /** The provider's idempotency key; the same key never charges twice. */
  idempotencyKey: string
  /** The card: a payment method id (pm_...). */
  paymentMethodId: string
  /** The provider's customer, required for a saved card. */
  customerId?: string | null
  /** Charge a saved card without the customer present (admin approvals). */
  offSession?: boolean
  description: string
  metadata: Record<string, string>
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string; amountCents: number }
  /** The bank wants the customer to authenticate: never recorded as paid. */
  | { status: 'requires_action'; paymentId: string | null; message: string }
  | { status: 'declined'; paymentId: string | null; message: string; code: string | null }

export interface CardDetails {
  paymentMethodId: string
  /** 'visa', 'mastercard', 'amex', ... */
  brand: string
  last4: string
}

export interface CustomerInput {
  userId: number
  email: string
  name: string
  /** The customer already created for this user, if any. */
  customerId: string | null
}

/** A verified provider event (webhook). */
export interface GatewayEvent {
  /** The provider's event id (evt_...): handled at most once. */
  id: string
  type: string
  /** The payment the event is about, for payment_intent.* events. */
  paymentId: string | null
  /** The payment's metadata (our attempt id and idempotency key). */
  metadata: Record<string, string>
  amountCents: number | null
}

export class WebhookSignatureError extends Error {}

/**
 * The provider refused a request outright, so it created and charged nothing: an idempotency key
 * reused with other parameters, or one another request is still using.
 */
export class ProviderRefusedError extends Error {}

export interface PaymentGateway {
  readonly provider: GatewayProvider
  charge(request: ChargeRequest): Promise<ChargeResult>
  /**
   * The payment made with this metadata (every entry matching), found without its idempotency
   * key: the result it came to, or null when the provider has none. Throws, like `charge`, while
   * its outcome is not known yet.
   */
  findPayment(metadata: Record<string, string>): Promise<ChargeResult | null>
  /** Cancels a payment that did not complete (one that needs authentication), so it never succeeds later. */
  cancel(paymentId: string): Promise<void>
  /**
   * Creates the user's customer when `customerId` is null; answers the customer id. Throws
   * ProviderRefusedError when the provider refuses the creation.
   */
  ensureCustomer(customer: CustomerInput): Promise<string>
  /** A client secret for entering a card on the page (a SetupIntent for the customer). */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string }>
  /** Attaches the card to the customer as its default card; answers its type and last four. */
  saveCard(customerId: string, paymentMethodId: string): Promise<CardDetails>
  /** Detaches a saved card; one already detached (or unknown to the provider) is left as it is. */
  removeCard(paymentMethodId: string): Promise<void>
  /** Verifies a webhook's signature (Stripe's scheme) and reads it; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent
}
