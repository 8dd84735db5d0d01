/**
 * Individual CEUs (spec 2 §2.11, §3 CEU, §5 Individual CEU form; spec 3 Individual CEU list and
 * review, CEU card). Credits are numbers with two decimals; days are US Eastern 'YYYY-MM-DD'.
 */
import { z, preprocess } from '../zod'
import { AGENDA_METHODS, CEU_STATUSES } from '../domain/enums'
import { DB_ID_MAX } from '../http/common'
import { ListQuery } from '../http/list'
import { text } from '../http/text'
import { defineMultipart, DOCUMENT_FILE } from '../http/upload'
import { decisionMessageFields, ReviewHistoryItem } from '../reviews/decision'
import { IndividualCeuMessages as M } from './ceus.messages'
import { LOCKABLE_CEU_FIELDS } from './ceus.rules'
import { formFields, numberInput } from '../http/form-fields'

const int = () => z.number().check(z.int())
const { day, requiredDay, requiredText, optionalText } = formFields({ required: M.required })
/** A number from JSON or a multipart text field: '' and a missing field are both 'Required'. */
const requiredNumber = (schema: z.ZodMiniNumber) => preprocess(numberInput, schema)
const requiredId = requiredNumber(
  z.number({ error: M.required }).check(z.int(M.required), z.positive(M.required), z.lte(DB_ID_MAX, M.required)),
)
const optionalId = preprocess(numberInput, z.optional(z.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX))))
const CREDITS_MAX = 999

/**
 * The individual CEU form (spec 2 §5). Sent as multipart text fields (POST, with the agenda as
 * `media`) or JSON (PATCH). A completion code that was applied is sent with the group CEU it
 * named (`preapprovedCreditId`); a code sent without it was neither applied nor cleared. The
 * rules that need the user (the period choices, the date window, the verified box for members,
 * the code, the agenda) are checked by the server on the same field names.
 */
export const IndividualCeuFields = z.object({
  reportingPeriodId: requiredId,
  credits: requiredNumber(
    z
      .number({ error: M.required })
      .check(
        z.gt(0, M.positiveCredits),
        z.lte(CREDITS_MAX, `Enter at most ${CREDITS_MAX} credits`),
        z.multipleOf(0.01, 'Use at most two decimals'),
      ),
  ),
  creditTypeId: requiredId,
  programTitle: requiredText(300),
  sponsor: requiredText(300),
  programDescription: requiredText(5000),
  programAgenda: optionalText(10000),
  /** How the agenda is given: an uploaded file or typed text. */
  agendaMethod: z._default(z.enum(AGENDA_METHODS), 'type'),
  completionDate: requiredDay,
  completionCode: optionalText(100),
  /** The approved group CEU the applied completion code named. */
  preapprovedCreditId: optionalId,
  /** Required for members; staff do not see it. */
  verified: z._default(
    preprocess((value) => value === true || value === 'true' || value === '1' || value === 'on', z.boolean()),
    false,
  ),
})
export type IndividualCeuFieldsInput = z.input<typeof IndividualCeuFields>
export type IndividualCeuFieldsOutput = z.output<typeof IndividualCeuFields>

export const INDIVIDUAL_CEU_FILE = DOCUMENT_FILE
/** POST /api/individual-ceu: the fields and the agenda file as `media` (agenda method upload). */
export const INDIVIDUAL_CEU_FORM = defineMultipart({
  fields: IndividualCeuFields,
  files: { media: INDIVIDUAL_CEU_FILE },
})
/** POST /api/individual-ceu/{id}/file: one file as `media`. */
export const INDIVIDUAL_CEU_FILE_FORM = defineMultipart({ fields: z.object({}), files: { media: INDIVIDUAL_CEU_FILE } })

/** A reporting period as the form and the card offer it. */
export const ReportingPeriodOption = z.object({
  id: int(),
  name: z.string(),
  start: day,
  end: day,
  /** The first completion date it accepts (spec 2 §5). */
  windowStart: day,
})
export type ReportingPeriodOption = z.infer<typeof ReportingPeriodOption>

export const CreditTypeOption = z.object({ id: int(), name: z.string(), minimum: z.number() })
export type CreditTypeOption = z.infer<typeof CreditTypeOption>

/** The form's choices: the user's reporting periods (spec 2 §5) and the credit types. */
export const IndividualCeuFormContext = z.object({
  reportingPeriods: z.array(ReportingPeriodOption),
  creditTypes: z.array(CreditTypeOption),
  today: day,
})
export type IndividualCeuFormContext = z.infer<typeof IndividualCeuFormContext>

