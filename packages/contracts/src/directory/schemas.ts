/**
 * The member directory (spec 1 §2.2, §2.8; spec 3 "Users list"): who is listed, what a search
 * takes, and the two views of a listed member. The member view and the admin view are separate
 * schemas: the address line, zip, e-mail and phone numbers exist only in the admin ones, so they
 * cannot leave through a member route even by mistake (the response schema strips them).
 */
import { z } from 'zod'
import { text } from '../http/text'
import { ListQuery } from '../http/list'
import { YEARS_OF_SERVICE } from '../domain/enums'

export const DirectoryMessages = {
  searchTooLong: 'Please use at most 100 characters.',
  empty: 'No members match your search.',
  notFound: 'This member is not listed in the directory.',
  sendMessage: 'Send a message',
  messageRequired: 'Please write a message.',
  messageTooLong: 'Please keep your message to 2000 characters or fewer.',
  messageSent: 'Your message was sent.',
  cannotMessageSelf: 'You cannot send a message to yourself.',
  cannotMessageWhileImpersonating: 'Messages cannot be sent while acting as another user.',
  tooManyMessages: (minutes: number) =>
    `You have sent too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const

export const DIRECTORY_PAGE_SIZE = 20
export const DIRECTORY_SEARCH_MAX_LENGTH = 100
export const DIRECTORY_MESSAGE_MAX_LENGTH = 2000
/** Sortable fields of the directory list (no `filter` items: the search has its own fields). */
export const DIRECTORY_SORT_FIELDS = ['lastName', 'firstName'] as const

const searchText = text()
  .trim()
  .max(DIRECTORY_SEARCH_MAX_LENGTH, DirectoryMessages.searchTooLong)
  .optional()
  .transform((value) => (value ? value : undefined))

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

/**
 * GET /api/membership/search: paging and sorting as every list, plus the search fields.
 * `name` matches the start of the first or the last name of every word typed; `location` matches
 * the start of the primary address's city or its state (code or name), "City, ST" both.
 */
export const DirectorySearchQuery = ListQuery.extend({
  name: searchText,
  location: searchText,
  areaOfExpertiseId: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(2_147_483_647).optional()),
})
export type DirectorySearchQuery = z.output<typeof DirectorySearchQuery>
export type DirectorySearchQueryInput = z.input<typeof DirectorySearchQuery>

/** A listed member as every signed-in user sees them in the search results. */
export const DirectoryMember = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  organization: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** The primary address's city, state and country only (spec 1 §3, "Addresses in summary"). */
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
})
export type DirectoryMember = z.infer<typeof DirectoryMember>

/** The fields only admins receive (spec 3: admins see id, names and e-mail; members never). */
const AdminOnlyFields = {
  email: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  zip: z.string().nullable(),
}

export const AdminDirectoryMember = DirectoryMember.extend(AdminOnlyFields)
export type AdminDirectoryMember = z.infer<typeof AdminDirectoryMember>

/** One listed member's directory page, as members see it. */
export const DirectoryProfile = DirectoryMember.extend({
  yearsOfService: z.enum(YEARS_OF_SERVICE).nullable(),
  areasOfExpertise: z.array(z.string()),
  provideCounselingServices: z.boolean(),
  offerVirtualCounseling: z.boolean(),
  offerLocalCounseling: z.boolean(),
  offerGroupWorkshops: z.boolean(),
  publicBio: z.string().nullable(),
  /** Shown to viewers with a valid membership (spec 1 §6); null for anyone else. */
  memberBio: z.string().nullable(),
  website: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  /** Whether the viewer may send this member a message (not oneself, not while impersonating). */
  canMessage: z.boolean(),
})
export type DirectoryProfile = z.infer<typeof DirectoryProfile>

export const AdminDirectoryProfile = DirectoryProfile.extend({
  ...AdminOnlyFields,
  workPhone: z.string().nullable(),
  homePhone: z.string().nullable(),
  cellPhone: z.string().nullable(),
})
export type AdminDirectoryProfile = z.infer<typeof AdminDirectoryProfile>

/** The send-a-message form: the message is relayed by e-mail, neither address is revealed. */
export const DirectoryMessageBody = z.strictObject({
  message: text({ error: DirectoryMessages.messageRequired })
    .trim()
    .min(1, DirectoryMessages.messageRequired)
    .max(DIRECTORY_MESSAGE_MAX_LENGTH, DirectoryMessages.messageTooLong),
})
export type DirectoryMessageBody = z.input<typeof DirectoryMessageBody>

/** How many messages one sender may send (per hour and per day). */
export const DIRECTORY_MESSAGE_LIMITS = {
  perHour: 5,
  perDay: 20,
} as const
