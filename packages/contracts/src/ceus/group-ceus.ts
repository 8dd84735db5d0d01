/**
 * Group CEUs (spec 2 §2.11, §3, §5 "Group (pre-approval) CEU form", §9; spec 3 Group CEU list and
 * review, §9 fees): a sponsor's request that a program be pre-approved for CEUs, its review and
 * listing fees, the staff decision that confirms or sets the completion code attendees use, and
 * the public CEU library of approved programs whose sponsors paid for listing. Money in cents,
 * days US Eastern 'YYYY-MM-DD' (shown MM/DD/YYYY).
 */
import { ReviewHistoryItem } from '../reviews/decision'
import { z, preprocess } from '../zod'
import { AGENDA_METHODS, CEU_STATUSES, CEU_STATUS_LABELS, type CeuStatus } from '../domain/enums'
import { DB_ID_MAX, dbId } from '../http/common'
import { ListQuery } from '../http/list'
import { evenWhenOtherFieldsFail, text } from '../http/text'
import { defineMultipart, DOCUMENT_FILE } from '../http/upload'
import { CreditTypeOption } from './individual-ceus.schemas'
import { formFields, numberInput } from '../http/form-fields'

// Messages ----------------------------------------------------------------------------------------

/** The group CEU screens' texts (the quoted ones are the spec's). */
export const GroupCeuMessages = {
  formTitle: 'CEU Pre-Approval Form',
  listTitle: 'Group CEUs',
  adminListTitle: 'Group CEUs',
  adminListHint: 'Choose a CEU below to edit or review it',
  libraryTitle: 'CEU Library',
  libraryIntro:
    'Programs pre-approved for continuing education credit by AFCPE. Attendees report their credits with the ' +
    'completion code the sponsor gives them.',
  libraryEmpty: 'No listed programs match your search.',
  required: 'This field is required',
  addToCart: 'Add to cart',
  saveChanges: 'Save Changes',
  approve: 'Approve',
  reject: 'Reject',
  selectStep: 'You must select a step',
  invalidEmail: 'Please enter a valid email address',
  invalidUrl: 'Please enter a web address starting with http:// or https://',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  creditTypeUnavailable: 'Choose one of the credit types offered',
  positiveCredits: 'Enter more than 0 credits',
  completionCodeHint:
    'Please include the completion code you would like attendees to use (letters, numbers, dashes). AFCPE confirms ' +
    'or sets it when the program is approved.',
  /** The code is taken by another approved program (compared without regard to case and blanks). */
  completionCodeTaken: 'This completion code is already used by another approved program',
  completionCodeCharacters: 'Use letters, numbers, dashes and spaces only',
  agendaHint: 'Upload the agenda, or type it, with the time spent on each topic.',
  approvedReadOnly: 'This program is approved and can no longer be changed',
  notSubmitted: 'This request has not been paid for yet',
  couldNotApprove: 'Could not approve CEU',
  couldNotReject: 'Could not reject CEU',
  approvedToast: 'CEU approved',
  rejectedToast: 'CEU rejected',
  savedToast: 'Changes saved',
  addedToCart: 'Your request is in the cart: pay for it to send it for review.',
  inCartNotice: 'This request waits in your cart: paying for it sends it to AFCPE for review.',
  submittedTitle: 'Group CEU submitted for review',
  submittedBody: (title: string) => `AFCPE received your pre-approval request for "${title}" and will review it.`,
  approvedTitle: 'Group CEU approved',
  approvedBody: (title: string, code: string) =>
    `Your program "${title}" is approved for CEUs. Attendees report their credits with the completion code ${code}.`,
  rejectedTitle: 'Group CEU not approved',
  moreInfoTitle: 'More information needed for your group CEU',
  rejectedBody: (title: string) => `Your pre-approval request for "${title}" was not approved.`,
  moreInfoBody: (title: string) =>
    `AFCPE needs more information about "${title}". Please update the request and save it.`,
  notFound: 'This group CEU was not found.',
  loadFailed: 'Could not load the group CEU',
  listLoadFailed: 'Could not load the CEU library',
} as const

// Fees --------------------------------------------------------------------------------------------

/**
 * The fees (spec 3 §9): the pre-approval review, $25 for members and $50 for others
 * (non-refundable), and listing on the CEU library page, $50 for members and $75 for others.
 */
export const GROUP_CEU_FEES = {
  ceu_review: { memberCents: 2500, nonMemberCents: 5000, name: 'CEU pre-approval review fee' },
  ceu_listing: { memberCents: 5000, nonMemberCents: 7500, name: 'CEU library listing fee' },
} as const
export type GroupCeuFeeKind = keyof typeof GROUP_CEU_FEES
export const GROUP_CEU_FEE_KINDS = ['ceu_review', 'ceu_listing'] as const satisfies readonly GroupCeuFeeKind[]

