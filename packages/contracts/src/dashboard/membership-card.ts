/**
 * The dashboard's Membership card (spec 1 §2.4, §4): active ('In Good Standing' or
 * 'Expiring {date}', Valid Through, Renew when expiring soon), in the cart, under review
 * (2-3 business days; emeritus has its own wording), or not a member. Whether the membership is
 * active is decided by the server's one valid-membership rule and passed in as `isActive`.
 */
import { daysBetween, formatDate, type Day } from '../dates'
import type { MembershipKey } from '../domain/enums'
import { DashboardLinks as L, DashboardMessages as M } from './messages'
import type { MembershipCard } from './schemas'

/**
 * "Expiring soon" (spec 1 §4 names the prompt, not the window): the last 60 days of a term, long
 * enough to renew before it lapses, short enough not to nag for most of a 364-day term.
 */
export const MEMBERSHIP_EXPIRING_SOON_DAYS = 60

export interface MembershipFacts {
  today: Day
  /** The valid-membership rule's answer for today. */
  isActive: boolean
  /** The latest approved membership record that has started (null: never a member). */
  current: { key: MembershipKey; name: string; endsOn: Day } | null
  /** A membership request in the cart (unpaid line item shown in the cart). */
  inCart: { name: string } | null
  /** A paid request waiting for review. */
  pending: { key: MembershipKey; name: string } | null
}

export function isMembershipExpiringSoon(endsOn: Day, today: Day): boolean {
  return daysBetween(today, endsOn) <= MEMBERSHIP_EXPIRING_SOON_DAYS
}

export function membershipCard(facts: MembershipFacts): MembershipCard {
  const { current, today } = facts
  if (facts.isActive && current) {
    const validThrough = formatDate(current.endsOn)
    const isExpiringSoon = isMembershipExpiringSoon(current.endsOn, today)
    return {
      variant: 'active',
      name: current.name,
      key: current.key,
      standing: isExpiringSoon ? M.expiring(validThrough) : M.inGoodStanding,
      isExpiringSoon,
      validThrough,
      renew: isExpiringSoon ? { label: M.renew, to: L.membershipGet } : null,
    }
  }
  if (facts.inCart) {
    return {
      variant: 'cart',
      name: facts.inCart.name,
      message: M.membershipInCart,
      action: { label: M.viewCart, to: L.cart },
    }
  }
  if (facts.pending) {
    return {
      variant: 'review',
      name: facts.pending.name,
      key: facts.pending.key,
      message: facts.pending.key === 'emeritus' ? M.emeritusUnderReview : M.membershipUnderReview,
    }
  }
  const expiredOn = current && current.endsOn < today ? formatDate(current.endsOn) : null
  return {
    variant: 'none',
    message: expiredOn ? M.membershipExpired(expiredOn) : M.notAMember,
    expiredOn,
    action: { label: expiredOn ? M.renew : M.join, to: L.membershipGet },
  }
}
