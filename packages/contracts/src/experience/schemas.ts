/**
 * Experience hours (spec 2 §2.8, §3 Experience, §5 Experience form; spec 3 experiences and verifier
 * validation). Hours are numbers with two decimals; days are US Eastern 'YYYY-MM-DD'.
 */
import { ReviewHistoryItem } from '../reviews/decision'
import { z, preprocess } from '../zod'
import { REVIEW_STATUSES } from '../domain/enums'
import { DB_ID_MAX, dbId } from '../http/common'
import { ListQuery } from '../http/list'
import { text } from '../http/text'
import { defineMultipart, DOCUMENT_FILE } from '../http/upload'
import { ExperienceMessages as M, ValidationMessages as V } from './messages'
import { EXPERIENCE_LIST_STATUSES } from './rules'
import { formFields, numberInput } from '../http/form-fields'

const { day, requiredDay, requiredText, optionalText } = formFields({ required: M.required })

/** A number from JSON or a multipart text field ('' is missing). */
const numberField = (schema: z.ZodMiniNumber) => preprocess(numberInput, z.optional(schema))
/** A required number: '' and a missing field (JSON or multipart) are both 'Required'. */
const requiredNumberField = (schema: z.ZodMiniNumber) => preprocess(numberInput, schema)
const HOURS_MAX = 100_000

export const ExperienceFile = z.object({ id: z.number().check(z.int()), fileName: z.string(), url: z.string() })

/** A service type as the form offers it, with the hours still open to this registration. */
export const ServiceTypeOption = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  allowed: z.number(),
  percentage: z.boolean(),
  militarySpouseOnly: z.boolean(),
  membersOnly: z.boolean(),
  fileUploadRequired: z.boolean(),
  extraFields: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The type's allowance for this registration (fixed or the rounded share of the required hours). */
  allowance: z.number(),
  /** What may still be logged: the allowance minus the other entries (the one being edited excluded). */
  hoursLeft: z.number(),
})
export type ServiceTypeOption = z.infer<typeof ServiceTypeOption>

/** The registration an experience belongs to, as the form needs it. */
export const ExperienceRegistration = z.object({
  id: z.number().check(z.int()),
  /** The certification's name, e.g. 'AFC®'. */
  certification: z.string(),
  militarySpouse: z.boolean(),
  enrolledOn: z.nullable(day),
  deadline: z.nullable(day),
  /** The first start date allowed ({lookbackYears} years before enrolment). */
  earliestStart: z.nullable(day),
  lookbackYears: z.number().check(z.int()),
  requiredHours: z.number(),
  approvedHours: z.number(),
  /** Pending and approved hours. */
  loggedHours: z.number(),
  /** New entries may be added (a working status and the page not locked). */
  canAdd: z.boolean(),
  /** Why not, when `canAdd` is false. */
  cannotAddReason: z.nullable(z.string()),
  /** What may be done about it: File an extension, while one may be requested past the deadline. */
  cannotAddAction: z.nullable(z.object({ label: z.string(), to: z.string() })),
})
export type ExperienceRegistration = z.infer<typeof ExperienceRegistration>

export const ExperienceRow = z.object({
  id: z.number().check(z.int()),
  serviceType: z.string(),
  organization: z.string(),
  hours: z.number(),
  startDate: day,
  endDate: day,
  approved: z.nullable(z.boolean()),
  /** Approved, the latest review's status, or Pending (spec 2 §2.8). */
  status: z.string(),
})
export type ExperienceRow = z.infer<typeof ExperienceRow>

/** A supervisor's signed verification covering an entry (spec 3 Experience validation), as staff and the candidate read it. */
export const ExperienceVerification = z.object({
  id: z.number().check(z.int()),
  supervisorEmail: z.string(),
  signature: z.string(),
  signedAt: z.string(),
  /** What the supervisor confirmed for the entries the request covered. */
  start: z.nullable(day),
  end: z.nullable(day),
  hours: z.nullable(z.number()),
  comments: z.nullable(z.string()),
})
export type ExperienceVerification = z.infer<typeof ExperienceVerification>

