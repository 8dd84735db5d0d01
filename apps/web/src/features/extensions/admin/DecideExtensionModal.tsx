import { z, DecideExtensionBody, ExtensionMessages as M, type AdminExtension } from '@portal/contracts'
import { DecisionModal } from '../../../components/DecisionModal'
import { hasServerMessage, serverMessageOr } from '../../../lib/errors'
import { textOrNull } from '../../../lib/text'
import { toastError } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { approveQuestion, ExtensionScreenTexts as T } from '../extension-view'
import { useDecideExtension, type ExtensionDecision } from './admin-extension-api'

const DecisionFormSchema = z.pipe(
  z.pipe(
    z.object({ message: z.string() }),
    z.transform((values): DecideExtensionBody => ({
      message: textOrNull(values.message),
    })),
  ),
  DecideExtensionBody,
)

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
  const decisionForm = useServerForm({
    schema: DecisionFormSchema,
    defaultValues: { message: '' },
    fields: ['message'],
    submit: (body) => decide.mutateAsync(body),
    onSuccess: onDecided,
    onError: (error, { formMessages }) => {
      toastError(serverMessageOr(error, failure))
      if (formMessages.length > 0 && !hasServerMessage(error)) decisionForm.setFormMessages([failure])
    },
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
