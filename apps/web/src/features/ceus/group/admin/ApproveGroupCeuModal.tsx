import { z, ApproveGroupCeuBody, GroupCeuMessages as M } from '@portal/contracts'
import { DecisionModal } from '../../../../components/DecisionModal'
import { decisionDefaults, decisionFormSchema, useDecisionForm } from '../../../../components/decision-form'
import { TextField } from '../../../../components/form/FormFields'
import { useApproveGroupCeu } from '../group-ceus-api'

const ApproveFormSchema = decisionFormSchema(ApproveGroupCeuBody, { fields: { completionCode: z.string() } })

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
  const decision = useDecisionForm({
    schema: ApproveFormSchema,
    defaultValues: decisionDefaults({ completionCode: preferredCode ?? '' }),
    submit: (body) => approve.mutateAsync(body),
    onDecided,
    failure: M.couldNotApprove,
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
