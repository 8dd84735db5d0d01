import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { FormAlert } from '../../../components/form/FormAlert'
import { approveQuestion } from '../membership-view'
import { ApproveFormSchema } from './decision-form'
import { useDecisionSubmit } from './use-decision-submit'

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
  const form = useForm({ resolver: zodResolver(ApproveFormSchema), defaultValues: { message: '' } })
  const { formMessages, submit, isPending } = useDecisionSubmit(form, request.id, onDecided)
  const onSubmit = form.handleSubmit(submit)

  return (
    <Modal opened onClose={onClose} title="Approve membership" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>{approveQuestion(request)}</Text>
          <FormAlert messages={formMessages} />
          <Textarea
            label={M.additionalNotes}
            autosize
            minRows={3}
            {...form.register('message')}
            error={form.formState.errors.message?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
