import { defineRoute } from '../http/route'
import { IdParams, Ok } from '../http/common'
import { listResult } from '../http/list'
import {
  AdminDirectoryMember,
  AdminDirectoryProfile,
  DirectoryMember,
  DirectoryMessageBody,
  DirectoryProfile,
  DirectorySearchQuery,
} from './schemas'

const tags = ['directory']

/**
 * The member directory. Members and admins search the same listed members (consenting, with a
 * valid membership today, not merged); the admin routes answer the admin view.
 */
export const directoryRoutes = {
  searchDirectory: defineRoute({
    method: 'GET',
    path: '/api/membership/search',
    access: 'member',
    summary:
      'Listed members by name, location and area of expertise, server-paged (sort by lastName or firstName; ' +
      '`total` is exact up to 100 rows past the page). Never carries an address line, zip, e-mail or phone number.',
    tags,
    query: DirectorySearchQuery,
    response: listResult(DirectoryMember),
  }),
  getDirectoryMember: defineRoute({
    method: 'GET',
    path: '/api/membership/search/:id',
    access: 'member',
    summary: "One listed member's directory page (the member biography for viewers with a valid membership).",
    tags,
    params: IdParams,
    response: DirectoryProfile,
  }),
  messageDirectoryMember: defineRoute({
    method: 'POST',
    path: '/api/membership/search/:id/message',
    access: 'member',
    summary:
      'Relays a message to a listed member by e-mail without revealing either address ' +
      '(5 messages an hour and 20 a day per sender).',
    tags,
    params: IdParams,
    body: DirectoryMessageBody,
    response: Ok,
  }),
  adminSearchDirectory: defineRoute({
    method: 'GET',
    path: '/api/admin/directory',
    access: 'admin',
    summary: 'The directory search with the admin view: e-mail, address line and zip included.',
    tags,
    query: DirectorySearchQuery,
    response: listResult(AdminDirectoryMember),
  }),
  adminGetDirectoryMember: defineRoute({
    method: 'GET',
    path: '/api/admin/directory/:id',
    access: 'admin',
    summary: "One listed member's directory page with the admin view (e-mail, full address, phones).",
    tags,
    params: IdParams,
    response: AdminDirectoryProfile,
  }),
}
