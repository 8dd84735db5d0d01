/**
 * The Approve and Reject Registration modals' forms (spec 3 §4, §5), built as every staff decision
 * form (components/decision-form.ts): what staff choose, turned into the contract's
 * ApproveRegistrationBody or RejectRegistrationBody and checked by it, so 'You must select a
 * step' is the server's own rule. What is the registration's own: the approval kinds' options.
 */
import {
  z,
  ApproveRegistrationBody,
  RegistrationMessages as M,
  RejectRegistrationBody,
  type AdminRegistration,
} from '@portal/contracts'
import { decisionDefaults, decisionFormSchema, ids } from '../../../components/decision-form'

export const approveFormDefaults = decisionDefaults({
  /** At pathway approval: the course materials staff choose (their ids). */
  courseMaterials: [] as string[],
  withoutExam: false,
  withoutMembership: false,
  welcomeEmail: true,
  /** Approve although a document the pathway requires is not uploaded (asked only then). */
  approveWithoutDocuments: false,
})

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
  return decisionFormSchema(ApproveRegistrationBody, {
    fields: {
      courseMaterials: z.array(z.string()),
      withoutExam: z.boolean(),
      withoutMembership: z.boolean(),
      welcomeEmail: z.boolean(),
      approveWithoutDocuments: z.boolean(),
    },
    rules: [
      {
        holds: (values) => !mustChooseMaterials || values.courseMaterials.length > 0,
        path: 'courseMaterials',
        message: M.chooseOption,
      },
      // A missing required document is approved past only when staff say so.
      {
        holds: (values) => isMessagesOnly || missingDocuments.length === 0 || values.approveWithoutDocuments,
        path: 'approveWithoutDocuments',
        message: M.required,
      },
    ],
    toBody: (values) => {
      if (isMessagesOnly) return {}
      const documents = missingDocuments.length > 0 ? { approveWithoutDocuments: values.approveWithoutDocuments } : {}
      if (isPathway) return { ...documents, courseMaterials: ids(values.courseMaterials) }
      return {
        ...documents,
        welcomeEmail: values.welcomeEmail,
        withoutExam: approval.hasExam && values.withoutExam,
        withoutMembership: approval.membershipRequestId !== null && values.withoutMembership,
      }
    },
  })
}

/** The step the candidate goes back to (a RejectStep): none chosen at first ('You must select a step'). */
export const rejectFormDefaults = decisionDefaults({ step: undefined as string | undefined })

export const RejectFormSchema = decisionFormSchema(RejectRegistrationBody, {
  fields: { step: z.optional(z.string()) },
})
