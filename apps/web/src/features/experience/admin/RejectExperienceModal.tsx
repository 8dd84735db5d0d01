import { ExperienceMessages as M, RejectExperienceBody } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import {
  decisionDefaults,
  decisionFormSchema,
  REJECT_STATUS_FIELD,
  useDecisionForm,
} from '../../../components/decision-form'
import { RejectStatusField } from '../../../components/RejectStatusField'
import { useRejectExperience } from '../experience-api'

const RejectFormSchema = decisionFormSchema(RejectExperienceBody, { fields: REJECT_STATUS_FIELD })

/**
 * 'Reject Experience' (spec 3 "Experience review"): the status it sets (Rejected or More
 * Information Requested; Rejected is chosen at first), canned messages and a message; the member
 * may then change the entry.
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
  const decision = useDecisionForm({
    schema: RejectFormSchema,
    defaultValues: decisionDefaults({ status: 'rejected' }),
    submit: (body) => reject.mutateAsync(body),
    onDecided,
    failure: M.couldNotReject,
  })

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
      <RejectStatusField control={decision.form.control} emptyLabel={M.selectStatus} />
    </DecisionModal>
  )
}
