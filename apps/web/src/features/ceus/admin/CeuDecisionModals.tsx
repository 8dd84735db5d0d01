import { IndividualCeuMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { SelectField } from '../../../components/form/FormFields'
import { hasServerMessage } from '../../../lib/errors'
import { useServerForm } from '../../../lib/use-server-form'
import { useApproveIndividualCeu, useRejectIndividualCeu } from '../ceus-api'
import {
  approveFormDefaults,
  ApproveFormSchema,
  DECISION_FORM_FIELDS,
  REJECT_STATUS_OPTIONS,
  rejectFormDefaults,
  RejectFormSchema,
} from './decision-form'

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
  const decision = useServerForm({
    schema: ApproveFormSchema,
    defaultValues: approveFormDefaults,
    fields: DECISION_FORM_FIELDS,
    submit: (body) => approve.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      if (formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([M.couldNotApprove])
    },
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

/** 'Reject CEU': the status it sets (required), the CEU rejection canned messages and a message. */
export function RejectCeuModal({ ceuId, onClose, onDecided }: DecisionProps) {
  const reject = useRejectIndividualCeu(ceuId)
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
      <SelectField
        control={decision.form.control}
        name="status"
        label="Set status to"
        emptyLabel="Select a status"
        options={REJECT_STATUS_OPTIONS}
        required
        data-autofocus
      />
    </DecisionModal>
  )
}
