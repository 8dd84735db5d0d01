/**
 * What buying a membership does (decision 0005). Checking it out, paid or to be charged on
 * approval, sends the request to staff review; removing it from the cart removes the request;
 * the cart invites non-members to join; the approval's off-session charge grants the term.
 */
import type { Products } from '../cart/products'
import type { MembershipService } from './membership.service'

export function membershipProducts(
  membership: Pick<MembershipService, 'submitFromCart' | 'removeFromCart' | 'grantCharged' | 'invitesToJoin'>,
): Products<'membership'> {
  return {
    membership: {
      chargedOnApproval: true,
      onPaid: membership.submitFromCart,
      onSubmitted: membership.submitFromCart,
      onApprovalCharged: membership.grantCharged,
      onRemoved: membership.removeFromCart,
      invitesToBuy: membership.invitesToJoin,
    },
  }
}
