/**
 * THE confirmation dialog: a title (the dialog's accessible name), the question, Cancel and the
 * confirm button. While the action runs the confirm button is busy and the dialog stays open; it
 * closes when the action succeeds and says why when it fails, so the person can try again or
 * cancel. Render it while there is something to confirm:
 *
 *   {deleting && (
 *     <ConfirmModal
 *       title="Delete address"
 *       message={`Delete the address “${deleting.name}”? This cannot be undone.`}
 *       confirmLabel="Delete"
 *       confirmColor="red.9"
 *       onConfirm={() => remove.mutateAsync(deleting.id)}
 *       onClose={() => setDeleting(null)}
 *     />
 *   )}
 *
 * A confirmation that asks for more (a note, reasons) passes its `useServerForm` as `form` and its
 * fields as children: the form then validates and sends, and its `onSuccess` moves on.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core'
import { errorMessage } from '../lib/errors'
import { FormAlert } from './form/FormAlert'

/** What the dialog needs of a `useServerForm`. */
export interface ConfirmForm {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>
  isPending: boolean
  formMessages: string[]
}

interface ConfirmModalBase {
  /** The dialog's title and accessible name, e.g. 'Delete address'. */
  title: string
  /** The question; a text is shown as a paragraph. */
  message: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** 'red.9' (or 'red') for what cannot be undone. */
  confirmColor?: MantineColor
  /** Cancel, the close button, Escape, and a successful action. */
  onClose: () => void
  /** More of the dialog between the question and the buttons (a form's fields). */
  children?: ReactNode
}

export type ConfirmModalProps = ConfirmModalBase &
  (
    | {
        /** The confirmed action; the dialog closes when its promise resolves. */
        onConfirm: () => Promise<unknown>
        /** Said when the action fails, instead of the server's message. */
        failureMessage?: string
        form?: undefined
      }
    | { form: ConfirmForm; onConfirm?: undefined; failureMessage?: undefined }
  )

export function ConfirmModal(props: ConfirmModalProps) {
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

/**
 * The dialog is mounted open and unmounted when done, and Mantine gives focus back only when
 * `opened` turns false: so it is given back here, to what had it (the button that asked), if that
 * is still on the page.
 */
function useFocusReturn() {
  const [opener] = useState(() => document.activeElement)
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    },
    [opener],
  )
}
