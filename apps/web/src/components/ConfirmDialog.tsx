import { useState } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { errorMessage } from '../lib/errors'
import { useFocusReturn } from '../lib/use-focus-return'
import type { ConfirmForm, ConfirmModalProps } from './ConfirmModal'
import { FormAlert } from './form/FormAlert'

/** The dialog ConfirmModal shows, in a chunk of its own. */
export function ConfirmDialog(props: ConfirmModalProps) {
  const { title, message, confirmLabel, cancelLabel = 'Cancel', confirmColor, onClose, children } = props
  const action = useConfirmAction(props.onConfirm, props.failureMessage, onClose)
  const { onSubmit, isPending, formMessages } = props.form ?? action
  useFocusReturn()

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          <FormAlert messages={formMessages} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={confirmColor} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Runs a plain confirmation's action: busy while it runs, closed on success, its failure shown. */
function useConfirmAction(
  run: (() => Promise<unknown>) | undefined,
  failureMessage: string | undefined,
  onDone: () => void,
): ConfirmForm {
  const [isPending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  return {
    isPending,
    formMessages: failure === null ? [] : [failure],
    onSubmit: async (event) => {
      event?.preventDefault()
      if (!run || isPending) return
      setPending(true)
      setFailure(null)
      try {
        await run()
        onDone()
      } catch (error) {
        setFailure(failureMessage ?? errorMessage(error))
        setPending(false)
      }
    },
  }
}
