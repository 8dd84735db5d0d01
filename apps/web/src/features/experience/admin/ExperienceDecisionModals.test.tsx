import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ExperienceMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { renderInApp } from '../../../../test/render'
import { detailOf } from '../test-fixtures'
import { ApproveExperienceModal } from './ApproveExperienceModal'
import { RejectExperienceModal } from './RejectExperienceModal'

// The canned-message lists come from System Data: none here, so the modals show only their own fields.
vi.mock('../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

let answer: (call: FetchCall) => Response
let calls: FetchCall[]
beforeEach(() => {
  answer = () => json(detailOf())
  calls = stubFetch((call) => answer(call))
})
afterEach(() => vi.unstubAllGlobals())

describe('ApproveExperienceModal', () => {
  it('approves with the optional message', async () => {
    const onDecided = vi.fn()
    renderInApp(<ApproveExperienceModal experienceId={41} onClose={vi.fn()} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Approve Experience' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Well documented.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onDecided).toHaveBeenCalled())
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/experience/41/approve',
        body: { selectedMessages: [], message: 'Well documented.' },
      }),
    ])
  })

  it('approves without a message, and says the screen’s words when the server fails', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 })
    const onDecided = vi.fn()
    renderInApp(<ApproveExperienceModal experienceId={41} onClose={vi.fn()} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Approve Experience' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText(M.couldNotApprove)).toBeTruthy()
    expect(calls[0]?.body).toEqual({ selectedMessages: [], message: null })
    expect(onDecided).not.toHaveBeenCalled()
  })
})

describe('RejectExperienceModal', () => {
  it('sets the chosen status with the message', async () => {
    const onDecided = vi.fn()
    renderInApp(<RejectExperienceModal experienceId={41} onClose={vi.fn()} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Reject Experience' })
    const status = within(dialog).getByRole('combobox', { name: 'Set status to' }) as HTMLSelectElement
    expect(Array.from(status.options, (option) => option.text)).toEqual([
      M.selectStatus,
      'Rejected',
      'More Information Requested',
    ])
    await userEvent.selectOptions(status, 'more_info_requested')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Please attach the form.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(onDecided).toHaveBeenCalled())
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/experience/41/reject',
        body: { status: 'more_info_requested', selectedMessages: [], message: 'Please attach the form.' },
      }),
    ])
  })

  it('keeps the server’s own reason, and says the screen’s words for a crash', async () => {
    answer = () => json({ message: 'This entry was deleted.', code: 'conflict' }, 409)
    renderInApp(<RejectExperienceModal experienceId={41} onClose={vi.fn()} onDecided={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Reject Experience' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('This entry was deleted.')).toBeTruthy()
    expect(calls[0]?.body).toEqual({ status: 'rejected', selectedMessages: [], message: null })

    answer = () => json({ message: 'boom' }, 500)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText(M.couldNotReject)).toBeTruthy()
  })
})
