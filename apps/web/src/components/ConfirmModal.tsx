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
import { lazy, Suspense, type FormEvent, type ReactNode } from 'react'
import type { MantineColor } from '@mantine/core'

// A confirmation is rendered only once asked for: the dialog (Mantine's Modal, its focus trap and
// overlay) is downloaded then, not with every page that may ask.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))

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
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  )
}
