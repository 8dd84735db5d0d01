/**
 * The Approve and Reject Group CEU modals' forms (spec 3 "Group CEU review"): what staff choose,
 * turned into the contract's ApproveGroupCeuBody or RejectGroupCeuBody and checked by it. Approve
 * confirms or sets the completion code; Reject names the status it sets ('You must select a step').
 */
import { z, ApproveGroupCeuBody, REVIEW_STATUS_LABELS, RejectGroupCeuBody } from '@portal/contracts'
import { textOrNull } from '../../../../lib/text'

const ids = (values: readonly string[]) => values.map(Number)

export interface ApproveFormValues {
  completionCode: string
  selectedMessages: string[]
  message: string
}

export const ApproveFormSchema = z.pipe(
  z.pipe(
    z.object({ completionCode: z.string(), selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): z.input<typeof ApproveGroupCeuBody> => ({
      completionCode: values.completionCode,
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  ApproveGroupCeuBody,
)

type RejectStatus = z.output<typeof RejectGroupCeuBody>['status']

/** 'Set status to': the review statuses other than approved. */
export const REJECT_STATUS_OPTIONS = (
  ['rejected', 'more_info_requested'] as const satisfies readonly RejectStatus[]
).map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }))

export interface RejectFormValues {
  /** undefined until one is chosen ('You must select a step'). */
  status?: string
  selectedMessages: string[]
  message: string
}

export const rejectFormDefaults: RejectFormValues = { status: undefined, selectedMessages: [], message: '' }

export const RejectFormSchema = z.pipe(
  z.pipe(
    z.object({ status: z.optional(z.string()), selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): z.input<typeof RejectGroupCeuBody> => ({
      status: values.status as RejectStatus,
      selectedMessages: ids(values.selectedMessages),
      message: textOrNull(values.message),
    })),
  ),
  RejectGroupCeuBody,
)