/** A fee's price for this sponsor. */
export const groupCeuFeeCents = (kind: GroupCeuFeeKind, isMember: boolean): number =>
  isMember ? GROUP_CEU_FEES[kind].memberCents : GROUP_CEU_FEES[kind].nonMemberCents

/** The line item's name in the cart and on the receipt: 'CEU pre-approval review fee: Money Summit'. */
export const groupCeuLineName = (kind: GroupCeuFeeKind, programTitle: string): string =>
  `${GROUP_CEU_FEES[kind].name}: ${programTitle}`.slice(0, 300)

// Rules -------------------------------------------------------------------------------------------

/** What a member sees of a request: in the cart until paid, then the review's status. */
export const GROUP_CEU_STATES = ['in_cart', ...CEU_STATUSES] as const
export type GroupCeuState = (typeof GROUP_CEU_STATES)[number]
export const GROUP_CEU_STATE_LABELS: Record<GroupCeuState, string> = { in_cart: 'In Cart', ...CEU_STATUS_LABELS }

export const groupCeuState = (ceu: { submittedAt: Date | string | null; status: CeuStatus }): GroupCeuState =>
  ceu.submittedAt === null ? 'in_cart' : ceu.status

// Fields ------------------------------------------------------------------------------------------

const M = GroupCeuMessages

const { day, requiredDay, requiredText, optionalText } = formFields({
  required: M.required,
  invalidDate: M.invalidDate,
})
const booleanInput = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on'

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/

export const GroupCeuFields = z
  .object({
    credits: preprocess(
      numberInput,
      z
        .number({ error: M.required })
        .check(
          z.gt(0, M.positiveCredits),
          z.lte(999, 'Enter at most 999 credits'),
          z.multipleOf(0.01, 'Use at most two decimals'),
        ),
    ),
    creditTypeId: preprocess(
      numberInput,
      z
        .number({ error: M.required })
        .check(z.int(M.required), z.positive(M.required), z.lte(DB_ID_MAX, M.creditTypeUnavailable)),
    ),
    programTitle: requiredText(300),
    sponsor: requiredText(300),
    programDescription: requiredText(5000),
    /** How the agenda is given: an uploaded file (`media`) or typed (`programAgenda`). */
    agendaMethod: z._default(z.enum(AGENDA_METHODS), 'type'),
    programAgenda: optionalText(10_000),
    contactEmail: z.pipe(requiredText(254), z.email({ error: M.invalidEmail })),
    /** The sponsor's preferred completion code; staff confirm or set it on approval. */
    completionCode: z.pipe(
      optionalText(100),
      z.nullable(z.string().check(z.regex(CODE_PATTERN, M.completionCodeCharacters))),
    ),
    listProgram: z._default(preprocess(booleanInput, z.boolean()), false),
    startDate: requiredDay,
    endDate: requiredDay,
    /** Dollars (two decimals); required when the program is listed. */
    attendanceCost: preprocess(
      numberInput,
      z.optional(
        z
          .number()
          .check(
            z.gte(0, 'Enter 0 or more'),
            z.lte(100_000, 'Enter at most $100,000'),
            z.multipleOf(0.01, 'Use at most two decimals'),
          ),
      ),
    ),
    /** Where attendees register; required when the program is listed. */
    registrationUrl: z.pipe(optionalText(500), z.nullable(z.string().check(z.regex(URL_PATTERN, M.invalidUrl)))),
  })
  .check(
    z.superRefine((fields, ctx) => {
      if (fields.listProgram && fields.attendanceCost === undefined) {
        ctx.addIssue({ code: 'custom', path: ['attendanceCost'], message: M.required })
      }
      if (fields.listProgram && !fields.registrationUrl) {
        ctx.addIssue({ code: 'custom', path: ['registrationUrl'], message: M.required })
      }
      if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart })
      }
    }, evenWhenOtherFieldsFail),
  )
export type GroupCeuFieldsInput = z.input<typeof GroupCeuFields>
export type GroupCeuFieldsOutput = z.output<typeof GroupCeuFields>

/** POST /api/group-ceu: the fields, and the agenda as `media` when it is uploaded. */
export const GROUP_CEU_FORM = defineMultipart({ fields: GroupCeuFields, files: { media: DOCUMENT_FILE } })
/** POST /api/group-ceu/{id}/file: the agenda as `media`. */
export const GROUP_CEU_FILE_FORM = defineMultipart({ fields: z.object({}), files: { media: DOCUMENT_FILE } })

// Answers -----------------------------------------------------------------------------------------

const id = z.number().check(z.int())
const cents = z.number().check(z.int())

