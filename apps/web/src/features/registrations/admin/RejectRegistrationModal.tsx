import { REJECT_STEP_LABELS, type AdminRegistration } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { SelectField } from '../../../components/form/FormFields'
import { useDecisionForm } from '../../../components/decision-form'
import { useRejectRegistration } from './admin-registrations-api'
import { rejectFormDefaults, RejectFormSchema } from './decision-form'

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
  const decision = useDecisionForm({
    schema: RejectFormSchema,
    defaultValues: rejectFormDefaults,
    submit: (body) => reject.mutateAsync(body),
    onDecided: onRejected,
  })
  const { form } = decision

  return (
    <DecisionModal
      title="Reject Registration"
      message="Choose the step the candidate goes back to, and say what to change."
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages="registration_rejection"
      onClose={onClose}
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
    </DecisionModal>
  )
}
