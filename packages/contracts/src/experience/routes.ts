import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { listResult } from '../http/list'
import {
  AdminExperienceQuery,
  AdminExperienceRow,
  ApproveExperienceBody,
  EditValidationBody,
  EXPERIENCE_FILE_FORM,
  EXPERIENCE_FORM,
  ExperienceDetail,
  ExperienceFields,
  ExperienceList,
  ExperienceParams,
  ExperienceValidation,
  RejectExperienceBody,
  SendValidationsBody,
  SendValidationsResult,
  VerifierBody,
  VerifierParams,
  VerifierView,
} from './schemas'

const tags = ['experience']

/**
 * Experience hours (spec 2 §7, spec 3 §7 Experiences): the candidate's entries, staff review and
 * the supervisors' verification. Another user's registration or entry answers 404; staff may read
 * and change any.
 */
export const experienceRoutes = {
  listExperiences: defineRoute({
    method: 'GET',
    path: '/api/registration/:id/experiences',
    access: 'member',
    summary:
      "A registration's experience entries with their display status, and the form's context: the service " +
      'types offered with the hours left for each, the look-back window and whether new entries may be added.',
    tags,
    params: IdParams,
    response: ExperienceList,
  }),
  getExperience: defineRoute({
    method: 'GET',
    path: '/api/experience/:id',
    access: 'member',
    summary: 'One experience entry with its files and reviews, and the form context (its own hours not counted).',
    tags,
    params: IdParams,
    response: ExperienceDetail,
  }),
  createExperience: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/experience',
    access: 'member',
    summary:
      'Logs an experience entry (multipart: the fields, and the Experience Verification Form as `media` when the ' +
      'service type requires one). Every rule of spec 2 §5 answers 422 on its field.',
    tags,
    params: IdParams,
    multipart: EXPERIENCE_FORM,
    response: ExperienceDetail,
    status: 201,
  }),
  updateExperience: defineRoute({
    method: 'PATCH',
    path: '/api/registration/:id/experience/:experienceId',
    access: 'member',
    summary:
      'Changes an entry: members until it is approved (a rejected entry changed goes back to Pending), staff ' +
      'always (Save Changes). The same rules as logging it.',
    tags,
    params: ExperienceParams,
    body: ExperienceFields,
    response: ExperienceDetail,
  }),
  uploadExperienceFile: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/experience/:experienceId/file',
    access: 'member',
    summary: 'Attaches a file (the Experience Verification Form) to an entry that may still be changed.',
    tags,
    params: ExperienceParams,
    multipart: EXPERIENCE_FILE_FORM,
    response: ExperienceDetail,
  }),

  // Staff
  listAdminExperiences: defineRoute({
    method: 'GET',
    path: '/api/admin/experiences',
    access: 'admin',
    summary: 'Experience entries for review (default: pending, latest start first; page size 10 on the screen).',
    tags,
    query: AdminExperienceQuery,
    response: listResult(AdminExperienceRow),
  }),
  approveExperience: defineRoute({
    method: 'POST',
    path: '/api/admin/experience/:id/approve',
    access: 'admin',
    summary: 'Approves an entry (locked for the member from then on), with optional canned and own messages.',
    tags,
    params: IdParams,
    body: ApproveExperienceBody,
    response: ExperienceDetail,
  }),
  rejectExperience: defineRoute({
    method: 'POST',
    path: '/api/admin/experience/:id/reject',
    access: 'admin',
    summary: "Rejects an entry with the messages and the status chosen ('Set status to'); the member may edit it.",
    tags,
    params: IdParams,
    body: RejectExperienceBody,
    response: ExperienceDetail,
  }),
  sendExperienceValidations: defineRoute({
    method: 'POST',
    path: '/api/admin/experience/validation',
    access: 'admin',
    summary:
      'E-mails each supervisor of the chosen entries one single-use link (valid 30 days) to confirm or correct ' +
      'the dates and hours, comment and sign; one request per supervisor e-mail. Entries already in a request ' +
      'of that e-mail whose link still works are not sent again; with nothing left to send, the requests ' +
      'covering the entries are answered and no e-mail is sent.',
    tags,
    body: SendValidationsBody,
    response: SendValidationsResult,
  }),
  listExperienceValidations: defineRoute({
    method: 'GET',
    path: '/api/admin/registration/:id/experience-validations',
    access: 'admin',
    summary: "A registration's verifier validations (the Experience Hours Verifier Validation card).",
    tags,
    params: IdParams,
    response: SendValidationsResult,
  }),
  editExperienceValidation: defineRoute({
    method: 'PATCH',
    path: '/api/admin/experience/validation/:id',
    access: 'admin',
    summary: 'Staff edits of a validation request (verifier e-mail, dates, hours, description, comments).',
    tags,
    params: IdParams,
    body: EditValidationBody,
    response: ExperienceValidation,
  }),

  // The supervisor's page (no account: the link's token is the credential)
  getVerification: defineRoute({
    method: 'GET',
    path: '/api/experience-verification/:token',
    access: 'public',
    summary:
      'What a supervisor is asked to confirm while the link works; a used or expired link answers only its state, ' +
      'an unknown one 404.',
    tags,
    params: VerifierParams,
    response: VerifierView,
  }),
  submitVerification: defineRoute({
    method: 'POST',
    path: '/api/experience-verification/:token',
    access: 'public',
    summary: 'The supervisor confirms or corrects dates and hours, comments and signs; once (a used link answers 409).',
    tags,
    params: VerifierParams,
    body: VerifierBody,
    response: VerifierView,
  }),
}
