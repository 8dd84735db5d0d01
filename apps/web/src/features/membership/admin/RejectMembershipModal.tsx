import { Text } from '@mantine/core'
import { DecideMembershipBody, MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { decisionDefaults, decisionFormSchema, useDecisionForm } from '../../../components/decision-form'
import { useDecideMembershipRequest } from './admin-membership-api'

/** Canned messages and a message: the contract asks for one of them at least. */
export const RejectFormSchema = decisionFormSchema(DecideMembershipBody, { toBody: () => ({ approved: false }) })

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
  const decide = useDecideMembershipRequest(request.id)
  const decision = useDecisionForm({
    schema: RejectFormSchema,
    defaultValues: decisionDefaults(),
    submit: (body) => decide.mutateAsync(body),
    onDecided,
  })

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
