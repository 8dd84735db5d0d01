import { GroupCeuMessages as M, RejectGroupCeuBody } from '@portal/contracts'
import { DecisionModal } from '../../../../components/DecisionModal'
import {
  decisionDefaults,
  decisionFormSchema,
  REJECT_STATUS_FIELD,
  useDecisionForm,
} from '../../../../components/decision-form'
import { RejectStatusField } from '../../../../components/RejectStatusField'
import { useRejectGroupCeu } from '../group-ceus-api'

const RejectFormSchema = decisionFormSchema(RejectGroupCeuBody, { fields: REJECT_STATUS_FIELD })

/**
 * 'Reject Group CEU' (spec 3): the status it sets (none chosen at first: 'You must select a
 * step'), canned messages and a message.
 */
export function RejectGroupCeuModal({
  ceuId,
  onClose,
  onDecided,
}: {
  ceuId: number
  onClose: () => void
  onDecided: () => void
}) {
  const reject = useRejectGroupCeu(ceuId)
  const decision = useDecisionForm({
    schema: RejectFormSchema,
    defaultValues: decisionDefaults({ status: undefined }),
    submit: (body) => reject.mutateAsync(body),
    onDecided,
    failure: M.couldNotReject,
  })
  return (
    <DecisionModal
      title="Reject Group CEU"
      message="Say what the sponsor should change; they can update the request and save it again."
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages="group_ceu_rejection"
      onClose={onClose}
    >
      <RejectStatusField control={decision.form.control} />
    </DecisionModal>
  )
}
