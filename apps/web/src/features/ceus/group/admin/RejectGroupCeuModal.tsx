import { GroupCeuMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../../components/DecisionModal'
import { SelectField } from '../../../../components/form/FormFields'
import { hasServerMessage } from '../../../../lib/errors'
import { useServerForm } from '../../../../lib/use-server-form'
import { useRejectGroupCeu } from '../group-ceus-api'
import { REJECT_STATUS_OPTIONS, rejectFormDefaults, RejectFormSchema } from './decision-form'

/** 'Reject Group CEU' (spec 3): the status it sets, canned messages and a message. */
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
  const decision = useServerForm({
    schema: RejectFormSchema,
    defaultValues: rejectFormDefaults,
    fields: ['status', 'selectedMessages', 'message'],
    submit: (body) => reject.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      if (formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([M.couldNotReject])
    },
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
