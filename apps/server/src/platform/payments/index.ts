import { createHmac } from 'node:crypto'
import type { PaymentGateway } from './gateway'
import { sandboxGateway } from './sandbox-gateway'
import { stripeGateway, type StripeGatewayOptions } from './stripe-gateway'

export { ProviderRefusedError, WebhookSignatureError } from './gateway'
export type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  CustomerInput,
  GatewayEvent,
  GatewayProvider,
  PaymentGateway,
} from './gateway'
export { sandboxGateway, sandboxPaymentId, SANDBOX_MESSAGES } from './sandbox-gateway'
export type { SandboxCharge, SandboxGateway } from './sandbox-gateway'
export { stripeGateway, parseStripeWebhook } from './stripe-gateway'
export type { StripeGatewayOptions } from './stripe-gateway'

/** Stripe when its keys are configured; otherwise the sandbox, so the demo can pay offline. */
export function createPaymentGateway(config: { stripe?: StripeGatewayOptions; appSecret: string }): PaymentGateway {
  if (config.stripe) return stripeGateway(config.stripe)
  return sandboxGateway({ webhookSecret: sandboxWebhookSecret(config.appSecret) })
}

/**
 * The sandbox's webhook signing secret: derived from the app secret, so it is stable across
 * restarts and instances without another setting, and unguessable without the app secret.
 */
export function sandboxWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('sandbox-webhook').digest('hex')}`
}
