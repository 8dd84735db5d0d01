/**
 * The individual CEU form's rules (spec 2 §5 Individual CEU form): the contract's
 * IndividualCeuFields, plus the checks that need the choices and the applied code (the
 * completion date window of the period chosen, the code applied or cleared, the agenda uploaded
 * or typed, the verified box for members), each with the contract's message on the field the
 * server names, so a refusal reads the same on both sides. Pure: no React.
 */
import {
  z,
  completionDateProblem,
  INDIVIDUAL_CEU_FILE,
  IndividualCeuFields,
  IndividualCeuMessages as M,
  completionCodeKey,
  uploadFileProblem,
  type Day,
  type IndividualCeu,
  type IndividualCeuFieldsOutput,
  type IndividualCeuFormContext,
  type LockableCeuField,
} from '@portal/contracts'
import { fieldsAndFileSchema, type Problem } from '../../lib/fields-and-file-schema'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** What the rules read of a picked file (a browser File has all three). */
export interface PickedFile {
  name: string
  type: string
  size: number
}

/** What the inputs hold: text as typed, ids as the selects hold them. */
export interface CeuFormValues {
  reportingPeriodId?: string
  credits: string
  creditTypeId?: string
  programTitle: string
  sponsor: string
  programDescription: string
  programAgenda: string
  agendaMethod: 'upload' | 'type'
  /** YYYY-MM-DD. */
  completionDate: string
  completionCode: string
  /** The code as it was applied, and the group CEU it named ('' when none is applied). */
  appliedCode: string
  preapprovedCreditId: string
  verified: boolean
  /** The agenda file picked to send. */
  media: PickedFile | null
}

export interface CeuFormOutput {
  fields: IndividualCeuFieldsOutput
  media: File | null
}

export interface CeuFormContext {
  form: Pick<IndividualCeuFormContext, 'reportingPeriods'>
  isAdmin: boolean
  /** The CEU already has a file attached (an agenda). */
  hasFile: boolean
  today: Day
}

/** The CEU's values to edit, or a new CEU's: the completion date today, the only period chosen. */
export function ceuFormDefaults(
  ceu: IndividualCeu | null,
  context: Pick<IndividualCeuFormContext, 'reportingPeriods' | 'today'>,
): CeuFormValues {
  const onlyPeriod = context.reportingPeriods.length === 1 ? context.reportingPeriods[0] : undefined
  return {
    reportingPeriodId: ceu ? String(ceu.reportingPeriodId) : onlyPeriod && String(onlyPeriod.id),
    credits: ceu ? String(ceu.credits) : '',
    creditTypeId: ceu ? String(ceu.creditTypeId) : undefined,
    programTitle: ceu?.programTitle ?? '',
    sponsor: ceu?.sponsor ?? '',
    programDescription: ceu?.programDescription ?? '',
    programAgenda: ceu?.programAgenda ?? '',
    agendaMethod: ceu && !ceu.programAgenda && ceu.files.length > 0 ? 'upload' : 'type',
    completionDate: ceu?.completionDate ?? context.today,
    completionCode: ceu?.completionCode ?? '',
    appliedCode: ceu?.preapprovedCreditId ? (ceu.completionCode ?? '') : '',
    preapprovedCreditId: ceu?.preapprovedCreditId ? String(ceu.preapprovedCreditId) : '',
    verified: false,
    media: null,
  }
}

/** Whether the code in the field is the one applied (blanks and case aside). */
export const isCodeApplied = (values: Pick<CeuFormValues, 'completionCode' | 'appliedCode' | 'preapprovedCreditId'>) =>
  values.preapprovedCreditId !== '' &&
  completionCodeKey(values.completionCode) === completionCodeKey(values.appliedCode)

/** The fields a code applied locks (spec 2 §2.11), none while no code is applied. */
export function lockedFieldsOf(
  values: CeuFormValues,
  locked: readonly LockableCeuField[],
): ReadonlySet<LockableCeuField> {
  return new Set(isCodeApplied(values) ? locked : [])
}

