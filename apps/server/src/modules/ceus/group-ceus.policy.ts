/**
 * Who may do what to group CEUs (pure, unit-tested). A request is its sponsor's; staff see,
 * change and decide every one once it has been paid for (one still in the cart does not exist
 * for them in the queue, though they may open it by id); anyone else does not find it (404).
 * Whether the sponsor may still change it (not approved) is a state rule answered with 409;
 * `isEditableBy` says the same to the screen.
 */
import { definePolicy, isStaff, ownerOrStaff, staffOnly, when, hidden, type PolicyActor } from '../../platform/policy'

type Owned = { userId: number }

export const groupCeusPolicy = definePolicy({
  /** See a request, its files, fees and reviews. */
  read: (actor, ceu: Owned) => ownerOrStaff(actor, ceu.userId),
  /** Change a request or attach a file: the sponsor (state rules apply), staff always. */
  change: (actor, ceu: Owned) => ownerOrStaff(actor, ceu.userId),
  /** The staff list. */
  list: (actor) => staffOnly(actor),
  /** Approve or reject: staff, once the request was paid for. */
  review: (actor, ceu: { submittedAt: Date | null }) => when(isStaff(actor) && ceu.submittedAt !== null, hidden()),
})

/** The sponsor changes a request until it is approved; staff always. */
export const isEditableBy = (actor: PolicyActor, ceu: { status: string }): boolean =>
  isStaff(actor) || ceu.status !== 'approved'
