/**
 * What buying a CEU item does: the group CEU pre-approval's review fee (`ceu_review`) and the CEU
 * library listing fee (`ceu_listing`), both items of a group CEU (`LINE_ITEM_CATEGORY_TARGETS`),
 * charged at checkout. Paying the review fee sends the request for review (once, however often it
 * is paid), paying the listing fee lists the program once approved; taking the review fee out of
 * the cart removes the request, taking the listing fee out un-lists it (group-ceus.service.ts).
 */
import type { ChargedAtCheckout, Products } from '../cart/products'
import type { GroupCeusService } from './group-ceus.service'

export function ceuProducts(
  groupCeus: Pick<GroupCeusService, 'paid' | 'removedFromCart'>,
): Products<'ceu_review' | 'ceu_listing'> {
  const ofGroupCeu: ChargedAtCheckout = {
    chargedOnApproval: false,
    onPaid: groupCeus.paid,
    onRemoved: groupCeus.removedFromCart,
    removesRegistration: () => false,
  }
  return {
    ceu_review: ofGroupCeu,
    ceu_listing: ofGroupCeu,
  }
}
