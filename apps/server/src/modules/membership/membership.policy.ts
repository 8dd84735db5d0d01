/**
 * Who may do what to memberships (pure, unit-tested). A request's file is its owner's, and staff
 * see it while reviewing; staff review requests once they have left the cart (one still in the
 * cart does not exist for them). A user's membership records are on their admin Memberships tab
 * (admin mode: the route's `userId` is the subject); staff keep them, the user may read them.
 */
import type { MembershipRequestStatus } from '@portal/contracts'
import {
  definePolicy,
  hidden,
  isStaff,
  isSubjects,
  ownerOrStaff,
  staffOnly,
  when,
  type OnScreen,
  type Subject,
} from '../../platform/policy'

export const membershipPolicy = definePolicy({
  /** A file attached to a request (the student transcript). */
  readFile: (actor, file: { userId: number }) => ownerOrStaff(actor, file.userId),
  /** See, approve, reject or delete a submitted request. */
  review: (actor, request: { status: MembershipRequestStatus }) =>
    when(isStaff(actor) && request.status !== 'cart', hidden()),
  /** A user's membership records. */
  readRecords: (actor, subject: Subject) => ownerOrStaff(actor, subject.userId),
  /** Add a record to a user, or delete one of theirs. */
  manageRecords: (actor, _subject: Subject) => staffOnly(actor),
  /** Edit a record on its user's screen: another user's record is not found there. */
  editRecord: (actor, target: OnScreen<{ userId: number }>) => when(isStaff(actor) && isSubjects(target), hidden()),
})
