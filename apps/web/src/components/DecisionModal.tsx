/**
 * THE staff decision dialog (approve or reject a registration, an experience, an extension, a
 * membership): a ConfirmModal that sends its `useServerForm`, with the decision's own fields
 * first (children: a step, a status, options), then the category's canned messages (bound to
 * `selectedMessages`, shown when the category has some), then the free message (bound to
 * `message`). Render it while the decision is open:
 *
 *   {open === 'reject' && (
 *     <DecisionModal
 *       title="Reject Experience"
 *       message="Say what the candidate should change; they can edit the entry and send it again."
 *       confirmLabel="Reject"
 *       confirmColor="red"
 *       form={decision}
 *       cannedMessages="experience_rejection"
 *       onClose={close}
 *     >
 *       <RejectStatusField control={decision.form.control} />
 *     </DecisionModal>
 *   )}
 *
 * The form is built with `decisionFormSchema` and `useDecisionForm` (./decision-form.ts); its
 * `onDecided` moves on (closes, toasts); a refusal stays in the dialog, as ConfirmModal's.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import type { MantineColor } from '@mantine/core'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { CannedMessageCategory } from '@portal/contracts'
import type { ConfirmForm } from './ConfirmModal'
import type { DecisionDialog as GenericDialog } from './DecisionDialog'

// Downloaded when a decision opens, not with the page that offers it: the dialog brings Mantine's
// Modal and the canned-messages picker (MultiSelect). lazy() keeps no type parameters, so it is
// typed as the generic component it loads.
const DecisionDialog = lazy(() =>
  import('./DecisionDialog').then((m) => ({ default: m.DecisionDialog })),
) as unknown as typeof GenericDialog

/** What a decision's values hold: the free message (and `selectedMessages` when canned messages are offered). */
export interface DecisionValues extends FieldValues {
  message: string
}

/** What the dialog needs of the decision's `useServerForm`. */
export interface DecisionForm<T extends DecisionValues, TOut> extends ConfirmForm {
  form: UseFormReturn<T, unknown, TOut>
}

export interface DecisionModalProps<T extends DecisionValues, TOut> {
  /** The dialog's title and accessible name, e.g. 'Reject Registration'. */
  title: string
  /** What deciding does; a text is shown as a paragraph. */
  message: ReactNode
  confirmLabel: string
  /** 'red' for a rejection. */
  confirmColor?: MantineColor
  form: DecisionForm<T, TOut>
  /** The canned messages offered; none when not given. */
  cannedMessages?: CannedMessageCategory
  /** The free message's label: 'Message' unless said. */
  messageLabel?: string
  messageDescription?: string
  /** Whether the free message takes the focus when the dialog opens (no field of its own comes first). */
  autoFocusMessage?: boolean
  /** Cancel, the close button, Escape. */
  onClose: () => void
  /** The decision's own fields, above the canned messages. */
  children?: ReactNode
}

export function DecisionModal<T extends DecisionValues, TOut>(props: DecisionModalProps<T, TOut>) {
  return (
    <Suspense fallback={null}>
      <DecisionDialog {...props} />
    </Suspense>
  )
}
