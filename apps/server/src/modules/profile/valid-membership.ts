import { easternDay } from '@portal/contracts'
import type { DbOrTx } from '../../platform/db/database'
import type { Placeholder, SQL } from 'drizzle-orm'
import { membershipCoveringSql, profileRepo } from './profile.repo'

/**
 * "Valid membership" (spec 1 §6: the member biography is for valid members): an approved
 * membership record whose days, start and end included, cover today on the US Eastern calendar.
 * The membership feature will own this rule once it exists; until then it is written here, once.
 */
export function hasValidMembership(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  return profileRepo.hasMembershipCovering(db, userId, easternDay(now))
}

/**
 * The same rule as a SQL condition on the users row of a list (the member directory): at `now`,
 * or for a statement built once, a placeholder filled with the day (`easternDay(now)`).
 */
export function validMembershipSql(now: Date | Placeholder): SQL {
  return membershipCoveringSql(now instanceof Date ? easternDay(now) : now)
}
