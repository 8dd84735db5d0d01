import { ApproveExperienceBody, ExperienceMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { decisionDefaults, decisionFormSchema, useDecisionForm } from '../../../components/decision-form'
import { useApproveExperience } from '../experience-api'

const ApproveFormSchema = decisionFormSchema(ApproveExperienceBody)

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
  const decision = useDecisionForm({
    schema: ApproveFormSchema,
    defaultValues: decisionDefaults(),
    submit: (body) => approve.mutateAsync(body),
    onDecided,
    failure: M.couldNotApprove,
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
