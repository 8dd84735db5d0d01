/**
 * The member directory (spec 1 §2.2, §2.8; spec 3 "Users list"): who is listed, what a search
 * takes, and the two views of a listed member. The member view and the admin view are separate
 * schemas: the address line, zip, e-mail and phone numbers exist only in the admin ones, so they
 * cannot leave through a member route even by mistake (the response schema strips them).
 */
import { z, preprocess } from '../zod'
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

const searchText = z.pipe(
  z.optional(text().check(z.trim(), z.maxLength(DIRECTORY_SEARCH_MAX_LENGTH, DirectoryMessages.searchTooLong))),
  z.transform((value) => (value ? value : undefined)),
)

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

/**
 * GET /api/membership/search: paging and sorting as every list, plus the search fields.
 * `name` matches the start of the first or the last name of every word typed; `location` matches
 * the start of the primary address's city or its state (code or name), "City, ST" both.
 */
export const DirectorySearchQuery = z.extend(ListQuery, {
  name: searchText,
  location: searchText,
  areaOfExpertiseId: preprocess(
    blankAsMissing,
    z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  ),
})
export type DirectorySearchQuery = z.output<typeof DirectorySearchQuery>
export type DirectorySearchQueryInput = z.input<typeof DirectorySearchQuery>

/** A listed member as every signed-in user sees them in the search results. */
export const DirectoryMember = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  suffix: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  organization: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  /** The primary address's city, state and country only (spec 1 §3, "Addresses in summary"). */
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
})
export type DirectoryMember = z.infer<typeof DirectoryMember>

/** The fields only admins receive (spec 3: admins see id, names and e-mail; members never). */
const AdminOnlyFields = {
  email: z.string(),
  addressLine1: z.nullable(z.string()),
  addressLine2: z.nullable(z.string()),
  zip: z.nullable(z.string()),
}

export const AdminDirectoryMember = z.extend(DirectoryMember, AdminOnlyFields)
export type AdminDirectoryMember = z.infer<typeof AdminDirectoryMember>

/** One listed member's directory page, as members see it. */
export const DirectoryProfile = z.extend(DirectoryMember, {
  yearsOfService: z.nullable(z.enum(YEARS_OF_SERVICE)),
  areasOfExpertise: z.array(z.string()),
  provideCounselingServices: z.boolean(),
  offerVirtualCounseling: z.boolean(),
  offerLocalCounseling: z.boolean(),
  offerGroupWorkshops: z.boolean(),
  publicBio: z.nullable(z.string()),
  /** Shown to viewers with a valid membership (spec 1 §6); null for anyone else. */
  memberBio: z.nullable(z.string()),
  website: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  instagramProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  /** Whether the viewer may send this member a message (not oneself, not while impersonating). */
  canMessage: z.boolean(),
})
export type DirectoryProfile = z.infer<typeof DirectoryProfile>

export const AdminDirectoryProfile = z.extend(DirectoryProfile, {
  ...AdminOnlyFields,
  workPhone: z.nullable(z.string()),
  homePhone: z.nullable(z.string()),
  cellPhone: z.nullable(z.string()),
})
export type AdminDirectoryProfile = z.infer<typeof AdminDirectoryProfile>

/** The send-a-message form: the message is relayed by e-mail, neither address is revealed. */
export const DirectoryMessageBody = z.strictObject({
  message: text({ error: DirectoryMessages.messageRequired }).check(
    z.trim(),
    z.minLength(1, DirectoryMessages.messageRequired),
    z.maxLength(DIRECTORY_MESSAGE_MAX_LENGTH, DirectoryMessages.messageTooLong),
  ),
})
export type DirectoryMessageBody = z.input<typeof DirectoryMessageBody>

/** How many messages one sender may send (per hour and per day). */
export const DIRECTORY_MESSAGE_LIMITS = {
  perHour: 5,
  perDay: 20,
} as const
