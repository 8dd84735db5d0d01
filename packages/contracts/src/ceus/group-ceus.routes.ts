import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { listResult } from '../http/list'
import {
  AdminGroupCeuRow,
  ApproveGroupCeuBody,
  GROUP_CEU_FILE_FORM,
  GROUP_CEU_FORM,
  GroupCeu,
  GroupCeuFields,
  GroupCeuFormContext,
  GroupCeuListQuery,
  GroupCeuRow,
  LibraryProgram,
  RejectGroupCeuBody,
} from './group-ceus'

const tags = ['ceus']

/**
 * Group CEUs (spec 2 §7, spec 3 §7 Group CEUs): the sponsor's pre-approval requests, their fees in
 * the cart, the staff list and decisions, and the public CEU library. Another user's request
 * answers 404; staff may read and change any.
 */
export const groupCeuRoutes = {
  groupCeuForm: defineRoute({
    method: 'GET',
    path: '/api/group-ceu/form',
    access: 'member',
    summary: "The pre-approval form's credit types and the review and listing fees this user would pay.",
    tags,
    response: GroupCeuFormContext,
  }),
  listGroupCeus: defineRoute({
    method: 'GET',
    path: '/api/group-ceus',
    access: 'member',
    summary: "The user's group CEU requests (latest start first; filter by programTitle, sponsor, status).",
    tags,
    query: GroupCeuListQuery,
    response: listResult(GroupCeuRow),
  }),
  createGroupCeu: defineRoute({
    method: 'POST',
    path: '/api/group-ceu',
    access: 'member',
    summary:
      "'Add to cart': the request (multipart: the fields, and the agenda as `media` when uploaded) with its review " +
      'fee, and the listing fee when listed, in the cart; paying submits it for review. Every rule answers 422 on ' +
      'its field and changes nothing.',
    tags,
    multipart: GROUP_CEU_FORM,
    response: GroupCeu,
    status: 201,
  }),
  getGroupCeu: defineRoute({
    method: 'GET',
    path: '/api/group-ceu/:id',
    access: 'member',
    summary: 'One request with its files, fees and reviews.',
    tags,
    params: IdParams,
    response: GroupCeu,
  }),
  updateGroupCeu: defineRoute({
    method: 'PATCH',
    path: '/api/group-ceu/:id',
    access: 'member',
    summary:
      "'Save Changes': the sponsor until it is approved (one sent back goes to Pending again; listing it adds the " +
      'listing fee to the cart), staff always (an approved code stays unique).',
    tags,
    params: IdParams,
    body: GroupCeuFields,
    response: GroupCeu,
  }),
  uploadGroupCeuFile: defineRoute({
    method: 'POST',
    path: '/api/group-ceu/:id/file',
    access: 'member',
    summary: 'Attaches an agenda file to a request that may still be changed.',
    tags,
    params: IdParams,
    multipart: GROUP_CEU_FILE_FORM,
    response: GroupCeu,
  }),

  // Staff
  listAdminGroupCeus: defineRoute({
    method: 'GET',
    path: '/api/admin/group-ceus',
    access: 'admin',
    summary: 'Submitted group CEUs for review (default: pending, latest start first; page size 10 on the screen).',
    tags,
    query: GroupCeuListQuery,
    response: listResult(AdminGroupCeuRow),
  }),
  approveGroupCeu: defineRoute({
    method: 'POST',
    path: '/api/admin/group-ceu/:id/approve',
    access: 'admin',
    summary:
      'Approves a submitted request with its completion code (unique among approved programs, without regard to ' +
      'case and blanks) and the messages; the sponsor is told.',
    tags,
    params: IdParams,
    body: ApproveGroupCeuBody,
    response: GroupCeu,
  }),
  rejectGroupCeu: defineRoute({
    method: 'POST',
    path: '/api/admin/group-ceu/:id/reject',
    access: 'admin',
    summary: 'Rejects a submitted request with the status chosen and the messages; the sponsor is told.',
    tags,
    params: IdParams,
    body: RejectGroupCeuBody,
    response: GroupCeu,
  }),

  // Visitors
  listCeuLibrary: defineRoute({
    method: 'GET',
    path: '/api/ceu-library',
    access: 'public',
    summary:
      'The CEU library: approved group programs whose sponsors paid for listing (filter `search` by title or ' +
      'sponsor; soonest start first).',
    tags,
    query: GroupCeuListQuery,
    response: listResult(LibraryProgram),
  }),
}