export const CeuFile = z.object({ id: int(), fileName: z.string(), url: z.string() })

export const IndividualCeu = z.object({
  id: int(),
  userId: int(),
  reportingPeriodId: int(),
  reportingPeriod: z.string(),
  credits: z.number(),
  creditTypeId: int(),
  creditType: z.string(),
  programTitle: z.string(),
  sponsor: z.string(),
  programDescription: z.string(),
  programAgenda: z.nullable(z.string()),
  completionCode: z.nullable(z.string()),
  completionDate: day,
  /** The approved group CEU whose completion code was applied (pre-approved), or null. */
  preapprovedCreditId: z.nullable(int()),
  status: z.enum(CEU_STATUSES),
  statusLabel: z.string(),
  approved: z.nullable(z.boolean()),
  files: z.array(CeuFile),
  reviews: z.array(ReviewHistoryItem),
  /** The fields the applied code supplied: read-only on the form. */
  lockedFields: z.array(z.enum(LOCKABLE_CEU_FIELDS)),
  /** The reader may change it (members until it is approved; staff always). */
  isEditable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type IndividualCeu = z.infer<typeof IndividualCeu>

/** GET /api/individual-ceu/{id}: the CEU, the form's choices and whose it is. */
export const IndividualCeuDetail = z.object({
  ceu: IndividualCeu,
  form: IndividualCeuFormContext,
  user: z.object({
    id: int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Their certifications and statuses, as the staff list shows them ('AFC®', 'Good Standing'). */
    certifications: z.string(),
    certificationStatus: z.string(),
  }),
})
export type IndividualCeuDetail = z.infer<typeof IndividualCeuDetail>

export const IndividualCeuRow = z.object({
  id: int(),
  reportingPeriod: z.string(),
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  creditType: z.string(),
  completionDate: day,
  status: z.enum(CEU_STATUSES),
  statusLabel: z.string(),
})
export type IndividualCeuRow = z.infer<typeof IndividualCeuRow>

/** GET /api/individual-ceus: the member's individual CEUs, newest completion first, and the form's choices. */
export const IndividualCeuList = z.object({ data: z.array(IndividualCeuRow), form: IndividualCeuFormContext })
export type IndividualCeuList = z.infer<typeof IndividualCeuList>

export const CompletionCodeQuery = z.object({ q: z._default(text().check(z.maxLength(200)), '') })

/** GET /api/completion-code?q=: the approved group CEU a code names, to prefill the form. */
export const CompletionCodeResult = z.object({
  id: int(),
  completionCode: z.string(),
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  creditTypeId: int(),
  programDescription: z.string(),
  programAgenda: z.nullable(z.string()),
  startDate: day,
  endDate: day,
  /** The fields the code supplies: locked on the form. */
  lockedFields: z.array(z.enum(LOCKABLE_CEU_FIELDS)),
})
export type CompletionCodeResult = z.infer<typeof CompletionCodeResult>

// Staff

export const INDIVIDUAL_CEU_LIST_FIELDS = [
  'firstName',
  'lastName',
  'certifications',
  'certificationStatus',
  'submittedAt',
  'completionDate',
  'programTitle',
  'sponsor',
  'credits',
  'status',
] as const

export const AdminIndividualCeuRow = z.object({
  id: int(),
  userId: int(),
  firstName: z.string(),
  lastName: z.string(),
  certifications: z.string(),
  certificationStatus: z.string(),
  /** ISO instant (the screen shows it in local time). */
  submittedAt: z.string(),
  completionDate: day,
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  status: z.enum(CEU_STATUSES),
})
export type AdminIndividualCeuRow = z.infer<typeof AdminIndividualCeuRow>

/** GET /api/admin/individual-ceus: filter status defaults to pending; newest submission first. */
export const AdminIndividualCeuQuery = ListQuery

export const ApproveCeuBody = z.object(decisionMessageFields)
export type ApproveCeuBody = z.input<typeof ApproveCeuBody>
export const RejectCeuBody = z.object({
  ...decisionMessageFields,
  /** 'Set status to': one of the review statuses other than approved. */
  status: z.enum(['rejected', 'more_info_requested'], { error: M.selectStep }),
})
export type RejectCeuBody = z.input<typeof RejectCeuBody>