/** GET /api/group-ceu/form: the form's choices and what this sponsor would pay. */
export const GroupCeuFormContext = z.object({
  /** The credit types offered (the individual CEU form's choices too). */
  creditTypes: z.array(CreditTypeOption),
  /** Member prices apply (a valid membership now). */
  isMember: z.boolean(),
  reviewFeeCents: cents,
  listingFeeCents: cents,
})
export type GroupCeuFormContext = z.infer<typeof GroupCeuFormContext>

/** A fee of a request: in the cart, or paid. */
export const GroupCeuFee = z.object({
  kind: z.enum(GROUP_CEU_FEE_KINDS),
  name: z.string(),
  cents,
  paid: z.boolean(),
})
export type GroupCeuFee = z.infer<typeof GroupCeuFee>

export const GroupCeu = z.object({
  id,
  user: z.object({ id, firstName: z.string(), lastName: z.string(), email: z.string() }),
  credits: z.number(),
  creditTypeId: id,
  creditType: z.string(),
  programTitle: z.string(),
  sponsor: z.string(),
  programDescription: z.string(),
  programAgenda: z.nullable(z.string()),
  contactEmail: z.string(),
  completionCode: z.nullable(z.string()),
  listProgram: z.boolean(),
  startDate: day,
  endDate: day,
  attendanceCostCents: z.nullable(cents),
  registrationUrl: z.nullable(z.string()),
  status: z.enum(CEU_STATUSES),
  state: z.enum(GROUP_CEU_STATES),
  approved: z.nullable(z.boolean()),
  submittedAt: z.nullable(z.string()),
  createdAt: z.string(),
  files: z.array(z.object({ id, fileName: z.string(), url: z.string() })),
  fees: z.array(GroupCeuFee),
  reviews: z.array(ReviewHistoryItem),
  /** The reader may change it (the sponsor until approved; staff always). */
  isEditable: z.boolean(),
})
export type GroupCeu = z.infer<typeof GroupCeu>

/** A row of the sponsor's list (Start Date, Program Title, Sponsor, Credits, Status). */
export const GroupCeuRow = z.object({
  id,
  startDate: day,
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  state: z.enum(GROUP_CEU_STATES),
})
export type GroupCeuRow = z.infer<typeof GroupCeuRow>
export const GROUP_CEU_LIST_FIELDS = ['startDate', 'programTitle', 'sponsor', 'credits', 'status'] as const
export type GroupCeuListField = (typeof GROUP_CEU_LIST_FIELDS)[number]

/** A row of the staff list (First Name, Last Name, Start Date, Program Title, Sponsor, Credits, Status). */
export const AdminGroupCeuRow = z.object({
  id,
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  startDate: day,
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  status: z.enum(CEU_STATUSES),
})
export type AdminGroupCeuRow = z.infer<typeof AdminGroupCeuRow>
export const ADMIN_GROUP_CEU_LIST_FIELDS = [
  'firstName',
  'lastName',
  'startDate',
  'programTitle',
  'sponsor',
  'credits',
  'status',
] as const
export type AdminGroupCeuListField = (typeof ADMIN_GROUP_CEU_LIST_FIELDS)[number]

/** A program of the public CEU library. */
export const LibraryProgram = z.object({
  id,
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  creditType: z.string(),
  startDate: day,
  endDate: day,
  attendanceCostCents: cents,
  registrationUrl: z.string(),
})
export type LibraryProgram = z.infer<typeof LibraryProgram>
/** `search` (title or sponsor, anywhere in them); sortable by start date, title, sponsor, credits. */
export const LIBRARY_LIST_FIELDS = ['search', 'startDate', 'programTitle', 'sponsor', 'credits'] as const
export type LibraryListField = (typeof LIBRARY_LIST_FIELDS)[number]

export const GroupCeuListQuery = ListQuery

// Staff decisions ---------------------------------------------------------------------------------

const decisionMessages = {
  message: z.nullish(text().check(z.trim(), z.maxLength(5000))),
  selectedMessages: z._default(z.array(dbId).check(z.maxLength(20)), []),
}

/** Approve: the completion code (the sponsor's preferred one, confirmed or changed) and the messages. */
export const ApproveGroupCeuBody = z.object({
  ...decisionMessages,
  completionCode: z.pipe(requiredText(100), z.string().check(z.regex(CODE_PATTERN, M.completionCodeCharacters))),
})
export type ApproveGroupCeuBody = z.input<typeof ApproveGroupCeuBody>

/** Reject: the status it sets ('You must select a step' without one) and the messages. */
export const RejectGroupCeuBody = z.object({
  ...decisionMessages,
  status: z.enum(['rejected', 'more_info_requested'], { error: M.selectStep }),
})
export type RejectGroupCeuBody = z.input<typeof RejectGroupCeuBody>
