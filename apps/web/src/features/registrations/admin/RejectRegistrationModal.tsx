import { Text, Textarea } from '@mantine/core'
import { REJECT_STEP_LABELS, type AdminRegistration } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { SelectField } from '../../../components/form/FormFields'
import { useServerForm } from '../../../lib/use-server-form'
import { CannedMessagesField } from '../../../components/form/CannedMessagesField'
import { useRejectRegistration } from './admin-registrations-api'
import { REJECT_FORM_FIELDS, rejectFormDefaults, RejectFormSchema } from './decision-form'

/** 'Reject Registration' (spec 3 §4, §5): the step the candidate goes back to (required), canned messages and a message. */
export function RejectRegistrationModal({
  registration,
  onClose,
  onRejected,
}: {
  registration: Pick<AdminRegistration, 'id' | 'approval'>
  onClose: () => void
  onRejected: () => void
}) {
  const reject = useRejectRegistration(registration.id)
  const decision = useServerForm({
    schema: RejectFormSchema,
    defaultValues: rejectFormDefaults,
    fields: REJECT_FORM_FIELDS,
    submit: (body) => reject.mutateAsync(body),
    onSuccess: onRejected,
  })
  const { form } = decision

  return (
    <ConfirmModal
      title="Reject Registration"
      message={<Text size="sm">Choose the step the candidate goes back to, and say what to change.</Text>}
      confirmLabel="Reject"
      confirmColor="red"
      onClose={onClose}
      form={decision}
    >
      <SelectField
        control={form.control}
        name="step"
        label="Step"
        emptyLabel="Select a step"
        options={registration.approval.rejectSteps.map((step) => ({ value: step, label: REJECT_STEP_LABELS[step] }))}
        required
        data-autofocus
      />
      <CannedMessagesField control={form.control} name="selectedMessages" category="registration_rejection" />
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
