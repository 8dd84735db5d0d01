import { ApproveCeuBody, IndividualCeuMessages as M, RejectCeuBody } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import {
  decisionDefaults,
  decisionFormSchema,
  REJECT_STATUS_FIELD,
  useDecisionForm,
} from '../../../components/decision-form'
import { RejectStatusField } from '../../../components/RejectStatusField'
import { useApproveIndividualCeu, useRejectIndividualCeu } from '../ceus-api'

const ApproveFormSchema = decisionFormSchema(ApproveCeuBody)
const RejectFormSchema = decisionFormSchema(RejectCeuBody, { fields: REJECT_STATUS_FIELD })

interface DecisionProps {
  ceuId: number
  onClose: () => void
  onDecided: () => void
}

/**
 * 'Approve CEU' (spec 3 "CEU review"): an optional message. Spec 3 names no canned-message
 * category for approving an individual CEU (only group CEU approval, CEU rejection and group
 * CEU rejection), so none is offered here.
 */
export function ApproveCeuModal({ ceuId, onClose, onDecided }: DecisionProps) {
  const approve = useApproveIndividualCeu(ceuId)
  const decision = useDecisionForm({
    schema: ApproveFormSchema,
    defaultValues: decisionDefaults(),
    submit: (body) => approve.mutateAsync(body),
    onDecided,
    failure: M.couldNotApprove,
  })
  return (
    <DecisionModal
      title="Approve CEU"
      message="The credits count toward the member's reporting period, and the member can no longer change the CEU."
      confirmLabel="Approve"
      form={decision}
      messageDescription="Optional"
      autoFocusMessage
      onClose={onClose}
    />
  )
}

/**
 * 'Reject CEU': the status it sets (required: no status is chosen at first, spec 3 §5 'You must
 * select a step'), the CEU rejection canned messages and a message.
 */
export function RejectCeuModal({ ceuId, onClose, onDecided }: DecisionProps) {
  const reject = useRejectIndividualCeu(ceuId)
  const decision = useDecisionForm({
    schema: RejectFormSchema,
    defaultValues: decisionDefaults({ status: undefined }),
    submit: (body) => reject.mutateAsync(body),
    onDecided,
    failure: M.couldNotReject,
  })
  return (
    <DecisionModal
      title="Reject CEU"
      message="Say what the member should change; they can edit the CEU and resubmit it."
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages="ceu_rejection"
      onClose={onClose}
    >
      <RejectStatusField control={decision.form.control} />
    </DecisionModal>
  )
}
