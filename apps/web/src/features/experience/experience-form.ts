/**
 * The experience form's rules (spec 2 §5 Experience form): the contract's ExperienceFields, plus
 * the checks that need the registration (military-spouse fields, the custom fields of the service
 * type, the hours left, the look-back window, the Experience Verification Form, the verified box
 * for members), each with the contract's message on the field the server names, so a refusal
 * reads the same on both sides. Pure: no React.
 */
import {
  z,
  earliestExperienceStart,
  EXPERIENCE_FILE,
  ExperienceFields,
  ExperienceMessages as M,
  formatHours,
  roundHours,
  type Day,
  type Experience,
  type ExperienceFieldsOutput,
  type ExperienceRegistration,
  type ServiceTypeOption,
  uploadFileProblem,
} from '@portal/contracts'
import { fieldsAndFileSchema, type Problem } from '../../lib/fields-and-file-schema'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** What the rules read of a picked file (a browser File has all three). */
export interface PickedFile {
  name: string
  type: string
  size: number
}

/** What the inputs hold: text as typed, the service type's id as the select holds it. */
export interface ExperienceFormValues {
  /** undefined until a service type is chosen. */
  fellowshipServiceTypeId?: string
  sessions: string
  attendance: string
  practicumImpact: string
  organization: string
  title: string
  hours: string
  supervisorName: string
  supervisorEmail: string
  supervisorPhone: string
  description: string
  /** YYYY-MM-DD. */
  startDate: string
  endDate: string
  /** The service types' custom fields, by key. */
  extra: Record<string, string>
  verified: boolean
  /** The Experience Verification Form picked to send with the entry. */
  media: PickedFile | null
}

/** What the form hands on: the checked fields, and the file to upload. */
export interface ExperienceFormOutput {
  fields: ExperienceFieldsOutput
  media: File | null
}

/** What the rules need besides the values. */
export interface ExperienceFormContext {
  registration: Pick<ExperienceRegistration, 'militarySpouse' | 'earliestStart' | 'enrolledOn' | 'lookbackYears'>
  serviceTypes: readonly ServiceTypeOption[]
  /** Staff: no verified box. */
  isAdmin: boolean
  /** The entry already has a file attached (a required form is then present). */
  hasFile: boolean
  today: Day
}

const text = (value: string | null | undefined) => value ?? ''
const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** The entry's values to edit, or a new entry's: dates today (spec 2 §5), nothing else set. */
export function experienceFormDefaults(
  experience: Experience | null,
  serviceTypes: readonly ServiceTypeOption[],
  today: Day,
): ExperienceFormValues {
  // Every custom field of every type has a value, so the server's error on any lands on its input.
  const extra: Record<string, string> = {}
  for (const type of serviceTypes) for (const field of type.extraFields) extra[field.key] = ''
  return {
    fellowshipServiceTypeId: experience ? String(experience.fellowshipServiceTypeId) : undefined,
    sessions: number(experience?.sessions),
    attendance: number(experience?.attendance),
    practicumImpact: text(experience?.practicumImpact),
    organization: text(experience?.organization),
    title: text(experience?.title),
    hours: number(experience?.hours),
    supervisorName: text(experience?.supervisorName),
    supervisorEmail: text(experience?.supervisorEmail),
    supervisorPhone: text(experience?.supervisorPhone),
    description: text(experience?.description),
    startDate: experience?.startDate ?? today,
    endDate: experience?.endDate ?? today,
    extra: { ...extra, ...experience?.extra },
    verified: false,
    media: null,
  }
}

/**
 * The service types the registration may log: military-spouse-only types only on a
 * military-spouse registration; the entry's own type stays listed.
 */
export function offeredServiceTypes(
  serviceTypes: readonly ServiceTypeOption[],
  militarySpouse: boolean,
  currentId: number | null = null,
): ServiceTypeOption[] {
  return serviceTypes.filter((type) => militarySpouse || !type.militarySpouseOnly || type.id === currentId)
}

export function chosenServiceType(
  serviceTypes: readonly ServiceTypeOption[],
  id: string | undefined,
): ServiceTypeOption | undefined {
  return serviceTypes.find((type) => String(type.id) === id)
}

/** The first start day allowed: the server's, else {lookbackYears} years before enrolment. */
export function earliestStartOf(registration: ExperienceFormContext['registration']): Day | null {
  if (registration.earliestStart) return registration.earliestStart
  return registration.enrolledOn ? earliestExperienceStart(registration.enrolledOn, registration.lookbackYears) : null
}

