/**
 * Who may do what to experience entries (pure, unit-tested). An entry is its registration's
 * candidate's; staff see, change and decide every one; anyone else does not find it (404).
 * Whether the member may still change an entry (not approved, the page open) is a state rule
 * answered with 409; `isEditableBy` says the same thing to the screen.
 */
import { definePolicy, isStaff, ownerOrStaff, staffOnly, type PolicyActor } from '../../platform/policy'

type Owned = { userId: number }

export const experiencesPolicy = definePolicy({
  /** See a registration's entries, one entry, its files and reviews. */
  read: (actor, registration: Owned) => ownerOrStaff(actor, registration.userId),
  /** Log, change an entry or attach a file: the candidate (state rules apply), staff always. */
  change: (actor, registration: Owned) => ownerOrStaff(actor, registration.userId),
  /** Approve, reject, send and edit verifier validations: staff only. */
  review: (actor, _registration: Owned) => staffOnly(actor),
})

/** Members change an entry until it is approved, while they may log experience; staff always. */
export function isEditableBy(actor: PolicyActor, entry: { approved: boolean | null }, canLog: boolean): boolean {
  return isStaff(actor) || (entry.approved !== true && canLog)
}

/** Staff never tick the verification box (they do not see it); members must. */
export const needsVerifiedBox = (actor: PolicyActor): boolean => !isStaff(actor)
