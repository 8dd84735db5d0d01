import { Textarea } from '@mantine/core'
import type { FieldPath } from 'react-hook-form'
import { ConfirmDialog } from './ConfirmDialog'
import type { DecisionModalProps, DecisionValues } from './DecisionModal'
import { CannedMessagesField } from './form/CannedMessagesField'

/** The dialog DecisionModal shows, in a chunk of its own. */
export function DecisionDialog<T extends DecisionValues, TOut>({
  form: decision,
  cannedMessages,
  messageLabel = 'Message',
  messageDescription,
  autoFocusMessage = false,
  children,
  ...confirm
}: DecisionModalProps<T, TOut>) {
  const { form } = decision
  // The paths every decision's values have (DecisionValues), which the generic type cannot name.
  const messagePath = 'message' as FieldPath<T>
  const selectedMessagesPath = 'selectedMessages' as FieldPath<T>
  return (
    <ConfirmDialog {...confirm} form={decision}>
      {children}
      {cannedMessages && (
        <CannedMessagesField control={form.control} name={selectedMessagesPath} category={cannedMessages} />
      )}
      <Textarea
        label={messageLabel}
        description={messageDescription}
        autosize
        minRows={3}
        data-autofocus={autoFocusMessage || undefined}
        {...form.register(messagePath)}
        error={form.getFieldState(messagePath, form.formState).error?.message}
      />
    </ConfirmDialog>
  )
}
