/**
 * Joining, renewing and the staff's membership review; its screens are loaded by app/screens.ts.
 * The registration wizard's Membership step joins through the same rules, calls and messages.
 */
export {
  chosenType,
  EMPTY_JOIN_FORM,
  JOIN_FORM_FIELDS,
  joinFormSchema,
  NO_MEMBERSHIP,
  toMembershipFormData,
} from './join-form'
export { TranscriptField } from './TranscriptField'
export { useAddMembershipToCart, useMembership } from './membership-api'
export { membershipsProfileTab } from './admin/profile-tab'
