/**
 * Who may change what in a cart (pure, unit-tested): a line of someone else's cart is not in
 * yours (404, "no longer in your cart"); 'Admin override' pays only for an admin acting as the
 * member (spec 1 §6).
 */
import { CartMessages as M } from '@portal/contracts'
import { definePolicy, isImpersonating, ownerOnly, refused, when } from '../../platform/policy'

export const cartPolicy = definePolicy(
  {
    /** Remove a line or change its quantity. */
    changeLine: (actor, line: { userId: number }) => ownerOnly(actor, line.userId),
    /** Pay with the admin override. */
    payByOverride: (actor) => when(isImpersonating(actor), refused(M.adminOnlyImpersonating)),
  },
  { notFound: M.itemGone },
)
