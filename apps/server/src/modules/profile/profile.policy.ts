/**
 * Who may do what to a profile's records (pure, unit-tested): a person's addresses are theirs
 * alone; their photo is seen by its owner and staff always, and by another member only while the
 * owner is listed in the member directory, the one place members see each other.
 */
import { definePolicy, hidden, ownerOnly, when, type PolicyActor } from '../../platform/policy'

export function canSeeAvatar(
  viewer: Pick<PolicyActor, 'id' | 'role'>,
  ownerId: number,
  isOwnerListed: boolean,
): boolean {
  return viewer.id === ownerId || viewer.role === 'admin' || isOwnerListed
}

export const profilePolicy = definePolicy({
  /** Edit, delete or make primary one of the addresses: someone else's is not found. */
  changeAddress: (actor, address: { userId: number }) => ownerOnly(actor, address.userId),
  /** A member's photo; for anyone who may not see it, it does not exist. */
  seeAvatar: (viewer, avatar: { userId: number; isOwnerListed: boolean }) =>
    when(canSeeAvatar(viewer, avatar.userId, avatar.isOwnerListed), hidden()),
})
