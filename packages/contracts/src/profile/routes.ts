import { z } from '../zod'
import { FileBytes, IdParams } from '../http/common'
import { defineRoute } from '../http/route'
import { Address, AddressBody } from './addresses'
import { AVATAR_FORM, AvatarParams, AvatarQuery } from './avatar'
import { ChangeEmailBody, ChangePasswordBody, RestoreEmailBody } from './account'
import { MilitaryInstallationList, Profile, ProfileOptions, ProfileUpdateBody, ProfileUpdateQuery } from './profile'

const tags = ['profile']

/** A created or replaced address, with the profile it now belongs to. */
export const AddressResult = z.object({ address: Address, profile: Profile })
export type AddressResult = z.infer<typeof AddressResult>

/** The edit-profile pages' calls; every change answers the updated profile. */
export const profileRoutes = {
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/profile',
    access: 'member',
    summary: "The signed-in user's whole profile, as the edit-profile pages and the sidebar read it.",
    tags,
    response: Profile,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/user',
    access: 'member',
    summary:
      'Updates any subset of the profile fields (null clears one) and answers the updated profile. ' +
      '`?silent=1` marks an update that is not a profile review (profile_last_updated stays).',
    tags,
    query: ProfileUpdateQuery,
    body: ProfileUpdateBody,
    response: Profile,
  }),
  changeEmail: defineRoute({
    method: 'PATCH',
    path: '/api/user/email',
    access: 'member',
    summary:
      'Changes the e-mail address (unique regardless of case) given the current password; mails the old ' +
      'address a link that undoes the change for 7 days. Answers the updated profile.',
    tags,
    body: ChangeEmailBody,
    response: Profile,
  }),
  restoreEmail: defineRoute({
    method: 'POST',
    path: '/api/user/email/restore',
    access: 'public',
    summary:
      'Undoes an e-mail change with the link mailed to the old address: the old address is restored, every ' +
      'session ends, the password must be chosen again (a link is mailed). Answers a message.',
    tags,
    body: RestoreEmailBody,
    response: z.object({ message: z.string() }),
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/user/password',
    access: 'member',
    summary: "Changes the password given the current one; ends the user's other sessions.",
    tags,
    body: ChangePasswordBody,
    response: Profile,
  }),
  profileOptions: defineRoute({
    method: 'GET',
    path: '/api/profile/options',
    access: 'member',
    summary: 'Work area categories with their work areas, and areas of expertise, for Professional Info.',
    tags,
    response: ProfileOptions,
  }),
  militaryInstallations: defineRoute({
    method: 'GET',
    path: '/api/military-installations',
    access: 'member',
    summary: 'Military installations to choose from (id and name).',
    tags,
    response: MilitaryInstallationList,
  }),
  createAddress: defineRoute({
    method: 'POST',
    path: '/api/addresses',
    access: 'member',
    summary: 'Adds an address; the first one (or one marked primary) becomes the primary address.',
    tags,
    body: AddressBody,
    response: AddressResult,
    status: 201,
  }),
  updateAddress: defineRoute({
    method: 'PATCH',
    path: '/api/addresses/:id',
    access: 'member',
    summary: "Replaces one of the user's addresses.",
    tags,
    params: IdParams,
    body: AddressBody,
    response: AddressResult,
  }),
  deleteAddress: defineRoute({
    method: 'DELETE',
    path: '/api/addresses/:id',
    access: 'member',
    summary: "Deletes one of the user's addresses (the primary one leaves no primary address).",
    tags,
    params: IdParams,
    response: Profile,
  }),
  makePrimaryAddress: defineRoute({
    method: 'POST',
    path: '/api/addresses/:id/primary',
    access: 'member',
    summary: "Makes one of the user's addresses the primary address.",
    tags,
    params: IdParams,
    response: Profile,
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/api/user/avatar',
    access: 'member',
    summary:
      'Uploads the avatar: multipart form data with `file` (a JPEG, PNG or WebP image) and the square crop ' +
      'rectangle `x`, `y`, `width`, `height` in source-image pixels. The server crops, resizes and re-encodes ' +
      'it (no metadata survives); answers the updated profile.',
    tags,
    multipart: AVATAR_FORM,
    response: Profile,
  }),
  getAvatar: defineRoute({
    method: 'GET',
    path: '/api/user/avatar/:userId',
    access: 'member',
    summary:
      "A user's avatar image. Any signed-in member may see it (avatars appear in the member directory); " +
      'a URL whose `v` matches the current version may be cached for good.',
    tags,
    params: AvatarParams,
    query: AvatarQuery,
    response: FileBytes,
  }),
  deleteAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/user/avatar',
    access: 'member',
    summary: 'Removes the avatar; answers the updated profile.',
    tags,
    response: Profile,
  }),
}
