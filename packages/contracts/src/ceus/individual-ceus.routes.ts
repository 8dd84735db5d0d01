import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { listResult } from '../http/list'
import { CeuPeriodData, CeuPeriodParams, UserCeuPeriodParams } from './ceu-card.schemas'
import {
  AdminIndividualCeuQuery,
  AdminIndividualCeuRow,
  ApproveCeuBody,
  CompletionCodeQuery,
  CompletionCodeResult,
  INDIVIDUAL_CEU_FILE_FORM,
  INDIVIDUAL_CEU_FORM,
  IndividualCeuDetail,
  IndividualCeuFields,
  IndividualCeuList,
  RejectCeuBody,
} from './individual-ceus.schemas'

const tags = ['ceus']

/**
 * Individual CEUs, completion codes and the CEU card (spec 2 §7, spec 3 §7 Individual CEUs).
 * Another user's CEU answers 404; staff may read and change any.
 */
export const individualCeuRoutes = {
  listIndividualCeus: defineRoute({
    method: 'GET',
    path: '/api/individual-ceus',
    access: 'member',
    summary: "The member's individual CEUs (newest completion first) and the form's choices.",
    tags,
    response: IndividualCeuList,
  }),
  createIndividualCeu: defineRoute({
    method: 'POST',
    path: '/api/individual-ceu',
    access: 'member',
    summary:
      'Reports an individual CEU (multipart: the fields, and the agenda as `media`). Every rule of spec 2 §5 ' +
      'answers 422 on its field; an applied completion code makes it pre-approved.',
    tags,
    multipart: INDIVIDUAL_CEU_FORM,
    response: IndividualCeuDetail,
    status: 201,
  }),
  getIndividualCeu: defineRoute({
    method: 'GET',
    path: '/api/individual-ceu/:id',
    access: 'member',
    summary: 'One individual CEU with its files and reviews, and the form choices.',
    tags,
    params: IdParams,
    response: IndividualCeuDetail,
  }),
  updateIndividualCeu: defineRoute({
    method: 'PATCH',
    path: '/api/individual-ceu/:id',
    access: 'member',
    summary:
      'Changes a CEU: members until it is approved (a rejected CEU changed is resubmitted, back to Pending), ' +
      'staff always (Save Changes). The same rules as reporting it.',
    tags,
    params: IdParams,
    body: IndividualCeuFields,
    response: IndividualCeuDetail,
  }),
  uploadIndividualCeuFile: defineRoute({
    method: 'POST',
    path: '/api/individual-ceu/:id/file',
    access: 'member',
    summary: 'Attaches a file (the agenda) to a CEU that may still be changed.',
    tags,
    params: IdParams,
    multipart: INDIVIDUAL_CEU_FILE_FORM,
    response: IndividualCeuDetail,
  }),
  findCompletionCode: defineRoute({
    method: 'GET',
    path: '/api/completion-code',
    access: 'member',
    summary:
      'The approved group CEU a completion code names (case and blanks ignored), to prefill the form; an unknown or ' +
      'unapproved code answers 422 on completionCode.',
    tags,
    query: CompletionCodeQuery,
    response: CompletionCodeResult,
  }),
  getCeuPeriod: defineRoute({
    method: 'GET',
    path: '/api/ceus/:reportingPeriodId',
    access: 'member',
    summary:
      "The CEU card: the user's credits of a reporting period that has started, by credit type against the " +
      'minimums, the total, what was earned and what remains, the period choices.',
    tags,
    params: CeuPeriodParams,
    response: CeuPeriodData,
  }),

  // Staff
  getUserCeuPeriod: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId/ceus/:reportingPeriodId',
    access: 'admin',
    summary: "A user's CEU card, as staff see it.",
    tags,
    params: UserCeuPeriodParams,
    response: CeuPeriodData,
  }),
  listAdminIndividualCeus: defineRoute({
    method: 'GET',
    path: '/api/admin/individual-ceus',
    access: 'admin',
    summary: 'Individual CEUs for review (default: pending, newest submission first; page size 10 on the screen).',
    tags,
    query: AdminIndividualCeuQuery,
    response: listResult(AdminIndividualCeuRow),
  }),
  approveIndividualCeu: defineRoute({
    method: 'POST',
    path: '/api/admin/individual-ceu/:id/approve',
    access: 'admin',
    summary: 'Approves a CEU (read-only for the member from then on), with optional canned and own messages.',
    tags,
    params: IdParams,
    body: ApproveCeuBody,
    response: IndividualCeuDetail,
  }),
  rejectIndividualCeu: defineRoute({
    method: 'POST',
    path: '/api/admin/individual-ceu/:id/reject',
    access: 'admin',
    summary: "Rejects a CEU with the messages and the status chosen ('Set status to'); the member may resubmit it.",
    tags,
    params: IdParams,
    body: RejectCeuBody,
    response: IndividualCeuDetail,
  }),
}
