import { Text } from '@mantine/core'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { approveQuestion } from '../membership-view'
import { ApproveFormSchema } from './decision-form'
import { useDecisionForm } from './use-decision-form'

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
  const decision = useDecisionForm(ApproveFormSchema, { message: '' }, request.id, onDecided)

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