/** The rules that need the registration, as problems on their fields (empty when there are none). */
export function contextProblems(values: ExperienceFormValues, context: ExperienceFormContext): Problem[] {
  const problems: Problem[] = []
  const { registration } = context
  const type = chosenServiceType(context.serviceTypes, values.fellowshipServiceTypeId)
  if (values.fellowshipServiceTypeId && !type) {
    problems.push({ path: ['fellowshipServiceTypeId'], message: M.serviceTypeUnavailable })
  }
  for (const field of type?.extraFields ?? []) {
    if (text(values.extra[field.key]).trim() === '') problems.push({ path: ['extra', field.key], message: M.required })
  }
  if (registration.militarySpouse) {
    if (values.sessions.trim() === '') problems.push({ path: ['sessions'], message: M.required })
    if (values.attendance.trim() === '') problems.push({ path: ['attendance'], message: M.required })
    if (values.practicumImpact.trim() === '') problems.push({ path: ['practicumImpact'], message: M.required })
  }
  const hours = Number(values.hours)
  if (type && values.hours.trim() !== '' && Number.isFinite(hours) && roundHours(hours) > type.hoursLeft) {
    problems.push({ path: ['hours'], message: M.hoursLeft(formatHours(type.hoursLeft)) })
  }
  const earliest = earliestStartOf(registration)
  if (earliest && DAY.test(values.startDate) && values.startDate < earliest) {
    problems.push({ path: ['startDate'], message: M.beforeWindow(registration.lookbackYears) })
  } else if (DAY.test(values.startDate) && values.startDate > context.today) {
    problems.push({ path: ['startDate'], message: M.futureDate })
  }
  if (DAY.test(values.endDate)) {
    if (values.endDate > context.today) problems.push({ path: ['endDate'], message: M.futureDate })
    else if (DAY.test(values.startDate) && values.endDate < values.startDate) {
      problems.push({ path: ['endDate'], message: M.endBeforeStart })
    }
  }
  if (values.media) {
    const fileProblem = uploadFileProblem(EXPERIENCE_FILE, values.media)
    if (fileProblem) problems.push({ path: ['media'], message: fileProblem })
  } else if (type?.fileUploadRequired && !context.hasFile) {
    problems.push({ path: ['media'], message: M.verificationFormRequired })
  }
  if (!context.isAdmin && !values.verified) problems.push({ path: ['verified'], message: M.required })
  return problems
}

/** The values as the contract's fields: only what the registration and the chosen type use. */
export function toFieldsInput(values: ExperienceFormValues, context: ExperienceFormContext) {
  const type = chosenServiceType(context.serviceTypes, values.fellowshipServiceTypeId)
  const isMilitarySpouse = context.registration.militarySpouse
  const extra: Record<string, string> = {}
  for (const field of type?.extraFields ?? []) extra[field.key] = text(values.extra[field.key])
  return {
    fellowshipServiceTypeId: values.fellowshipServiceTypeId ?? '',
    sessions: isMilitarySpouse ? values.sessions : '',
    attendance: isMilitarySpouse ? values.attendance : '',
    practicumImpact: isMilitarySpouse ? values.practicumImpact : null,
    organization: values.organization,
    title: isMilitarySpouse ? null : values.title,
    hours: values.hours,
    supervisorName: values.supervisorName,
    supervisorEmail: values.supervisorEmail,
    supervisorPhone: values.supervisorPhone,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    extra,
    verified: context.isAdmin ? false : values.verified,
  }
}

const formShape = z.object({
  fellowshipServiceTypeId: z.optional(z.string()),
  sessions: z.string(),
  attendance: z.string(),
  practicumImpact: z.string(),
  organization: z.string(),
  title: z.string(),
  hours: z.string(),
  supervisorName: z.string(),
  supervisorEmail: z.string(),
  supervisorPhone: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  extra: z.record(z.string(), z.string()),
  verified: z.boolean(),
  media: z.custom<PickedFile | null>((value) => value === null || typeof value === 'object'),
})

/**
 * The form's schema for react-hook-form: every problem at once, the contract's (ExperienceFields)
 * and the registration's, each on its field; the output is the contract's fields and the file.
 */
export function experienceFormSchema(context: ExperienceFormContext) {
  return fieldsAndFileSchema(
    formShape,
    ExperienceFields,
    (values) => toFieldsInput(values as ExperienceFormValues, context),
    (values) => contextProblems(values as ExperienceFormValues, context),
  )
}

/** The paths the form shows, so the server's errors on them land on their inputs. */
export function experienceFormFields(context: Pick<ExperienceFormContext, 'serviceTypes' | 'isAdmin'>): string[] {
  const extra = context.serviceTypes.flatMap((type) => type.extraFields.map((field) => `extra.${field.key}`))
  const fields = Object.keys(formShape.shape).filter((field) => field !== 'extra')
  return [...fields.filter((field) => !(context.isAdmin && field === 'verified')), ...new Set(extra)]
}

/**
 * The multipart body of POST /api/registration/{id}/experience: each field as text, `extra` as a
 * JSON string, the Experience Verification Form last as `media`.
 */
export function toExperienceFormData({ fields, media }: ExperienceFormOutput): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue
    form.append(name, name === 'extra' ? JSON.stringify(value) : String(value))
  }
  if (media) form.append('media', media, media.name)
  return form
}
