import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { FormAlert } from '../../../components/form/FormAlert'
import { applyServerErrors } from '../../../lib/form-errors'
import { approveQuestion } from '../membership-view'
import { useDecideMembershipRequest } from './admin-membership-api'
import { ApproveFormSchema, DECISION_FORM_FIELDS } from './decision-form'

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
  const [formMessages, setFormMessages] = useState<string[]>([])
  const form = useForm({ resolver: zodResolver(ApproveFormSchema), defaultValues: { message: '' } })
  const decide = useDecideMembershipRequest(request.id)
  const onSubmit = form.handleSubmit((body) => {
    setFormMessages([])
    decide.mutate(body, {
      onSuccess: onDecided,
      onError: (error) =>
        setFormMessages(applyServerErrors(form, error, { fields: DECISION_FORM_FIELDS, toast: false })),
    })
  })

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
            <Button type="submit" loading={decide.isPending}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
