/**
 * Cart pricing: the one place that turns unit prices, quantities and a discount code into
 * totals. The server prices every cart with these functions; the web only displays what the
 * server computed. All amounts are integer cents.
 *
 * A line's unit price before a code is `priceBeforeDiscount` (the member or list price set when
 * the item was added); the code takes `discount` cents off each unit, never more than the unit
 * price; `finalPrice` is what each unit costs after the code.
 */
import type { PaymentMethodType } from '../domain/enums'

export interface DiscountTerms {
  /** When true `amount` is a percentage (1-100); otherwise cents off each unit. */
  percentage: boolean
  amount: number
}

/** Cents a code takes off one unit: rounded to the cent, never below 0 nor above the unit price. */
export function unitDiscountCents(unitCents: number, terms: DiscountTerms): number {
  const raw = terms.percentage ? Math.round((unitCents * terms.amount) / 100) : terms.amount
  return Math.max(0, Math.min(unitCents, raw))
}

export interface PricedLine {
  /** The unit price before any code. */
  unitCents: number
  /** Cents off each unit (already capped by `unitDiscountCents`). */
  discountCents: number
  quantity: number
}

export function lineTotalCents(line: PricedLine): number {
  return (line.unitCents - line.discountCents) * line.quantity
}

export interface CartTotals {
  subtotalCents: number
  discountCents: number
  totalCents: number
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotalCents = 0
  let discountCents = 0
  for (const line of lines) {
    subtotalCents += line.unitCents * line.quantity
    discountCents += line.discountCents * line.quantity
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents }
}

/**
 * The payment method after the amount due changed (spec 1 §2.13): free when total plus donation
 * is zero or less, back to a new card when it becomes positive again; otherwise unchanged.
 */
export function paymentMethodForAmount(
  current: PaymentMethodType,
  totalCents: number,
  donationCents: number,
): PaymentMethodType {
  const due = totalCents + donationCents
  if (due <= 0) return current === 'admin' ? 'admin' : 'free'
  return current === 'free' ? 'stripe' : current
}

/**
 * Parses a dollar amount typed by a person ('25', '25.5', '1,250.00', '$40') into cents, or null
 * when it is not a plain amount with at most two decimals.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null
  const [whole = '0', fraction = ''] = cleaned.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
