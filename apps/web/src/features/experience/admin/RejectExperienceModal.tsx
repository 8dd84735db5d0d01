import { ExperienceMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { SelectField } from '../../../components/form/FormFields'
import { hasServerMessage } from '../../../lib/errors'
import { useServerForm } from '../../../lib/use-server-form'
import { useRejectExperience } from '../experience-api'
import { DECISION_FORM_FIELDS, REJECT_STATUS_OPTIONS, rejectFormDefaults, RejectFormSchema } from './decision-form'

/**
 * 'Reject Experience' (spec 3 "Experience review"): the status it sets (Rejected or More
 * Information Requested), canned messages and a message; the member may then change the entry.
 */
export function RejectExperienceModal({
  experienceId,
  onClose,
  onDecided,
}: {
  experienceId: number
  onClose: () => void
  onDecided: () => void
}) {
  const reject = useRejectExperience(experienceId)
  const decision = useServerForm({
    schema: RejectFormSchema,
    defaultValues: rejectFormDefaults,
    fields: DECISION_FORM_FIELDS,
    submit: (body) => reject.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      if (formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([M.couldNotReject])
    },
  })
  const { form } = decision

  return (
    <DecisionModal
      title="Reject Experience"
      message="Say what the candidate should change; they can edit the entry and send it again."
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages="experience_rejection"
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="status"
        label="Set status to"
        emptyLabel={M.selectStatus}
        options={REJECT_STATUS_OPTIONS}
        required
        data-autofocus
      />
    </DecisionModal>
  )
}
