/**
 * The sandbox card form's rules (used when no payment provider key is configured): it accepts
 * Stripe's test card numbers only and yields the matching test payment method, which the
 * server's sandbox gateway answers like Stripe's test mode does.
 */
import { sandboxCardByNumber, type SandboxTestCard } from '@portal/contracts'

export const SANDBOX_HINT = 'Sandbox: use a Stripe test card such as 4242 4242 4242 4242'

export const SandboxCardMessages = {
  number: 'Enter one of the sandbox test card numbers.',
  expiry: 'Enter a future expiry date as MM/YY.',
  cvc: 'Enter the 3 or 4 digit security code.',
  incomplete: 'Enter your card details.',
} as const

export interface SandboxCardValues {
  number: string
  expiry: string
  cvc: string
}

export const EMPTY_SANDBOX_CARD: SandboxCardValues = { number: '', expiry: '', cvc: '' }

export interface SandboxCardState {
  /** The test card the number names, if any. */
  card: SandboxTestCard | undefined
  /** A message for each filled-in field that is not valid (empty fields have none). */
  errors: Partial<Record<keyof SandboxCardValues, string>>
  /** A known test card with a future expiry and a plausible CVC: the card can be used. */
  isComplete: boolean
}

/** MM/YY (or MMYY), valid through the last day of that month of the person's calendar. */
export function isValidExpiry(text: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(text.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  const thisYear = now.getFullYear()
  const thisMonth = now.getMonth() + 1
  return year > thisYear || (year === thisYear && month >= thisMonth)
}

export function isValidCvc(text: string): boolean {
  return /^\d{3,4}$/.test(text.trim())
}

export function sandboxCardState(values: SandboxCardValues, now: Date = new Date()): SandboxCardState {
  const card = sandboxCardByNumber(values.number)
  const isExpiryValid = isValidExpiry(values.expiry, now)
  const isCvcValid = isValidCvc(values.cvc)
  const errors: SandboxCardState['errors'] = {}
  if (values.number.trim() && !card) errors.number = SandboxCardMessages.number
  if (values.expiry.trim() && !isExpiryValid) errors.expiry = SandboxCardMessages.expiry
  if (values.cvc.trim() && !isCvcValid) errors.cvc = SandboxCardMessages.cvc
  return { card, errors, isComplete: card !== undefined && isExpiryValid && isCvcValid }
}

/** Groups the digits by four as they are typed ('4242424242424242' -> '4242 4242 4242 4242'). */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}
