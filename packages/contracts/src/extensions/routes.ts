import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import {
  AdminExtension,
  AdminExtensionRow,
  DecideExtensionBody,
  ExtensionBody,
  ExtensionPage,
  ExtensionResult,
} from './schemas'

const tags = ['extension']

/** Extensions (spec 2 §7, spec 3 §7 Extensions). Another user's request answers 404. */
export const extensionRoutes = {
  getExtensionPage: defineRoute({
    method: 'GET',
    path: '/api/extension',
    access: 'member',
    summary: 'The request form: the programs that may be extended now, the fee, and your requests.',
    tags,
    response: ExtensionPage,
  }),
  requestExtension: defineRoute({
    method: 'POST',
    path: '/api/extension',
    access: 'member',
    summary:
      'Puts an extension request (6 months, $200) in the cart; checking it out submits it for review, and the ' +
      'fee is charged when staff approve it. One per program: a second request answers the first again.',
    tags,
    body: ExtensionBody,
    response: ExtensionResult,
  }),
  listAdminExtensions: defineRoute({
    method: 'GET',
    path: '/api/admin/extensions',
    access: 'admin',
    summary: 'Submitted extension requests (default: pending, newest first); filter status null, 1 or 0.',
    tags,
    query: ListQuery,
    response: listResult(AdminExtensionRow),
  }),
  getAdminExtension: defineRoute({
    method: 'GET',
    path: '/api/admin/extension/:id',
    access: 'admin',
    summary: 'One extension request with its reviews.',
    tags,
    params: IdParams,
    response: AdminExtension,
  }),
  approveExtension: defineRoute({
    method: 'POST',
    path: '/api/admin/extension/:id/approve',
    access: 'admin',
    summary:
      'Charges the fee to the saved card off-session (exactly once), then moves the deadline or the CEU lapse ' +
      'date by six months (US Eastern); a declined card approves nothing (402). The user is notified and e-mailed.',
    tags,
    params: IdParams,
    body: DecideExtensionBody,
    response: AdminExtension,
  }),
  rejectExtension: defineRoute({
    method: 'POST',
    path: '/api/admin/extension/:id/reject',
    access: 'admin',
    summary: 'Records the rejection (nothing is charged); the user is notified and e-mailed.',
    tags,
    params: IdParams,
    body: DecideExtensionBody,
    response: AdminExtension,
  }),
}
