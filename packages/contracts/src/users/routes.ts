import { z } from '../zod'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'
import { mailRoutes } from '../mail/routes'
import { DB_ID_MAX } from '../http/common'
import { AdminUserProfile, FlagBody, NoteBody, SecuIdBody, SecuIdResult, UserFlags, UserNotes } from './schemas'

export const AdminUserRow = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type AdminUserRow = z.infer<typeof AdminUserRow>

/** Columns of the admin Users list that can be sorted and filtered. */
export const ADMIN_USER_LIST_FIELDS = ['id', 'firstName', 'lastName', 'email', 'search'] as const

const tags = ['admin']

/**
 * The fields each list sorts and filters by, declared once: the server's list spec is a record
 * of exactly these, and the web table's columns are typed by them, so a renamed field fails to
 * compile on both sides instead of answering 422.
 */
export type UserListField = 'id' | 'firstName' | 'lastName' | 'email' | 'search'

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX))
const UserParams = z.object({ userId: id })

export const userRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary:
      'Users, server-paged (sort and filter by id, firstName, lastName, email; `filter=search,<words>` finds ' +
      'a user by id, or by each word starting their first name, last name or e-mail).',
    tags,
    query: ListQuery,
    response: listResult(AdminUserRow),
  }),
  /*
   * The user profile's calls (spec 3 §2, §7 "Not shown paths"): in the style of the other
   * per-user admin calls, `/api/admin/user/{userId}/...`. An unknown user answers 404.
   */
  getAdminUser: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId',
    access: 'admin',
    summary:
      'One user as staff see them (the profile Info tab): contact, role, membership status, secuId, active flags.',
    tags,
    params: UserParams,
    response: AdminUserProfile,
  }),
  updateSecuId: defineRoute({
    method: 'PATCH',
    path: '/api/admin/user/:userId/secu-id',
    access: 'admin',
    summary: "Sets (or, empty, clears) the user's secuId; answers the secuId.",
    tags,
    params: UserParams,
    body: SecuIdBody,
    response: SecuIdResult,
  }),
  listUserNotes: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId/notes',
    access: 'admin',
    summary: "Staff's notes on the user, newest first, with their author.",
    tags,
    params: UserParams,
    response: UserNotes,
  }),
  addUserNote: defineRoute({
    method: 'POST',
    path: '/api/admin/user/:userId/notes',
    access: 'admin',
    summary: 'Adds a note written by the signed-in admin; answers the notes.',
    tags,
    params: UserParams,
    body: NoteBody,
    response: UserNotes,
  }),
  updateUserNote: defineRoute({
    method: 'PATCH',
    path: '/api/admin/user/:userId/notes/:noteId',
    access: 'admin',
    summary: "Changes a note's text (its author stays); answers the notes.",
    tags,
    params: z.object({ userId: id, noteId: id }),
    body: NoteBody,
    response: UserNotes,
  }),
  listUserFlags: defineRoute({
    method: 'GET',
    path: '/api/admin/user/:userId/flags',
    access: 'admin',
    summary: "The user's flags, active first, then newest first.",
    tags,
    params: UserParams,
    response: UserFlags,
  }),
  addUserFlag: defineRoute({
    method: 'POST',
    path: '/api/admin/user/:userId/flags',
    access: 'admin',
    summary: 'Adds a flag (reason, note, active or resolved); answers the flags.',
    tags,
    params: UserParams,
    body: FlagBody,
    response: UserFlags,
  }),
  updateUserFlag: defineRoute({
    method: 'PATCH',
    path: '/api/admin/user/:userId/flags/:flagId',
    access: 'admin',
    summary: "Changes a flag's reason, note or state (resolving it: active false); answers the flags.",
    tags,
    params: z.object({ userId: id, flagId: id }),
    body: FlagBody,
    response: UserFlags,
  }),
}

/**
 * The admin lists' calls under the group name they had before the users and mail folders each
 * declared their own (`userRoutes`, `mailRoutes`): the same contracts, under the same keys. Not
 * in the barrel (index.ts): a statement there that reads a member is kept in every page's bundle.
 */
export const adminRoutes = {
  listUsers: userRoutes.listUsers,
  listMail: mailRoutes.listMail,
  getMail: mailRoutes.getMail,
}