/** The rules that need the choices and the applied code, as problems on their fields. */
export function contextProblems(values: CeuFormValues, context: CeuFormContext): Problem[] {
  const problems: Problem[] = []
  const period = context.form.reportingPeriods.find((choice) => String(choice.id) === values.reportingPeriodId)
  if (values.reportingPeriodId && !period) problems.push({ path: ['reportingPeriodId'], message: M.periodUnavailable })
  if (period && DAY.test(values.completionDate)) {
    const problem = completionDateProblem(values.completionDate, period, context.today)
    if (problem) problems.push({ path: ['completionDate'], message: problem })
  }
  const applied = isCodeApplied(values)
  if (values.completionCode.trim() !== '' && !applied) {
    problems.push({ path: ['completionCode'], message: M.applyOrClear })
  }
  if (values.media) {
    const fileProblem = uploadFileProblem(INDIVIDUAL_CEU_FILE, values.media)
    if (fileProblem) problems.push({ path: ['media'], message: fileProblem })
  }
  if (!applied) {
    if (values.agendaMethod === 'type' && values.programAgenda.trim() === '' && !context.hasFile) {
      problems.push({ path: ['programAgenda'], message: M.required })
    }
    if (values.agendaMethod === 'upload' && !values.media && !context.hasFile) {
      problems.push({ path: ['media'], message: M.required })
    }
  }
  if (!context.isAdmin && !values.verified) problems.push({ path: ['verified'], message: M.verifiedRequired })
  return problems
}

/** The values as the contract's fields. */
export function toFieldsInput(values: CeuFormValues, context: Pick<CeuFormContext, 'isAdmin'>) {
  const applied = isCodeApplied(values)
  return {
    reportingPeriodId: values.reportingPeriodId ?? '',
    credits: values.credits,
    creditTypeId: values.creditTypeId ?? '',
    programTitle: values.programTitle,
    sponsor: values.sponsor,
    programDescription: values.programDescription,
    programAgenda: values.agendaMethod === 'type' || applied ? values.programAgenda : null,
    agendaMethod: values.agendaMethod,
    completionDate: values.completionDate,
    completionCode: values.completionCode.trim() === '' ? null : values.completionCode,
    preapprovedCreditId: applied ? values.preapprovedCreditId : undefined,
    verified: context.isAdmin ? false : values.verified,
  }
}

const formShape = z.object({
  reportingPeriodId: z.optional(z.string()),
  credits: z.string(),
  creditTypeId: z.optional(z.string()),
  programTitle: z.string(),
  sponsor: z.string(),
  programDescription: z.string(),
  programAgenda: z.string(),
  agendaMethod: z.enum(['upload', 'type']),
  completionDate: z.string(),
  completionCode: z.string(),
  appliedCode: z.string(),
  preapprovedCreditId: z.string(),
  verified: z.boolean(),
  media: z.custom<PickedFile | null>((value) => value === null || typeof value === 'object'),
})

/**
 * The form's schema for react-hook-form: every problem at once, the contract's and the
 * context's, one a field; the output is the contract's fields and the file.
 */
export function ceuFormSchema(context: CeuFormContext) {
  return fieldsAndFileSchema(
    formShape,
    IndividualCeuFields,
    (values) => toFieldsInput(values as CeuFormValues, context),
    (values) => contextProblems(values as CeuFormValues, context),
  )
}

/** The paths the form shows, so the server's errors on them land on their inputs. */
export function ceuFormFields(isAdmin: boolean): string[] {
  return Object.keys(formShape.shape).filter(
    (field) => !['appliedCode', 'preapprovedCreditId'].includes(field) && !(isAdmin && field === 'verified'),
  )
}

/** The multipart body of POST /api/individual-ceu: each field as text, the agenda last as `media`. */
export function toCeuFormData({ fields, media }: CeuFormOutput): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue
    form.append(name, String(value))
  }
  if (media) form.append('media', media, media.name)
  return form
}
