/**
 * Donations (spec 1 §2.13): the options offered, and a donation put in the cart (from the cart
 * page or with the payment). Owns donations and their line items; the cart calls this.
 */
import {
  DonationMessages,
  donationAmountIsOffered,
  donationCents,
  OTHER_AMOUNT,
  type DonationInput,
  type z,
} from '@portal/contracts'
import type { Db, Tx } from '../../platform/db/database'
import { fieldError } from '../../platform/http/errors'
import { donationsRepo } from './donations.repo'

export type DonationsService = ReturnType<typeof createDonationsService>

export function createDonationsService(deps: { db: Db }) {
  const { db } = deps
  return {
    listDonationOptions: async () => ({ options: await donationsRepo.options(db) }),

    /**
     * Validates a donation against its option and puts it in the cart in place of any other, in
     * the caller's cart change; answers its line item id and cents. Field errors use the donation
     * form's field names.
     */
    async putDonation(
      tx: Tx,
      userId: number,
      input: Pick<z.input<typeof DonationInput>, 'id' | 'amount' | 'other' | 'anonymous'>,
    ): Promise<{ lineItemId: number; cents: number }> {
      const option = await donationsRepo.option(tx, input.id)
      if (!option) throw fieldError('id', DonationMessages.optionUnknown)
      if (!input.amount || !donationAmountIsOffered(input.amount, option.categoryId)) {
        throw fieldError('amount', DonationMessages.amountNotOffered)
      }
      const cents = donationCents(input)
      if (cents === null)
        throw fieldError(input.amount === OTHER_AMOUNT ? 'other' : 'amount', DonationMessages.amountInvalid)
      for (const line of await donationsRepo.linesInCart(tx, userId)) {
        await donationsRepo.deleteLine(tx, line.id)
        await donationsRepo.deleteDonation(tx, line.donationId)
      }
      const lineItemId = await donationsRepo.insert(tx, userId, {
        optionId: option.id,
        optionName: option.name,
        amountCents: cents,
        anonymous: input.anonymous ?? false,
        other: input.amount === OTHER_AMOUNT,
      })
      return { lineItemId, cents }
    },
  }
}
