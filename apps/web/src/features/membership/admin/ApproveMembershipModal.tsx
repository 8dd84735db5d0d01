import { Text, Textarea } from '@mantine/core'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
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
  const { form } = decision

  return (
    <ConfirmModal
      title="Approve membership"
      message={<Text>{approveQuestion(request)}</Text>}
      confirmLabel="Approve"
      onClose={onClose}
      form={decision}
    >
      <Textarea
        label={M.additionalNotes}
        autosize
        minRows={3}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
    </ConfirmModal>
  )
}