export const Experience = z.object({
  id: z.number().check(z.int()),
  registrationId: z.number().check(z.int()),
  fellowshipServiceTypeId: z.number().check(z.int()),
  serviceType: z.string(),
  sessions: z.nullable(z.number().check(z.int())),
  attendance: z.nullable(z.number().check(z.int())),
  practicumImpact: z.nullable(z.string()),
  organization: z.string(),
  title: z.nullable(z.string()),
  hours: z.number(),
  supervisorName: z.string(),
  supervisorEmail: z.string(),
  supervisorPhone: z.string(),
  description: z.string(),
  startDate: day,
  endDate: day,
  approved: z.nullable(z.boolean()),
  reviewStatus: z.nullable(z.enum(REVIEW_STATUSES)),
  status: z.string(),
  extra: z.record(z.string(), z.string()),
  files: z.array(ExperienceFile),
  reviews: z.array(ReviewHistoryItem),
  /** The supervisors' signed verifications covering the entry, newest first. */
  verifications: z.array(ExperienceVerification),
  /** The reader may change it (members until approved; staff always). */
  isEditable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Experience = z.infer<typeof Experience>

/** GET /api/registration/{id}/experiences. */
export const ExperienceList = z.object({
  registration: ExperienceRegistration,
  serviceTypes: z.array(ServiceTypeOption),
  data: z.array(ExperienceRow),
})
export type ExperienceList = z.infer<typeof ExperienceList>

/** GET /api/experience/{id}: the entry, with the form's context (hours left exclude this entry). */
export const ExperienceDetail = z.object({
  experience: Experience,
  registration: ExperienceRegistration,
  serviceTypes: z.array(ServiceTypeOption),
  user: z.object({ id: z.number().check(z.int()), firstName: z.string(), lastName: z.string(), email: z.string() }),
})
export type ExperienceDetail = z.infer<typeof ExperienceDetail>

/**
 * The experience form (spec 2 §5). Sent as JSON (PATCH) or as multipart text fields (POST, with
 * the Experience Verification Form as `media`); `extra` then is a JSON-encoded object. The rules
 * that need the registration (military-spouse fields, the window, the hours left, the file, the
 * verified box for non-admins) are checked by the server on the same field names.
 */
export const ExperienceFields = z.object({
  fellowshipServiceTypeId: requiredNumberField(
    z
      .number({ error: M.required })
      .check(z.int(M.required), z.positive(M.required), z.lte(DB_ID_MAX, M.serviceTypeUnavailable)),
  ),
  sessions: numberField(z.number().check(z.int('Enter a whole number'), z.gte(0), z.lte(100_000))),
  attendance: numberField(z.number().check(z.int('Enter a whole number'), z.gte(0), z.lte(1_000_000))),
  practicumImpact: optionalText(5000),
  organization: requiredText(255),
  title: optionalText(255),
  hours: requiredNumberField(
    z
      .number({ error: M.required })
      .check(
        z.gt(0, M.positiveHours),
        z.lte(HOURS_MAX, `Enter at most ${HOURS_MAX} hours`),
        z.multipleOf(0.01, 'Use at most two decimals'),
      ),
  ),
  supervisorName: requiredText(200),
  supervisorEmail: z.pipe(requiredText(254), z.email({ error: M.invalidEmail })),
  supervisorPhone: requiredText(30),
  description: requiredText(5000),
  startDate: requiredDay,
  endDate: requiredDay,
  /** The custom fields of the service type: { key: value }. */
  extra: z._default(
    preprocess(
      (value) => {
        if (typeof value !== 'string') return value ?? {}
        if (value.trim() === '') return {}
        try {
          return JSON.parse(value)
        } catch {
          return value
        }
      },
      z.record(z.string().check(z.maxLength(60)), text().check(z.trim(), z.maxLength(2000))),
    ),
    {},
  ),
  /** Required for members; staff do not see it. */
  verified: z._default(
    preprocess((value) => value === true || value === 'true' || value === '1' || value === 'on', z.boolean()),
    false,
  ),
})
export type ExperienceFieldsInput = z.input<typeof ExperienceFields>
export type ExperienceFieldsOutput = z.output<typeof ExperienceFields>

/** POST /api/registration/{id}/experience: the fields and the optional verification form as `media`. */
export const EXPERIENCE_FILE = DOCUMENT_FILE
export const EXPERIENCE_FORM = defineMultipart({ fields: ExperienceFields, files: { media: EXPERIENCE_FILE } })

/** POST /api/registration/{id}/experience/{experienceId}/file: one file as `media`. */
export const EXPERIENCE_FILE_FORM = defineMultipart({
  fields: z.object({}),
  files: { media: EXPERIENCE_FILE },
})

export const ExperienceParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX)),
  experienceId: z.coerce.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX)),
})

// Staff

