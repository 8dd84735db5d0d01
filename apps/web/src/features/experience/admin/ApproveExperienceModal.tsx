import { Text, Textarea } from '@mantine/core'
import { ExperienceMessages as M } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { hasServerMessage } from '../../../lib/errors'
import { useServerForm } from '../../../lib/use-server-form'
import { CannedMessagesField } from '../../../components/form/CannedMessagesField'
import { useApproveExperience } from '../experience-api'
import { approveFormDefaults, ApproveFormSchema, DECISION_FORM_FIELDS } from './decision-form'

/** 'Approve Experience' (spec 3 "Experience review"): optional canned messages and an optional message. */
export function ApproveExperienceModal({
  experienceId,
  onClose,
  onDecided,
}: {
  experienceId: number
  onClose: () => void
  onDecided: () => void
}) {
  const approve = useApproveExperience(experienceId)
  const decision = useServerForm({
    schema: ApproveFormSchema,
    defaultValues: approveFormDefaults,
    fields: DECISION_FORM_FIELDS,
    submit: (body) => approve.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      // The server's reason stays; a crash or the network says the screen's words.
      if (formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([M.couldNotApprove])
    },
  })
  const { form } = decision

  return (
    <ConfirmModal
      title="Approve Experience"
      message={
        <Text size="sm">The hours count toward the registration, and the member can no longer change the entry.</Text>
      }
      confirmLabel="Approve"
      onClose={onClose}
      form={decision}
    >
      <CannedMessagesField control={form.control} name="selectedMessages" category="experience_approval" />
      <Textarea
        label="Message"
        description="Optional"
        autosize
        minRows={3}
        data-autofocus
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
    </ConfirmModal>
  )
}
