/**
 * The Approve and Reject Experience modals' forms (spec 3 "Experience review"): what staff choose,
 * turned into the contract's ApproveExperienceBody or RejectExperienceBody and checked by it.
 * Messages are optional (spec 3 §5); a rejection names the status it sets.
 */
import { z, ApproveExperienceBody, REVIEW_STATUS_LABELS, RejectExperienceBody } from '@portal/contracts'
import { textOrNull } from '../../../lib/text'

const ids = (values: readonly string[]) => values.map(Number)

export interface ApproveFormValues {
  selectedMessages: string[]
  message: string
}

export const approveFormDefaults: ApproveFormValues = { selectedMessages: [], message: '' }

export const ApproveFormSchema = z.pipe(
  z.pipe(
    z.object({ selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): z.input<typeof ApproveExperienceBody> => ({
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  ApproveExperienceBody,
)

type RejectStatus = z.output<typeof RejectExperienceBody>['status']

/** 'Set status to': the review statuses other than approved, by their names. */
export const REJECT_STATUS_OPTIONS = (
  ['rejected', 'more_info_requested'] as const satisfies readonly RejectStatus[]
).map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }))

export interface RejectFormValues {
  /** undefined until one is chosen. */
  status?: string
  selectedMessages: string[]
  message: string
}

export const rejectFormDefaults: RejectFormValues = { status: 'rejected', selectedMessages: [], message: '' }

export const RejectFormSchema = z.pipe(
  z.pipe(
    z.object({ status: z.optional(z.string()), selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): z.input<typeof RejectExperienceBody> => ({
      // Maybe none or another value: the pipe's check refuses it on the field.
      status: values.status as RejectStatus,
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  RejectExperienceBody,
)

export const DECISION_FORM_FIELDS = ['status', 'selectedMessages', 'message'] as const
