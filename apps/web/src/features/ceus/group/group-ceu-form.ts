/**
 * The pre-approval form's rules (spec 2 §5 "Group (pre-approval) CEU form"): the contract's
 * GroupCeuFields, plus the agenda rule (typed, or a file picked or attached), each with the
 * contract's message on the field the server names, so a refusal reads the same on both sides.
 * Pure: no React.
 */
import {
  z,
  DOCUMENT_FILE,
  GroupCeuFields,
  GroupCeuMessages as M,
  uploadFileProblem,
  type Day,
  type GroupCeu,
  type GroupCeuFieldsOutput,
} from '@portal/contracts'
import { fieldsAndFileSchema, type Problem } from '../../../lib/fields-and-file-schema'

/** What the rules read of a picked file (a browser File has all three). */
export interface PickedFile {
  name: string
  type: string
  size: number
}

/** What the inputs hold: text as typed, the credit type's id as the select holds it. */
export interface GroupCeuFormValues {
  credits: string
  /** undefined until one is chosen. */
  creditTypeId?: string
  programTitle: string
  sponsor: string
  programDescription: string
  agendaMethod: 'upload' | 'type'
  programAgenda: string
  contactEmail: string
  completionCode: string
  listProgram: boolean
  /** YYYY-MM-DD. */
  startDate: string
  endDate: string
  /** Dollars as typed. */
  attendanceCost: string
  registrationUrl: string
  /** The agenda file picked to send. */
  media: PickedFile | null
}

export interface GroupCeuFormOutput {
  fields: GroupCeuFieldsOutput
  media: File | null
}

const text = (value: string | null | undefined) => value ?? ''

/** The request's values to edit, or a new request's: dates today (spec 2 §5), the agenda typed. */
export function groupCeuFormDefaults(ceu: GroupCeu | null, today: Day): GroupCeuFormValues {
  return {
    credits: ceu ? String(ceu.credits) : '',
    creditTypeId: ceu ? String(ceu.creditTypeId) : undefined,
    programTitle: text(ceu?.programTitle),
    sponsor: text(ceu?.sponsor),
    programDescription: text(ceu?.programDescription),
    agendaMethod: ceu && !ceu.programAgenda && ceu.files.length > 0 ? 'upload' : 'type',
    programAgenda: text(ceu?.programAgenda),
    contactEmail: text(ceu?.contactEmail),
    completionCode: text(ceu?.completionCode),
    listProgram: ceu?.listProgram ?? false,
    startDate: ceu?.startDate ?? today,
    endDate: ceu?.endDate ?? today,
    attendanceCost: ceu?.attendanceCostCents == null ? '' : (ceu.attendanceCostCents / 100).toFixed(2),
    registrationUrl: text(ceu?.registrationUrl),
    media: null,
  }
}

/** The values as the contract's fields (the listing's fields only when listed). */
export function toFieldsInput(values: GroupCeuFormValues) {
  return {
    credits: values.credits,
    creditTypeId: values.creditTypeId ?? '',
    programTitle: values.programTitle,
    sponsor: values.sponsor,
    programDescription: values.programDescription,
    agendaMethod: values.agendaMethod,
    programAgenda: values.agendaMethod === 'type' ? values.programAgenda : null,
    contactEmail: values.contactEmail,
    completionCode: values.completionCode,
    listProgram: values.listProgram,
    startDate: values.startDate,
    endDate: values.endDate,
    attendanceCost: values.listProgram ? values.attendanceCost : '',
    registrationUrl: values.listProgram ? values.registrationUrl : null,
  }
}

/** The agenda rule and the picked file's problem. */
export function agendaProblems(values: GroupCeuFormValues, attachedFiles: number): Problem[] {
  if (values.media) {
    const problem = uploadFileProblem(DOCUMENT_FILE, values.media)
    return problem ? [{ path: ['media'], message: problem }] : []
  }
  // Required when there is neither a file (picked or attached) nor a typed agenda (spec 2 §5).
  if (attachedFiles > 0) return []
  if (values.agendaMethod === 'upload') return [{ path: ['media'], message: M.required }]
  return values.programAgenda.trim() === '' ? [{ path: ['programAgenda'], message: M.required }] : []
}

const formShape = z.object({
  credits: z.string(),
  creditTypeId: z.optional(z.string()),
  programTitle: z.string(),
  sponsor: z.string(),
  programDescription: z.string(),
  agendaMethod: z.enum(['upload', 'type']),
  programAgenda: z.string(),
  contactEmail: z.string(),
  completionCode: z.string(),
  listProgram: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  attendanceCost: z.string(),
  registrationUrl: z.string(),
  media: z.custom<PickedFile | null>((value) => value === null || typeof value === 'object'),
})

/** The paths the form shows, so the server's errors on them land on their inputs. */
export const GROUP_CEU_FORM_FIELDS = Object.keys(formShape.shape)

/** Every problem at once, the contract's and the agenda's, each on its field. */
export function groupCeuFormSchema(attachedFiles: number) {
  return fieldsAndFileSchema(
    formShape,
    GroupCeuFields,
    (values) => toFieldsInput(values as GroupCeuFormValues),
    (values) => agendaProblems(values as GroupCeuFormValues, attachedFiles),
  )
}

/** The multipart body of POST /api/group-ceu: each field as text, the agenda file last as `media`. */
export function toGroupCeuFormData({ fields, media }: GroupCeuFormOutput): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue
    form.append(name, String(value))
  }
  if (media) form.append('media', media, media.name)
  return form
}
