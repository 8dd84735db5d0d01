/**
 * Who may see and change a user's staff-side records (pure, unit-tested): the profile, secuId,
 * flags and notes are the staff's. A flag or a note is reached under its user's route only: one of
 * another user answers 404, as a missing one does.
 */
import { definePolicy, hidden, isStaff, when, type OnScreen } from '../../platform/policy'

export const usersPolicy = definePolicy(
  {
    /**
     * See a user's profile, flags and notes; add a flag or a note; set the secuId. An account merged
     * into another is gone, as it is for impersonation.
     */
    manage: (actor, user: { mergedIntoId: number | null }) =>
      when(isStaff(actor) && user.mergedIntoId === null, hidden()),
    /** Change one flag or note of the user whose profile is open. */
    edit: (actor, target: OnScreen<{ userId: number }>) =>
      when(isStaff(actor) && target.record.userId === target.subject.userId, hidden()),
  },
  { notFound: 'User not found' },
)
