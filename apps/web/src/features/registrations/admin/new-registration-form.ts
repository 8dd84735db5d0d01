/**
 * The admin's New registration form (spec 3 "User profile": certification, pathway and deadline
 * required; exams, prepaid, graduation date, canned messages and a message optional). The
 * certification goes in the path, the rest is the contract's AdminCreateRegistrationBody.
 */
import {
  z,
  addMonthsToDay,
  AdminCreateRegistrationBody,
  RegistrationMessages as M,
  type AdminRegistrationOptions,
  type Day,
} from '@portal/contracts'
import { textOrNull } from '../../../lib/text'

export interface NewRegistrationFormValues {
  /** Ids as the selects hold them; undefined until chosen. */
  certificationId?: string
  pathwayTypeId?: string
  deadline: string
  exams: string[]
  prepaidExams: boolean
  graduatedOn: string
  selectedMessages: string[]
  message: string
}

export const newRegistrationDefaults: NewRegistrationFormValues = {
  certificationId: undefined,
  pathwayTypeId: undefined,
  deadline: '',
  exams: [],
  prepaidExams: false,
  graduatedOn: '',
  selectedMessages: [],
  message: '',
}

type Certification = AdminRegistrationOptions['certifications'][number]

export function certificationOf(
  options: AdminRegistrationOptions | undefined,
  certificationId: string | undefined,
): Certification | undefined {
  return options?.certifications.find((certification) => String(certification.id) === certificationId)
}

/** The default deadline: today plus the pathway's months (Eastern days). */
export function defaultDeadline(today: Day, deadlineMonths: number): Day {
  return addMonthsToDay(today, deadlineMonths)
}

const ids = (values: readonly string[]) => values.map(Number)
/** undefined when not chosen: the pipe's check then says 'Required' (the type claims what it checks). */
const idOf = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value)) as number

const CreateCall = z.extend(AdminCreateRegistrationBody, {
  certificationId: z.number({ error: M.required }).check(z.int(), z.positive(M.required)),
})
type CreateInput = z.input<typeof CreateCall>

export function newRegistrationSchema(userId: number) {
  return z.pipe(
    z.pipe(
      z.object({
        certificationId: z.optional(z.string()),
        pathwayTypeId: z.optional(z.string()),
        deadline: z.string(),
        exams: z.array(z.string()),
        prepaidExams: z.boolean(),
        graduatedOn: z.string(),
        selectedMessages: z.array(z.string()),
        message: z.string(),
      }),
      z.transform((values): CreateInput => ({
        certificationId: idOf(values.certificationId),
        userId,
        pathwayTypeId: idOf(values.pathwayTypeId),
        deadline: values.deadline,
        exams: ids(values.exams),
        prepaidExams: values.prepaidExams,
        graduatedOn: textOrNull(values.graduatedOn),
        selectedMessages: ids(values.selectedMessages),
        message: textOrNull(values.message),
      })),
    ),
    CreateCall,
  )
}

export type NewRegistrationOutput = z.output<ReturnType<typeof newRegistrationSchema>>

/** The call: the certification in the path, the rest in the body. */
export function toCreateCall({ certificationId, ...body }: NewRegistrationOutput) {
  return { certificationId, body }
}

export const NEW_REGISTRATION_FIELDS = Object.keys(newRegistrationDefaults)
