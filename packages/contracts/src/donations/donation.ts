/**
 * Donation rules (spec 1 §5 and §9): an option is required; an amount is required unless the
 * option is 0 (no donation, at checkout); 'other' needs a typed amount. The symposium
 * scholarship (category 6) also offers the student and regular attendance costs.
 */
import { z } from '../zod'
import { text } from '../http/text'
import { DONATION_AMOUNTS, SYMPOSIUM_SCHOLARSHIP_AMOUNTS, SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID } from '../domain/enums'
import { DonationMessages as M } from './messages'
import { parseDollars } from '../cart/pricing'

export const OTHER_AMOUNT = 'other'
export const MIN_DONATION_CENTS = 100
export const MAX_DONATION_CENTS = 100_000_00

/** The amount choices for an option's category, in dollars as the page shows them. */
export function donationAmountsFor(categoryId: number | null | undefined): string[] {
  return categoryId === SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID
    ? [...DONATION_AMOUNTS, ...SYMPOSIUM_SCHOLARSHIP_AMOUNTS]
    : [...DONATION_AMOUNTS]
}

/** What the donation form sends. `id` is a donation option id; 0 means no donation. */
export const DonationInput = z
  .object({
    id: z.number({ error: M.required }).check(z.int(), z.gte(0), z.lte(2_147_483_647)),
    amount: z.nullish(text().check(z.maxLength(20))),
    other: z.nullish(text().check(z.maxLength(20))),
    anonymous: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.id === 0) return
      if (!value.amount) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: M.required })
        return
      }
      if (value.amount === OTHER_AMOUNT) {
        if (!value.other?.trim()) {
          ctx.addIssue({ code: 'custom', path: ['other'], message: M.required })
          return
        }
        const cents = parseDollars(value.other)
        if (cents === null || cents > MAX_DONATION_CENTS) {
          ctx.addIssue({ code: 'custom', path: ['other'], message: M.amountInvalid })
        } else if (cents < MIN_DONATION_CENTS) {
          ctx.addIssue({ code: 'custom', path: ['other'], message: M.amountTooSmall })
        }
      } else if (parseDollars(value.amount) === null) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountNotOffered })
      }
    }),
  )
export type DonationInput = z.input<typeof DonationInput>

/**
 * The donation in cents, or null when there is none (option 0). Whether a chosen amount is
 * offered for the option's category is checked with `donationAmountIsOffered`.
 */
export function donationCents(input: { id: number; amount?: string | null; other?: string | null }): number | null {
  if (input.id === 0 || !input.amount) return null
  const text = input.amount === OTHER_AMOUNT ? (input.other ?? '') : input.amount
  return parseDollars(text)
}

export function donationAmountIsOffered(amount: string, categoryId: number): boolean {
  return amount === OTHER_AMOUNT || donationAmountsFor(categoryId).includes(amount)
}

export const DonationOption = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  categoryId: z.number().check(z.int()),
})
export type DonationOption = z.infer<typeof DonationOption>
