/**
 * The Approve and Reject modals' forms (spec 3 "Membership review"): what the admin types,
 * turned into the contract's DecideMembershipBody and checked by it, so the rule that a refusal
 * needs a canned message or a message is the server's own.
 */
import { z, DecideMembershipBody } from '@portal/contracts'
import { textOrNull } from '../../../lib/text'

type DecisionInput = z.input<typeof DecideMembershipBody>

export const ApproveFormSchema = z.pipe(
  z.pipe(
    z.object({ message: z.string() }),
    z.transform((values): DecisionInput => ({
      approved: true,
      message: textOrNull(values.message),
      selectedMessages: [],
    })),
  ),
  DecideMembershipBody,
)

export const RejectFormSchema = z.pipe(
  z.pipe(
    z.object({ selectedMessages: z.array(z.string()), message: z.string() }),
    z.transform((values): DecisionInput => ({
      approved: false,
      message: textOrNull(values.message),
      selectedMessages: values.selectedMessages.map(Number),
    })),
  ),
  DecideMembershipBody,
)

export const DECISION_FORM_FIELDS = ['message', 'selectedMessages'] as const
