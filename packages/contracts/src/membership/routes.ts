import { z } from '../zod'
import { defineRoute } from '../http/route'
import { IdParams, Ok } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import {
  ADD_MEMBERSHIP_FORM,
  AddMembershipResult,
  AdminMembershipRequest,
  AdminMembershipRequestRow,
  DecideMembershipBody,
  MembershipOverview,
  MembershipRecordBody,
  UserMemberships,
} from './schemas'

const tags = ['membership']

/** What the membership request queue sorts and filters by (server list spec and web columns). */
export type MembershipRequestListField = 'firstName' | 'lastName' | 'createdAt' | 'submittedAt' | 'type' | 'status'
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))

export const membershipRoutes = {
  getMembership: defineRoute({
    method: 'GET',
    path: '/api/membership',
    access: 'member',
    summary:
      "The signed-in user's membership: the record covering today, standing, all records, member resources " +
      '(valid members only), the latest request and the join/renew choices.',
    tags,
    response: MembershipOverview,
  }),
  addMembership: defineRoute({
    method: 'POST',
    path: '/api/membership',
    access: 'member',
    summary:
      'Puts a membership request in the cart (multipart: membershipId, memberForTenYears, dateOfBirth, ' +
      'isRequestingCall, and the student transcript as `media`); replaces a request already in the cart.',
    tags,
    multipart: ADD_MEMBERSHIP_FORM,
    response: AddMembershipResult,
  }),
  /** Sorted and filtered by `MembershipRequestListField`. */
  listMembershipRequests: defineRoute({
    method: 'GET',
    path: '/api/admin/memberships',
    access: 'admin',
    summary: 'Membership requests for review (default: pending, oldest first).',
    tags,
    query: ListQuery,
    response: listResult(AdminMembershipRequestRow),
  }),
  getMembershipRequest: defineRoute({
    method: 'GET',
    path: '/api/admin/membership/:id',
    access: 'admin',
    summary: 'One membership request: user, membership, requesting call, price, files.',
    tags,
    params: IdParams,
    response: AdminMembershipRequest,
  }),
  decideMembershipRequest: defineRoute({
    method: 'POST',
    path: '/api/admin/membership/:id',
    access: 'admin',
    summary:
      "Approves (charges the price to the user's saved card off-session, exactly once, then grants the term) " +
      'or rejects (with canned messages and a message) a pending request; the member is notified and e-mailed.',
    tags,
    params: IdParams,
    body: DecideMembershipBody,
    response: AdminMembershipRequest,
  }),
  deleteMembershipRequest: defineRoute({
    method: 'DELETE',
    path: '/api/admin/membership/:id',
    access: 'admin',
    summary: 'Deletes a membership request that was not charged (its unpaid cart item goes with it).',
    tags,
    params: IdParams,
    response: Ok,
  }),
  addUserMembership: defineRoute({
    method: 'POST',
    path: '/api/admin/user/:userId/membership/:membershipId',
    access: 'admin',
    summary: 'Adds a membership record of this type to a user (start and end, end after start).',
    tags,
    params: z.object({ userId: id, membershipId: id }),
    body: MembershipRecordBody,
    response: UserMemberships,
  }),
  updateUserMembership: defineRoute({
    method: 'PATCH',
    path: '/api/admin/user/:userId/membership/:id',
    access: 'admin',
    summary: "Edits one of a user's membership records.",
    tags,
    params: z.object({ userId: id, id }),
    body: MembershipRecordBody,
    response: UserMemberships,
  }),
  deleteUserMembership: defineRoute({
    method: 'DELETE',
    path: '/api/admin/user-membership/:id',
    access: 'admin',
    summary: 'Deletes a membership record.',
    tags,
    params: IdParams,
    response: UserMemberships,
  }),
  listUserMemberships: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId/memberships',
    access: 'admin',
    summary: "A user's membership records (the Memberships tab).",
    tags,
    params: z.object({ userId: id }),
    response: UserMemberships,
  }),
}
