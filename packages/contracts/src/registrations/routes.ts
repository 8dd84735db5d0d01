import { z } from '../zod'
import { defineRoute } from '../http/route'
import { IdParams, Ok } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import {
  AdminCreateRegistrationBody,
  AdminRegistration,
  AdminRegistrationOptions,
  AdminRegistrationRow,
  ApproveRegistrationBody,
  EditRegistrationBody,
  FinishRegistrationStepBody,
  FinishRegistrationStepResult,
  CurrentRegistration,
  LatestRegistrations,
  LineItemPriceBody,
  OpenRegistration,
  REGISTRATION_FILE_FORM,
  RegistrationDetail,
  RejectRegistrationBody,
  SaveRegistrationStepBody,
  StartRegistrationBody,
  UserRegistrations,
} from './schemas'

const tags = ['registrations']
const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))

/**
 * Certification registration calls at the specs' paths (spec 2 §7, spec 3 §7). Another user's
 * registration, file or line item answers 404 to a member.
 */
export const registrationRoutes = {
  createRegistration: defineRoute({
    method: 'POST',
    path: '/api/certification/:id/registration',
    access: 'member',
    summary:
      'Starts a registration for this certification, or answers the open one (not expired, not complete): ' +
      'a candidate never holds two open registrations for one certification. While an expired registration ' +
      'may still be extended, starting a new one needs startAfresh (409 otherwise).',
    tags,
    params: IdParams,
    body: z.nullish(StartRegistrationBody),
    response: RegistrationDetail,
  }),
  openRegistration: defineRoute({
    method: 'GET',
    path: '/api/certification/:id/registration',
    access: 'member',
    summary:
      'Your open registration for this certification (not expired, not complete), or none: starting one is ' +
      'the POST on the same path.',
    tags,
    params: IdParams,
    response: OpenRegistration,
  }),
  currentRegistration: defineRoute({
    method: 'GET',
    path: '/api/registrations/current',
    access: 'member',
    summary:
      'The certification registration your dashboard is about (one you work on first, else the newest), or none.',
    tags,
    response: CurrentRegistration,
  }),
  latestRegistrations: defineRoute({
    method: 'GET',
    path: '/api/registrations/latest',
    access: 'member',
    summary: "The signed-in user's latest registration per certification and per training.",
    tags,
    response: LatestRegistrations,
  }),
  getRegistration: defineRoute({
    method: 'GET',
    path: '/api/registration/:id',
    access: 'member',
    summary: 'One of your registrations, with the choices of its wizard priced for you.',
    tags,
    params: IdParams,
    response: RegistrationDetail,
  }),
  saveRegistrationStep: defineRoute({
    method: 'PATCH',
    path: '/api/registration/:id',
    access: 'member',
    summary:
      "Saves one pre-registration step's fields (`step` names it) and reaches the next step; " +
      'refused with the reason on its field, changing nothing.',
    tags,
    params: IdParams,
    body: SaveRegistrationStepBody,
    response: RegistrationDetail,
  }),
  finishRegistrationStep: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/payment',
    access: 'member',
    summary:
      'Finishes Pathway Review or Pay & Review: prices what is owed and puts it in the cart (`next: cart`), ' +
      'or, with nothing owed, submits the registration for review (`next: dashboard`).',
    tags,
    params: IdParams,
    body: FinishRegistrationStepBody,
    response: FinishRegistrationStepResult,
  }),
  uploadRegistrationFile: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/file',
    access: 'member',
    summary:
      'Uploads a supporting document (multipart: `type`, the file as `media`; PDF, JPEG or PNG, 10 MB); ' +
      'admins may replace a document (`replaces`).',
    tags,
    params: IdParams,
    multipart: REGISTRATION_FILE_FORM,
    response: RegistrationDetail,
  }),
  deleteRegistration: defineRoute({
    method: 'DELETE',
    path: '/api/registration/:id',
    access: 'member',
    summary:
      'Deletes a registration nothing was paid for (a member: their own pre-registration; an admin: any); ' +
      'its unpaid items leave the cart.',
    tags,
    params: IdParams,
    response: Ok,
  }),

  // Staff
  /** Sorted and filtered by `RegistrationListField`. */
  listRegistrations: defineRoute({
    method: 'GET',
    path: '/api/registrations',
    access: 'admin',
    summary: 'Certification registrations (default: last updated first).',
    tags,
    query: ListQuery,
    response: listResult(AdminRegistrationRow),
  }),
  getAdminRegistration: defineRoute({
    method: 'GET',
    path: '/api/admin/registration/:id',
    access: 'admin',
    summary:
      'One registration for review: the candidate, reviews, summary, items, documents and what approving charges.',
    tags,
    params: IdParams,
    response: AdminRegistration,
  }),
  approveRegistration: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/approve',
    access: 'admin',
    summary:
      'At pathway approval: sets the course materials staff chose and returns the candidate to the wizard. ' +
      'At registration approval: charges the registration approval total to the saved card off-session, ' +
      'exactly once, then approves; a declined card approves nothing (402 with the reason). ' +
      'The candidate is notified and e-mailed.',
    tags,
    params: IdParams,
    body: ApproveRegistrationBody,
    response: AdminRegistration,
  }),
  rejectRegistration: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/reject',
    access: 'admin',
    summary: 'Sends the candidate back to the chosen step with the messages; notified and e-mailed.',
    tags,
    params: IdParams,
    body: RejectRegistrationBody,
    response: AdminRegistration,
  }),
  editRegistration: defineRoute({
    method: 'POST',
    path: '/api/registration/:id',
    access: 'admin',
    summary: 'Edits required hours, MSP class, enrolled-on date and deadline.',
    tags,
    params: IdParams,
    body: EditRegistrationBody,
    response: AdminRegistration,
  }),
  changeLineItemPrice: defineRoute({
    method: 'PATCH',
    path: '/api/registration/:id/lineItem/:lineItemId',
    access: 'admin',
    summary: "Changes an unpaid item's price (cents); audited with the price before and after.",
    tags,
    params: z.object({ id: dbId, lineItemId: dbId }),
    body: LineItemPriceBody,
    response: AdminRegistration,
  }),
  markLineItemPaid: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/lineItem/:lineItemId',
    access: 'admin',
    summary: 'Marks an unpaid item paid (an admin entry, no charge); audited.',
    tags,
    params: z.object({ id: dbId, lineItemId: dbId }),
    response: AdminRegistration,
  }),
  listUserRegistrations: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId/registrations',
    access: 'admin',
    summary: "A user's registrations (the Registrations tab).",
    tags,
    params: z.object({ userId: dbId }),
    response: UserRegistrations,
  }),
  adminRegistrationOptions: defineRoute({
    method: 'GET',
    path: '/api/admin/registration-options',
    access: 'admin',
    summary: 'Certifications with their pathways and exams, for the new-registration form.',
    tags,
    response: AdminRegistrationOptions,
  }),
  adminCreateRegistration: defineRoute({
    method: 'POST',
    path: '/api/admin/certification/:id/registration',
    access: 'admin',
    summary:
      'Registers a user directly (approved, with the deadline given), optionally with exams (prepaid or owed); ' +
      'the user is notified and e-mailed with the messages.',
    tags,
    params: IdParams,
    body: AdminCreateRegistrationBody,
    response: AdminRegistration,
    status: 201,
  }),
}
