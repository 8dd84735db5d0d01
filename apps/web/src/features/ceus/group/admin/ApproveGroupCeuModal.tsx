import { GroupCeuMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../../components/DecisionModal'
import { TextField } from '../../../../components/form/FormFields'
import { hasServerMessage } from '../../../../lib/errors'
import { useServerForm } from '../../../../lib/use-server-form'
import { useApproveGroupCeu } from '../group-ceus-api'
import { ApproveFormSchema } from './decision-form'

/**
 * 'Approve Group CEU' (spec 3 "Group CEU review"): the completion code (the sponsor's preferred
 * one, confirmed or changed; unique among approved programs), canned messages and a message.
 */
export function ApproveGroupCeuModal({
  ceuId,
  preferredCode,
  onClose,
  onDecided,
}: {
  ceuId: number
  preferredCode: string | null
  onClose: () => void
  onDecided: () => void
}) {
  const approve = useApproveGroupCeu(ceuId)
  const decision = useServerForm({
    schema: ApproveFormSchema,
    defaultValues: { completionCode: preferredCode ?? '', selectedMessages: [], message: '' },
    fields: ['completionCode', 'selectedMessages', 'message'],
    submit: (body) => approve.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      if (formMessages.length > 0 && !hasServerMessage(error)) decision.setFormMessages([M.couldNotApprove])
    },
  })
  return (
    <DecisionModal
      title="Approve Group CEU"
      message="Attendees report their credits with the completion code, and the sponsor can no longer change the program."
      confirmLabel="Approve"
      form={decision}
      cannedMessages="group_ceu_approval"
      messageDescription="Optional"
      onClose={onClose}
    >
      <TextField
        control={decision.form.control}
        name="completionCode"
        label="Completion Code"
        required
        data-autofocus
      />
    </DecisionModal>
  )
}
