/**
 * Who may do what to certification registrations (pure, unit-tested). A registration, its
 * documents and items are its candidate's; staff see and decide every one. Anyone else does not
 * find them (404). Whether a registration may still change (the wizard, pre-registration) is a
 * state rule the service answers with 409, not an access rule.
 */
import { definePolicy, ownerOnly, ownerOrStaff, staffOnly } from '../../platform/policy'

type Owned = { userId: number }

export const registrationsPolicy = definePolicy({
  /** See a registration, with its documents and items. */
  read: (actor, registration: Owned) => ownerOrStaff(actor, registration.userId),
  /** Save a wizard step or finish one: the candidate (or someone acting as them). */
  fill: (actor, registration: Owned) => ownerOnly(actor, registration.userId),
  /** Upload or delete a document: the candidate while editable, staff at any time. */
  manageDocuments: (actor, registration: Owned) => ownerOrStaff(actor, registration.userId),
  /** Delete a registration: the candidate's own pre-registration, any for staff. */
  delete: (actor, registration: Owned) => ownerOrStaff(actor, registration.userId),
  /** Review, decide, edit, reprice: staff only. */
  review: (actor, _registration: Owned) => staffOnly(actor),
})
