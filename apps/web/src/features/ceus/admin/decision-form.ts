/**
 * The Approve and Reject CEU modals' forms (spec 3 "CEU review", §5 "Reject CEU"): what staff
 * choose, turned into the contract's ApproveCeuBody or RejectCeuBody and checked by it. Messages
 * are optional; a rejection names the status it sets ('You must select a step').
 */
import { z, ApproveCeuBody, REVIEW_STATUS_LABELS, RejectCeuBody } from '@portal/contracts'
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
    z.transform((values): z.input<typeof ApproveCeuBody> => ({
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  ApproveCeuBody,
)

type RejectStatus = z.output<typeof RejectCeuBody>['status']

/** 'Set status to': the review statuses other than approved. */
export const REJECT_STATUS_OPTIONS = (
  ['rejected', 'more_info_requested'] as const satisfies readonly RejectStatus[]
).map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }))

export interface RejectFormValues {
  /** undefined until one is chosen: the status must be chosen (spec 3 §5). */
  status?: string
  selectedMessages: string[]
  message: string
}

export const rejectFormDefaults: RejectFormValues = { status: undefined, selectedMessages: [], message: '' }

export const RejectFormSchema = z.pipe(
  z.pipe(
    z.object({ status: z.optional(z.string()), selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): z.input<typeof RejectCeuBody> => ({
      status: values.status as RejectStatus,
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  RejectCeuBody,
)

export const DECISION_FORM_FIELDS = ['status', 'selectedMessages', 'message'] as const
