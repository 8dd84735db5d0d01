/**
 * What buying a CEU item does: the group CEU pre-approval's review fee (`ceu_review`) and the CEU
 * library listing fee (`ceu_listing`), both items of a group CEU (`LINE_ITEM_CATEGORY_TARGETS`).
 * Until the group CEU form sells them through the cart, the paid line item is the record the
 * features read (decision 0004), as the demo sponsor's purchases are.
 */
import type { ChargedAtCheckout, Products } from '../cart/products'
import { paidItemIsTheRecord } from '../cart/products'

const ofGroupCeu: ChargedAtCheckout = {
  chargedOnApproval: false,
  onPaid: paidItemIsTheRecord,
  removesRegistration: () => false,
}

export function ceuProducts(): Products<'ceu_review' | 'ceu_listing'> {
  return {
    ceu_review: ofGroupCeu,
    ceu_listing: ofGroupCeu,
  }
}
