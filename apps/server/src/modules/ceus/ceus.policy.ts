/**
 * Who may do what to CEUs (pure, unit-tested). A member reports and reads their own individual
 * CEUs and CEU card; another member's CEU is answered as not found (404). Staff see, change and
 * decide every CEU, and read any user's CEU card. Whether a member may still change a CEU (not
 * approved) is a state rule answered with 409; `isEditableBy` says the same thing to the screen.
 */
import { definePolicy, isStaff, ownerOrStaff, staffOnly, type PolicyActor } from '../../platform/policy'

type Owned = { userId: number }

export const ceusPolicy = definePolicy({
  /** See a CEU, its files and reviews, or a user's CEU card. */
  read: (actor, ceu: Owned) => ownerOrStaff(actor, ceu.userId),
  /** Change a CEU or attach a file: its member (state rules apply), staff always. */
  change: (actor, ceu: Owned) => ownerOrStaff(actor, ceu.userId),
  /** The staff lists and decisions. */
  review: (actor) => staffOnly(actor),
})

/** Members change a CEU until it is approved (a pre-approved one included); staff always (spec 3 §4). */
export function isEditableBy(actor: PolicyActor, ceu: { status: string }): boolean {
  return isStaff(actor) || ceu.status !== 'approved'
}

/** Staff never tick the verification box (they do not see it); members must. */
export const needsVerifiedBox = (actor: PolicyActor): boolean => !isStaff(actor)
