import { DecideExtensionBody, ExtensionMessages as M, type AdminExtension } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { decisionDefaults, decisionFormSchema, useDecisionForm } from '../../../components/decision-form'
import { serverMessageOr } from '../../../lib/errors'
import { toastError } from '../../../lib/toast'
import { approveQuestion, ExtensionScreenTexts as T } from '../extension-view'
import { useDecideExtension, type ExtensionDecision } from './admin-extension-api'

/** The message only: an extension's decision offers no canned messages. */
const DecisionFormSchema = decisionFormSchema(DecideExtensionBody)

/**
 * Approve (charges the saved card, moves the date by 6 months) or Reject, with an optional
 * message. A failure is toasted: the server's reason (a declined card's 402) or the spec's 'Could
 * not approve extension' / 'Could not reject extension'; the dialog stays open to try again.
 */
export function DecideExtensionModal({
  extension,
  decision,
  onClose,
  onDecided,
}: {
  extension: AdminExtension
  decision: ExtensionDecision
  onClose: () => void
  onDecided: () => void
}) {
  const decide = useDecideExtension(extension.id, decision)
  const isApprove = decision === 'approve'
  const failure = isApprove ? M.couldNotApprove : M.couldNotReject
  const decisionForm = useDecisionForm({
    schema: DecisionFormSchema,
    defaultValues: decisionDefaults(),
    submit: (body) => decide.mutateAsync(body),
    onDecided,
    failure,
    onFailure: (error) => toastError(serverMessageOr(error, failure)),
  })

  return (
    <DecisionModal
      title={isApprove ? T.approveTitle : T.rejectTitle}
      message={isApprove ? approveQuestion(extension) : T.rejectQuestion}
      confirmLabel={isApprove ? 'Approve' : 'Reject'}
      confirmColor={isApprove ? undefined : 'red'}
      form={decisionForm}
      messageLabel={T.message}
      autoFocusMessage
      onClose={onClose}
    />
  )
}
