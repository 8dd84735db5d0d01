import { z } from '../zod'
import { defineRoute } from '../http/route'
import { DonationOption } from './donation'

/**
 * The donations' own call. Adding a donation to the cart (`addDonation`, POST /api/donations) is
 * the cart's: the cart module implements it, and its body is this folder's `DonationInput`.
 */
export const donationRoutes = {
  listDonationOptions: defineRoute({
    method: 'GET',
    path: '/api/donation-options',
    access: 'member',
    summary: 'What one can donate to (id, name, categoryId).',
    tags: ['cart'],
    response: z.object({ options: z.array(DonationOption) }),
  }),
}
