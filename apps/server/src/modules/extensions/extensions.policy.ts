/**
 * Who may do what to extension requests (pure, unit-tested). A member requests extensions of
 * their own registrations and certifications; staff see and decide a request once it has left
 * the cart (one still in the cart does not exist for them). Another user's program is not
 * revealed: the service answers it as a program that cannot be extended.
 */
import { definePolicy, hidden, isStaff, ownerOnly, staffOnly, when } from '../../platform/policy'

export const extensionsPolicy = definePolicy({
  /** Request an extension of a program (a registration or a certification) of one's own. */
  request: (actor, program: { userId: number }) => ownerOnly(actor, program.userId),
  /** The staff list. */
  list: (actor) => staffOnly(actor),
  /** See, approve or reject a submitted request. */
  review: (actor, extension: { submittedAt: Date | null }) =>
    when(isStaff(actor) && extension.submittedAt !== null, hidden()),
})
