import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GroupCeuMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../../../test/fetch'
import { renderInApp } from '../../../../../test/render'
import { groupCeuOf } from '../test-fixtures'
import { ApproveGroupCeuModal } from './ApproveGroupCeuModal'
import { RejectGroupCeuModal } from './RejectGroupCeuModal'

// The canned-message lists come from System Data: none here, so the modals show only their own fields.
vi.mock('../../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

let answer: (call: FetchCall) => Response
let calls: FetchCall[]
beforeEach(() => {
  answer = () => json(groupCeuOf())
  calls = stubFetch((call) => answer(call))
})
afterEach(() => vi.unstubAllGlobals())

describe('ApproveGroupCeuModal', () => {
  it('confirms the preferred completion code, or puts the server’s refusal on it', async () => {
    answer = () =>
      json(
        { code: 'validation', message: M.completionCodeTaken, errors: { completionCode: [M.completionCodeTaken] } },
        422,
      )
    const onDecided = vi.fn()
    renderInApp(<ApproveGroupCeuModal ceuId={9} preferredCode="HARBOR-2026" onClose={vi.fn()} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Approve Group CEU' })
    const code = within(dialog).getByRole('textbox', { name: /Completion Code/ }) as HTMLInputElement
    expect(code.value).toBe('HARBOR-2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findAllByText(M.completionCodeTaken)).not.toHaveLength(0)
    expect(onDecided).not.toHaveBeenCalled()

    answer = () => json(groupCeuOf({ status: 'approved', completionCode: 'HARBOR-SUMMIT' }))
    await userEvent.clear(code)
    await userEvent.type(code, 'HARBOR-SUMMIT')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onDecided).toHaveBeenCalled())
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/admin/group-ceu/9/approve',
      body: { completionCode: 'HARBOR-SUMMIT', selectedMessages: [], message: null },
    })
  })
})

describe('RejectGroupCeuModal', () => {
  it("asks for a status ('You must select a step'), then rejects with it", async () => {
    const onDecided = vi.fn()
    renderInApp(<RejectGroupCeuModal ceuId={9} onClose={vi.fn()} onDecided={onDecided} />)
    const dialog = await screen.findByRole('dialog', { name: 'Reject Group CEU' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText(M.selectStep)).toBeTruthy()
    expect(calls).toEqual([])
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Set status to/ }),
      'more_info_requested',
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Add a timed agenda.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(onDecided).toHaveBeenCalled())
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/admin/group-ceu/9/reject',
        body: { status: 'more_info_requested', selectedMessages: [], message: 'Add a timed agenda.' },
      }),
    ])
  })
})
