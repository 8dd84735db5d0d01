import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z, ErrorCode } from '@portal/contracts'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { ApiError } from '../lib/errors'
import { useServerForm } from '../lib/use-server-form'
import { ConfirmModal } from './ConfirmModal'
import { TextField } from './form/FormFields'

/** A page with a Delete button that asks first, as the screens use the dialog. */
function DeletePage({ onConfirm, failureMessage }: { onConfirm: () => Promise<unknown>; failureMessage?: string }) {
  const [isAsking, setAsking] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete Home
      </button>
      {isAsking && (
        <ConfirmModal
          title="Delete address"
          message="Delete the address “Home”? This cannot be undone."
          confirmLabel="Delete"
          confirmColor="red.9"
          onConfirm={onConfirm}
          failureMessage={failureMessage}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  )
}

function deferred() {
  let settle = { resolve: (_value?: unknown) => {}, reject: (_error: unknown) => {} }
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...settle }
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }))
  return screen.findByRole('dialog', { name: 'Delete address' })
}

const isBusy = (button: HTMLElement) => button.hasAttribute('data-loading') && button.hasAttribute('disabled')

describe('ConfirmModal', () => {
  it('asks with its title as the dialog’s name, the question and the two buttons', async () => {
    renderInApp(<DeletePage onConfirm={vi.fn(async () => undefined)} />)
    const dialog = await openDialog()
    expect(within(dialog).getByText('Delete the address “Home”? This cannot be undone.')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('Cancel closes without acting and gives focus back to the button that asked', async () => {
    const onConfirm = vi.fn(async () => undefined)
    renderInApp(<DeletePage onConfirm={onConfirm} />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Home' })))
  })

  it('stays open and busy while the action runs, and closes when it succeeds', async () => {
    const action = deferred()
    const onConfirm = vi.fn(() => action.promise)
    renderInApp(<DeletePage onConfirm={onConfirm} />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(isBusy(within(dialog).getByRole('button', { name: 'Delete' }))).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Delete address' })).toBeTruthy()

    action.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says why when the action fails, stays open, and may be confirmed again', async () => {
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(409, { message: 'This address is used by an order.', code: ErrorCode.conflict }),
      )
      .mockResolvedValueOnce(undefined)
    renderInApp(<DeletePage onConfirm={onConfirm} />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('This address is used by an order.')).toBeTruthy()
    expect(isBusy(within(dialog).getByRole('button', { name: 'Delete' }))).toBe(false)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('says the screen’s own words for a failure when it has them', async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError(500, { message: 'Internal error', code: ErrorCode.internal })
    })
    renderInApp(<DeletePage onConfirm={onConfirm} failureMessage="The address could not be deleted." />)
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('The address could not be deleted.')).toBeTruthy()
    expect(within(alert).queryByText('Internal error')).toBeNull()
  })
})

const NoteSchema = z.object({ note: z.string().check(z.minLength(1, 'A note is required.')) })

/** A confirmation that asks for more: its form is a useServerForm, its fields the children. */
function ApproveDialog({
  submit,
  onDecided,
}: {
  submit: (values: { note: string }) => Promise<unknown>
  onDecided: () => void
}) {
  const decision = useServerForm({ schema: NoteSchema, defaultValues: { note: '' }, submit, onSuccess: onDecided })
  return (
    <ConfirmModal
      title="Approve Membership"
      message="Approve this request?"
      confirmLabel="Approve"
      onClose={vi.fn()}
      form={decision}
    >
      <TextField control={decision.form.control} name="note" label="Note" />
    </ConfirmModal>
  )
}

describe('ConfirmModal with a form', () => {
  it('validates and sends the form, shows what the server refused, and leaves moving on to the form', async () => {
    const submit = vi
      .fn<(values: { note: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(402, { message: 'The card was declined.', code: ErrorCode.conflict }))
      .mockResolvedValueOnce({ approved: true })
    const onDecided = vi.fn()
    renderInApp(<ApproveDialog submit={submit} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Approve Membership' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('A note is required.')).toBeTruthy()
    expect(submit).not.toHaveBeenCalled()

    await userEvent.type(within(dialog).getByLabelText('Note'), 'Welcome')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(within(await within(dialog).findByRole('alert')).getByText('The card was declined.')).toBeTruthy()
    expect(onDecided).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1))
    expect(submit).toHaveBeenLastCalledWith({ note: 'Welcome' })
  })
})
