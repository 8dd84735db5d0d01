/** What buying a donation does: the paid line item is the record; removing it drops the donation. */
import { paidItemIsTheRecord, type Products } from '../cart/products'
import { donationsRepo } from './donations.repo'

export const donationProducts: Products<'donation'> = {
  donation: {
    chargedOnApproval: false,
    onPaid: paidItemIsTheRecord,
    onRemoved: (tx, line) => donationsRepo.deleteDonation(tx, line.categoryId),
  },
}
