import { Text, Textarea } from '@mantine/core'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { CannedMessagesField } from '../../../components/form/CannedMessagesField'
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
  const { form } = decision

  return (
    <ConfirmModal
      title="Reject membership"
      message={<Text>{M.rejectPrompt}</Text>}
      confirmLabel="Reject"
      confirmColor="red"
      onClose={onClose}
      form={decision}
    >
      <CannedMessagesField control={form.control} name="selectedMessages" category="membership_rejection" />
      <Textarea
        label="Message"
        autosize
        minRows={3}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
    </ConfirmModal>
  )
}
