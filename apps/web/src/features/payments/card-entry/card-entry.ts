/**
 * What the pages that take a card (checkout, payment info) ask of the card entry, whichever form
 * shows it: Stripe Elements when a publishable key is configured, the sandbox form otherwise.
 */
import type { RuntimeConfig } from '@portal/contracts'

export interface CardEntryHandle {
  /** The card as a payment method id, sent to the server as `stripeToken` to pay once. */
  createPaymentMethod(): Promise<string>
  /** Confirms a SetupIntent with the card; resolves with the payment method id to save. */
  confirmSetup(clientSecret: string): Promise<string>
}

/** The card could not be turned into a payment method; the message is the provider's. */
export class CardEntryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardEntryError'
  }
}

export const CARD_FORM_NOT_READY = 'The card form is not ready yet. Please try again in a moment.'

export type CardProvider = 'stripe' | 'sandbox'

export function cardProviderOf(config: Pick<RuntimeConfig, 'payments'>): CardProvider {
  return config.payments.publishableKey ? 'stripe' : 'sandbox'
}
