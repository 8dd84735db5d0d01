import { ExperienceMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { hasServerMessage } from '../../../lib/errors'
import { useServerForm } from '../../../lib/use-server-form'
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

  return (
    <DecisionModal
      title="Approve Experience"
      message="The hours count toward the registration, and the candidate can no longer change the entry."
      confirmLabel="Approve"
      form={decision}
      cannedMessages="experience_approval"
      messageDescription="Optional"
      autoFocusMessage
      onClose={onClose}
    />
  )
}
