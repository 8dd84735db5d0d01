import Stripe from 'stripe'
import {
  ProviderRefusedError,
  WebhookSignatureError,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type ChargeRequest,
} from './gateway'

export interface StripeGatewayOptions {
  secretKey: string
  webhookSecret: string
  /** Another address for Stripe's API (a local fake, a proxy); Stripe's own when unset. */
  apiUrl?: string
}

/** Stripe's API through the official SDK. */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    // The SDK retries timeouts, 409s and 5xx with the same idempotency key, so a lost response
    // is replayed by Stripe instead of charging again.
    maxNetworkRetries: 2,
    // Bounds how long a checkout waits (three tries) before the attempt is left pending.
    timeout: 30_000,
    ...apiAddress(options.apiUrl),
  })

  return {
    provider: 'stripe',

    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(paymentIntentParams(request), {
          idempotencyKey: request.idempotencyKey,
        })
        return fromPaymentIntent(intent)
      } catch (error) {
        const result = fromChargeError(error)
        if (result) return result
        throw error
      }
    },

    async findPayment(metadata) {
      // Stripe's search: eventually consistent (a payment can take a minute to appear), which is
      // why it is only asked about payments older than that.
      const query = Object.entries(metadata)
        .map(([name, value]) => `metadata['${quoted(name)}']:'${quoted(value)}'`)
        .join(' AND ')
      const { data } = await stripe.paymentIntents.search({ query, limit: 10 })
      // One attempt makes one payment; should there be more, the one that moved money wins.
      const intent =
        data.find((found) => found.status === 'succeeded') ??
        data.find((found) => found.status === 'processing') ??
        data[0]
      return intent ? fromPaymentIntent(intent) : null
    },

    async cancel(paymentId) {
      try {
        await stripe.paymentIntents.cancel(paymentId)
      } catch (error) {
        // Cancelling twice is fine; cancelling one that succeeded is not, and must be heard.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.payment_intent?.status === 'canceled') {
          return
        }
        throw error
      }
    },

    async ensureCustomer(customer) {
      if (customer.customerId) return customer.customerId
      try {
        const created = await stripe.customers.create(
          { email: customer.email, name: customer.name, metadata: { userId: String(customer.userId) } },
          // A retry after a lost response finds the customer made the first time, not a twin.
          { idempotencyKey: `customer-${customer.userId}` },
        )
        return created.id
      } catch (error) {
        // The key was used with other details (400) or another request holds it (409, after the
        // SDK's retries): Stripe made nothing for this request.
        if (error instanceof Stripe.errors.StripeIdempotencyError || isConflict(error)) {
          throw new ProviderRefusedError(error.message, { cause: error })
        }
        throw error
      }
    },

    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        // Saved cards are charged later by admins, without the member present.
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      })
      if (!intent.client_secret) throw new Error(`Stripe returned setup intent ${intent.id} without a client secret`)
      return { clientSecret: intent.client_secret }
    },

    async saveCard(customerId, paymentMethodId) {
      const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })
      if (!method.card) throw new Error('Only cards can be saved.')
      // Attaching may answer a new id (Stripe's test ids such as pm_card_visa are templates).
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } })
      return { paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 }
    },

    async removeCard(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId)
      } catch (error) {
        // Refused because it is detached already (a retry after a lost answer) or gone: done.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        if (error.code === 'resource_missing') return
        const method = await stripe.paymentMethods.retrieve(paymentMethodId)
        if (method.customer !== null) throw error
      }
    },

    parseWebhook(rawBody, signature) {
      return parseStripeWebhook(rawBody, signature, options.webhookSecret)
    },
  }
}

/**
 * Verifies Stripe's `Stripe-Signature` header (HMAC-SHA256, five minutes' tolerance) and reads
 * the event. Shared with the sandbox, which signs its events the same way.
 */
export function parseStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string): GatewayEvent {
  if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header')
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message, { cause: error })
    }
    throw error
  }
  const object = event.data.object
  const intent = 'object' in object && object.object === 'payment_intent' ? object : null
  return {
    id: event.id,
    type: event.type,
    paymentId: intent?.id ?? null,
    metadata: intent?.metadata ?? {},
    amountCents: intent?.amount ?? null,
  }
}

/** A value inside single quotes in Stripe's search query language. */
function quoted(value: string): string {
  return value.replace(/[\\']/g, (character) => `\\${character}`)
}

function isConflict(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 409
}

function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

function paymentIntentParams(request: ChargeRequest): Stripe.PaymentIntentCreateParams {
  return {
    amount: request.amountCents,
    currency: 'usd',
    payment_method: request.paymentMethodId,
    customer: request.customerId ?? undefined,
    confirm: true,
    off_session: request.offSession ?? undefined,
    // Cards only confirm without leaving the page, so no return_url is needed.
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    description: request.description,
    metadata: request.metadata,
  }
}

function fromPaymentIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id, amountCents: intent.amount }
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action', paymentId: intent.id, message: 'This payment requires authentication.' }
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'declined',
        paymentId: intent.id,
        message: intent.last_payment_error?.message ?? 'Your card was declined.',
        code: intent.last_payment_error?.code ?? null,
      }
    default:
      // 'processing' (and anything newer): the outcome arrives later by webhook, so it is unknown now.
      throw new Error(`Payment ${intent.id} is ${intent.status}; its outcome is not known yet`)
  }
}

/**
 * Declines, refusals and authentication requests are answers. Anything else (network, 5xx, rate
 * limit, a refused API key, a key reused with other parameters) leaves the outcome unknown: null.
 */
function fromChargeError(error: unknown): ChargeResult | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    const paymentId = error.payment_intent?.id ?? null
    if (error.code === 'authentication_required') {
      return { status: 'requires_action', paymentId, message: error.message }
    }
    // The issuer's reason (insufficient_funds, ...) says more than the generic card_declined.
    const code = error.decline_code && error.decline_code !== 'generic_decline' ? error.decline_code : error.code
    return { status: 'declined', paymentId, message: error.message, code: code ?? null }
  }
  // A refused request (unknown card, amount too small, ...) charged nothing, and replaying its key
  // answers the same refusal, so it is a decline rather than an unknown outcome left pending.
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return {
      status: 'declined',
      paymentId: error.payment_intent?.id ?? null,
      message: error.message,
      code: error.code ?? null,
    }
  }
  return null
}
