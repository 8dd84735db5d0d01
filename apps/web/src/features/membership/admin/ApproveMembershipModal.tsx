import { Text } from '@mantine/core'
import { DecideMembershipBody, MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { decisionDefaults, decisionFormSchema, useDecisionForm } from '../../../components/decision-form'
import { approveQuestion } from '../membership-view'
import { useDecideMembershipRequest } from './admin-membership-api'

/** Optional notes, no canned messages (spec 3 "Membership review"). */
export const ApproveFormSchema = decisionFormSchema(DecideMembershipBody, { toBody: () => ({ approved: true }) })

/**
 * Grants the membership and charges the saved card. A refused charge (402: declined, or the bank
 * wants the member to authenticate) keeps the modal open with the server's message.
 */
export function ApproveMembershipModal({
  request,
  onClose,
  onDecided,
}: {
  request: AdminMembershipRequest
  onClose: () => void
  onDecided: () => void
}) {
  const decide = useDecideMembershipRequest(request.id)
  const decision = useDecisionForm({
    schema: ApproveFormSchema,
    defaultValues: decisionDefaults(),
    submit: (body) => decide.mutateAsync(body),
    onDecided,
  })

  return (
    <DecisionModal
      title="Approve Membership"
      message={<Text>{approveQuestion(request)}</Text>}
      confirmLabel="Approve"
      form={decision}
      messageLabel={M.additionalNotes}
      onClose={onClose}
    />
  )
}
