/**
 * The Approve and Reject Registration modals' forms (spec 3 §4, §5): what staff choose, turned
 * into the contract's ApproveRegistrationBody or RejectRegistrationBody and checked by it, so
 * 'You must select a step' is the server's own rule.
 */
import {
  z,
  ApproveRegistrationBody,
  RegistrationMessages as M,
  RejectRegistrationBody,
  type AdminRegistration,
} from '@portal/contracts'
import { textOrNull } from '../../../lib/text'

const ids = (values: readonly string[]) => values.map(Number)

export interface ApproveFormValues {
  selectedMessages: string[]
  message: string
  /** At pathway approval: the course materials staff choose (their ids). */
  courseMaterials: string[]
  withoutExam: boolean
  withoutMembership: boolean
  welcomeEmail: boolean
  /** Approve although a document the pathway requires is not uploaded (asked only then). */
  approveWithoutDocuments: boolean
}

export const approveFormDefaults: ApproveFormValues = {
  selectedMessages: [],
  message: '',
  courseMaterials: [],
  withoutExam: false,
  withoutMembership: false,
  welcomeEmail: true,
  approveWithoutDocuments: false,
}

type Approval = Pick<AdminRegistration['approval'], 'kind' | 'courseMaterials' | 'hasExam' | 'membershipRequestId'>

/**
 * At pathway approval staff pick course materials (one at least, when there are any to pick) and
 * write; at registration approval the exam, membership and welcome e-mail options are sent, each
 * only when the modal offers it; at final approval only the messages.
 */
export function approveFormSchema(approval: Approval, missingDocuments: readonly string[] = []) {
  const isPathway = approval.kind === 'pathway_approval'
  // The final application and the experience hours take the messages only.
  const isMessagesOnly = approval.kind === 'final_approval' || approval.kind === 'experience_approval'
  const mustChooseMaterials = isPathway && approval.courseMaterials.length > 0
  return z.pipe(
    z.pipe(
      z
        .object({
          selectedMessages: z.array(z.string()),
          message: z.string(),
          courseMaterials: z.array(z.string()),
          withoutExam: z.boolean(),
          withoutMembership: z.boolean(),
          welcomeEmail: z.boolean(),
          approveWithoutDocuments: z.boolean(),
        })
        .check(
          z.refine((values) => !mustChooseMaterials || values.courseMaterials.length > 0, {
            path: ['courseMaterials'],
            message: M.chooseOption,
          }),
          // A missing required document is approved past only when staff say so.
          z.refine((values) => isMessagesOnly || missingDocuments.length === 0 || values.approveWithoutDocuments, {
            path: ['approveWithoutDocuments'],
            message: M.required,
          }),
        ),
      z.transform((values): z.input<typeof ApproveRegistrationBody> => {
        const messages = { selectedMessages: ids(values.selectedMessages), message: textOrNull(values.message) }
        if (isMessagesOnly) return messages
        const documents = missingDocuments.length > 0 ? { approveWithoutDocuments: values.approveWithoutDocuments } : {}
        if (isPathway) return { ...messages, ...documents, courseMaterials: ids(values.courseMaterials) }
        return {
          ...messages,
          ...documents,
          welcomeEmail: values.welcomeEmail,
          withoutExam: approval.hasExam && values.withoutExam,
          withoutMembership: approval.membershipRequestId !== null && values.withoutMembership,
        }
      }),
    ),
    ApproveRegistrationBody,
  )
}

export const APPROVE_FORM_FIELDS = Object.keys(approveFormDefaults)

export interface RejectFormValues {
  /** A RejectStep; undefined until one is chosen. */
  step?: string
  selectedMessages: string[]
  message: string
}

export const rejectFormDefaults: RejectFormValues = { step: undefined, selectedMessages: [], message: '' }

export const RejectFormSchema = z.pipe(
  z.pipe(
    z.object({ step: z.optional(z.string()), selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): RejectRegistrationBody => ({
      // Maybe no step yet: the pipe's check says 'You must select a step'.
      step: values.step as RejectRegistrationBody['step'],
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  RejectRegistrationBody,
)

export const REJECT_FORM_FIELDS = ['step', 'selectedMessages', 'message'] as const
