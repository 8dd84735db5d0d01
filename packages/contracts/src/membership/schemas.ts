import { z } from '../zod'
import { text } from '../http/text'
import { defineMultipart, DOCUMENT_FILE } from '../http/upload'
import { MEMBERSHIP_KEYS, MEMBERSHIP_REQUEST_STATUSES } from '../domain/enums'
import { DAY_PATTERN } from '../system-data/fields'
import { decisionMessageFields } from '../reviews/decision'
import { MembershipMessages as M } from './messages'

const day = z.string().check(z.regex(DAY_PATTERN))

export const MembershipType = z.object({
  id: z.number().check(z.int()),
  key: z.enum(MEMBERSHIP_KEYS),
  name: z.string(),
  description: z.nullable(z.string()),
  price: z.number().check(z.int()),
})
export type MembershipType = z.infer<typeof MembershipType>

export const MembershipRecord = z.object({
  id: z.number().check(z.int()),
  membershipId: z.number().check(z.int()),
  name: z.string(),
  key: z.enum(MEMBERSHIP_KEYS),
  start: day,
  end: day,
  approved: z.boolean(),
})
export type MembershipRecord = z.infer<typeof MembershipRecord>

export const MembershipFile = z.object({ id: z.number().check(z.int()), fileName: z.string(), url: z.string() })

export const MembershipRequest = z.object({
  id: z.number().check(z.int()),
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
  membership: MembershipType,
  startsOn: day,
  endsOn: day,
  isRequestingCall: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  decisionMessage: z.nullable(z.string()),
  files: z.array(MembershipFile),
})
export type MembershipRequest = z.infer<typeof MembershipRequest>

export const MembershipResourceGroup = z.object({
  category: z.string(),
  resources: z.array(
    z.object({ id: z.number().check(z.int()), name: z.string(), description: z.nullable(z.string()), url: z.string() }),
  ),
})

/** GET /api/membership: the membership screen and the join/renew form's choices. */
export const MembershipOverview = z.object({
  /** The record covering today, when the membership is valid. */
  current: z.nullable(MembershipRecord),
  valid: z.boolean(),
  /** 'In Good Standing' or 'Expiring {date}' when valid. */
  standing: z.nullable(z.string()),
  isExpiringSoon: z.boolean(),
  records: z.array(MembershipRecord),
  /** Members only; empty otherwise. */
  resources: z.array(MembershipResourceGroup),
  latestMembershipRequest: z.nullable(MembershipRequest),
  options: z.object({
    /** Student only when eligible (spec 1 §5). */
    types: z.array(MembershipType),
    /** The Welcome Call checkbox shows only to users without a membership. */
    showWelcomeCall: z.boolean(),
    /** The first day of the term a purchase now would buy. */
    nextStart: day,
    /** Why a purchase is refused now (pre-purchase limit), or null. */
    blockedReason: z.nullable(z.string()),
  }),
})
export type MembershipOverview = z.infer<typeof MembershipOverview>

/** The text fields of POST /api/membership (multipart; the transcript is the `media` file part). */
export const AddMembershipFields = z.object({
  membershipId: z.coerce.number({ error: M.pickOption }).check(z.int(M.pickOption), z.positive(M.pickOption)),
  memberForTenYears: z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0'])),
    z.transform((value) => value === 'true' || value === '1'),
  ),
  dateOfBirth: z.pipe(
    z.optional(text()),
    z.transform((value) => (value ? value : undefined)),
  ),
  isRequestingCall: z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0'])),
    z.transform((value) => value === 'true' || value === '1'),
  ),
})

/** POST /api/membership's form: the fields above and the student transcript as `media`. */
export const ADD_MEMBERSHIP_FORM = defineMultipart({
  fields: AddMembershipFields,
  files: {
    media: DOCUMENT_FILE,
  },
})

export const AddMembershipResult = z.object({ latestMembershipRequest: MembershipRequest })

// Admin

export const MEMBERSHIP_REQUEST_LIST_FIELDS = [
  'firstName',
  'lastName',
  'createdAt',
  'submittedAt',
  'type',
  'status',
] as const

export const AdminMembershipRequestRow = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  /** Requested On: when the request was paid and submitted. */
  submittedAt: z.nullable(z.string()),
  type: z.string(),
  status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
})

export const AdminMembershipRequest = z.extend(MembershipRequest, {
  user: z.object({ id: z.number().check(z.int()), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** What approving charges (the unpaid price), 0 when it was paid at checkout. */
  chargeOnApproval: z.number().check(z.int()),
  savedCard: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
})
export type AdminMembershipRequest = z.infer<typeof AdminMembershipRequest>

export const DecideMembershipBody = z
  .object({
    approved: z.boolean(),
    ...decisionMessageFields,
  })
  .check(
    z.refine((body) => body.approved || body.selectedMessages.length > 0 || Boolean(body.message), {
      path: ['message'],
      message: M.rejectMessageRequired,
    }),
  )
export type DecideMembershipBody = z.input<typeof DecideMembershipBody>

export const MembershipRecordBody = z
  .object({
    start: z.string({ error: M.required }).check(z.regex(DAY_PATTERN, M.required)),
    end: z.string({ error: M.required }).check(z.regex(DAY_PATTERN, M.required)),
    approved: z._default(z.boolean(), true),
    membershipId: z.optional(z.number().check(z.int(), z.positive())),
  })
  .check(z.refine((body) => body.end > body.start, { path: ['end'], message: M.endAfterStart }))
export type MembershipRecordBody = z.input<typeof MembershipRecordBody>

export const UserMemberships = z.object({ records: z.array(MembershipRecord) })
