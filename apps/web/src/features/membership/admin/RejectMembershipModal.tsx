import { Text } from '@mantine/core'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { RejectFormSchema } from './decision-form'
import { useDecisionForm } from './use-decision-form'

/** 'Why was this request rejected?': canned messages and a message (at least one of them). */
export function RejectMembershipModal({
  request,
  onClose,
  onDecided,
}: {
  request: AdminMembershipRequest
  onClose: () => void
  onDecided: () => void
}) {
  const decision = useDecisionForm(RejectFormSchema, { selectedMessages: [], message: '' }, request.id, onDecided)

  return (
    <DecisionModal
      title="Reject Membership"
      message={<Text>{M.rejectPrompt}</Text>}
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages="membership_rejection"
      onClose={onClose}
    />
  )
}
