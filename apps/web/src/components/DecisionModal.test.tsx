import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from '@portal/contracts'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { useServerForm } from '../lib/use-server-form'
import { DecisionModal } from './DecisionModal'
import { CheckboxField } from './form/FormFields'

// Two canned messages in every category here.
vi.mock('../lib/canned-messages', () => ({
  useCannedMessages: () => ({
    data: [
      { value: '1', label: 'Missing document' },
      { value: '2', label: 'Welcome' },
    ],
  }),
}))

const Schema = z.object({ selectedMessages: z.array(z.string()), message: z.string(), notify: z.boolean() })
type Values = z.output<typeof Schema>

/** A decision as the features write one: its form, its own field, the category's messages. */
function Decision({
  submit,
  onClose = vi.fn(),
  withCanned = true,
  autoFocusMessage,
}: {
  submit: (values: Values) => Promise<unknown>
  onClose?: () => void
  withCanned?: boolean
  autoFocusMessage?: boolean
}) {
  const decision = useServerForm({
    schema: Schema,
    defaultValues: { selectedMessages: [], message: '', notify: false },
    submit,
    onSuccess: onClose,
  })
  return (
    <DecisionModal
      title="Reject thing"
      message="Say why."
      confirmLabel="Reject"
      confirmColor="red"
      form={decision}
      cannedMessages={withCanned ? 'experience_rejection' : undefined}
      messageLabel="Why"
      messageDescription="Optional"
      autoFocusMessage={autoFocusMessage}
      onClose={onClose}
    >
      <CheckboxField control={decision.form.control} name="notify" label="Notify" />
    </DecisionModal>
  )
}

describe('DecisionModal', () => {
  it('shows its own fields, then the canned messages, then the message, and sends them', async () => {
    const submit = vi.fn(async () => undefined)
    const onClose = vi.fn()
    renderInApp(<Decision submit={submit} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Reject thing' })
    expect(within(dialog).getByText('Say why.')).toBeTruthy()
    const notify = within(dialog).getByRole('checkbox', { name: 'Notify' })
    const canned = within(dialog).getByRole('combobox', { name: 'Canned messages' })
    const message = within(dialog).getByRole('textbox', { name: /^Why/ })
    expect(notify.compareDocumentPosition(canned) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(canned.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(dialog).getByText('Optional')).toBeTruthy()

    await userEvent.click(notify)
    await userEvent.type(message, 'Not yet')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ selectedMessages: [], message: 'Not yet', notify: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('offers no canned messages without a category, and focuses the message when asked', async () => {
    renderInApp(<Decision submit={vi.fn(async () => undefined)} withCanned={false} autoFocusMessage />)
    const dialog = await screen.findByRole('dialog', { name: 'Reject thing' })
    expect(within(dialog).queryByRole('combobox', { name: 'Canned messages' })).toBeNull()
    expect(within(dialog).getByRole('textbox', { name: /^Why/ }).hasAttribute('data-autofocus')).toBe(true)
  })
})