export const EXPERIENCE_LIST_FIELDS = [
  'firstName',
  'lastName',
  'startDate',
  'endDate',
  'certification',
  'hours',
  'militarySpouse',
  'status',
] as const

export const AdminExperienceRow = z.object({
  id: z.number().check(z.int()),
  registrationId: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  startDate: day,
  endDate: day,
  certification: z.string(),
  hours: z.number(),
  militarySpouse: z.boolean(),
  status: z.enum(EXPERIENCE_LIST_STATUSES),
})
export type AdminExperienceRow = z.infer<typeof AdminExperienceRow>

/** GET /api/admin/experiences: filter status defaults to pending; sort defaults to start date, newest first. */
export const AdminExperienceQuery = ListQuery

const reviewMessages = {
  message: z.nullish(text().check(z.trim(), z.maxLength(5000))),
  selectedMessages: z._default(z.array(dbId).check(z.maxLength(20)), []),
}
export const ApproveExperienceBody = z.object(reviewMessages)
export type ApproveExperienceBody = z.input<typeof ApproveExperienceBody>
export const RejectExperienceBody = z.object({
  ...reviewMessages,
  /** 'Set status to': one of the review statuses other than approved. */
  status: z.enum(['rejected', 'more_info_requested'], { error: V.required }),
})
export type RejectExperienceBody = z.input<typeof RejectExperienceBody>

// Verifier validation

/** A validation request as staff see it on the registration review (spec 3 Experience validation). */
export const ExperienceValidation = z.object({
  id: z.number().check(z.int()),
  supervisorEmail: z.string(),
  /** What the verifier confirmed or corrected (prefilled from the experiences sent). */
  start: z.nullable(day),
  end: z.nullable(day),
  hours: z.nullable(z.number()),
  description: z.nullable(z.string()),
  comments: z.nullable(z.string()),
  signature: z.nullable(z.string()),
  signedAt: z.nullable(z.string()),
  expiresAt: z.string(),
  experienceIds: z.array(z.number().check(z.int())),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ExperienceValidation = z.infer<typeof ExperienceValidation>

export const SendValidationsBody = z.object({
  experiences: z.array(dbId).check(z.minLength(1, V.chooseExperiences), z.maxLength(200)),
})
export const SendValidationsResult = z.object({ validations: z.array(ExperienceValidation) })

/** PATCH /api/admin/experience/validation/{id} (staff edits; verifier email is an e-mail, hours 0.01 steps). */
export const EditValidationBody = z.object({
  supervisorEmail: z.pipe(requiredText(254), z.email({ error: M.invalidEmail })),
  start: z.nullable(day),
  end: z.nullable(day),
  hours: z.nullable(z.number().check(z.gte(0), z.lte(HOURS_MAX), z.multipleOf(0.01, 'Use at most two decimals'))),
  description: optionalText(5000),
  comments: optionalText(5000),
})

/**
 * The verifier's page (no account): whether the link still works and, only while it does, what
 * was sent. A used or expired link answers its state alone: the link is the only credential, so
 * once it no longer works it discloses nothing about the candidate or the hours.
 */
export const OpenVerifierView = z.object({
  state: z.literal('open'),
  candidate: z.string(),
  certification: z.string(),
  supervisorEmail: z.string(),
  start: z.nullable(day),
  end: z.nullable(day),
  hours: z.nullable(z.number()),
  description: z.nullable(z.string()),
  experiences: z.array(
    z.object({
      organization: z.string(),
      title: z.nullable(z.string()),
      serviceType: z.string(),
      startDate: day,
      endDate: day,
      hours: z.number(),
      description: z.string(),
    }),
  ),
  expiresAt: z.string(),
})
export type OpenVerifierView = z.infer<typeof OpenVerifierView>
export const VerifierView = z.discriminatedUnion('state', [
  OpenVerifierView,
  z.object({ state: z.literal('used') }),
  z.object({ state: z.literal('expired') }),
])
export type VerifierView = z.infer<typeof VerifierView>
export type VerifierState = VerifierView['state']

export const VerifierParams = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/)),
})

export const VerifierBody = z.object({
  start: requiredDay,
  end: requiredDay,
  hours: z
    .number({ error: V.required })
    .check(z.gte(0), z.lte(HOURS_MAX), z.multipleOf(0.01, 'Use at most two decimals')),
  comments: optionalText(5000),
  signature: requiredText(200),
})
export type VerifierBody = z.input<typeof VerifierBody>
