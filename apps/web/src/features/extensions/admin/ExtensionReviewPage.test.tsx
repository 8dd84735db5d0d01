import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ExtensionMessages as M, type AdminExtension } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { toastError, toastSuccess } from '../../../lib/toast'
import { ExtensionReviewPage } from './ExtensionReviewPage'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const pending: AdminExtension = {
  id: 5,
  user: { id: 7, firstName: 'Casey', lastName: 'Candidate', email: 'casey@example.org' },
  type: 'registration',
  typeLabel: 'Registration Extension',
  program: 'AFC® registration',
  certification: 'AFC®',
  registrationId: 41,
  userCertificationId: null,
  completedHours: 250.5,
  signature: 'Casey Candidate',
  approved: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  submittedAt: '2026-03-02T15:00:00.000Z',
  decidedAt: null,
  previousDeadline: '2026-05-15',
  extendedUntil: '2026-11-15',
  reviews: [],
  chargeOnApproval: 20_000,
  savedCard: { brand: 'visa', last4: '4242' },
}

const approved: AdminExtension = {
  ...pending,
  approved: true,
  decidedAt: '2026-03-04T15:00:00.000Z',
  reviews: [{ id: 1, createdAt: '2026-03-04T15:00:00.000Z', reviewer: 'Ada Admin', approved: true, message: null }],
}

let shown: AdminExtension
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []
/** The user's flags, which the review's red alert reads. */
let userFlags: { flags: object[] } = { flags: [] }

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  shown = pending
  answer = () => json(approved)
  userFlags = { flags: [] }
  calls = stubFetch((call) =>
    call.url === '/api/admin/user/7/flags' ? json(userFlags) : call.method === 'GET' ? json(shown) : answer(call),
  )
})
afterEach(() => vi.unstubAllGlobals())

const posts = () => calls.filter((call) => call.method === 'POST')

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={['/admin/extensions/5']}>
      <Routes>
        <Route path="/admin/extensions/:id" element={<ExtensionReviewPage />} />
        <Route path="/admin/extensions" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const summaryRows = async () => {
  const table = await screen.findByRole('table', { name: 'Extension request' })
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent)
}

describe('ExtensionReviewPage: a pending request', () => {
  it('shows the user, the request, the date it moves and what approving charges', async () => {
    renderPage()
    expect(await summaryRows()).toEqual([
      'UserCasey Candidate (casey@example.org)',
      'Submitted03/02/2026',
      'TypeRegistration Extension',
      'ProgramAFC® registration',
      'Completed Hours250.5',
      'SignatureCasey Candidate',
      'Deadline05/15/2026',
      'Approving Extends To11/15/2026',
    ])
    expect(screen.getByRole('link', { name: 'Casey Candidate' }).getAttribute('href')).toBe('/admin/users/7')
    expect(screen.getByText("Approving charges $200.00 to the user's saved card (Visa ending in 4242).")).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("shows the user's active flags in a red alert above the request", async () => {
    userFlags = {
      flags: [
        { id: 1, reason: 'Chargeback', note: 'Call first', active: true, createdAt: '2026-01-02T12:00:00.000Z' },
        { id: 2, reason: 'Resolved matter', note: null, active: false, createdAt: '2025-01-02T12:00:00.000Z' },
      ],
    }
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Active flagsChargeback: Call first')
  })

  it('approves with the message after confirming the charge, says Success and returns to the list', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Extension' })
    expect(
      within(dialog).getByText(
        "Approve this extension? The deadline moves by 6 months. Approving charges $200.00 to the user's saved card (Visa ending in 4242).",
      ),
    ).toBeTruthy()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Good luck!')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    expect(await screen.findByText('The list')).toBeTruthy()
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/admin/extension/5/approve', body: { message: 'Good luck!' } },
    ])
    expect(toastSuccess).toHaveBeenCalledWith('Success')
  })

  it('rejects without a message', async () => {
    answer = () => json({ ...pending, approved: false })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Extension' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('The list')).toBeTruthy()
    expect(posts()).toEqual([{ method: 'POST', url: '/api/admin/extension/5/reject', body: { message: null } }])
    expect(toastSuccess).toHaveBeenCalledWith('Success')
  })

  it("says 'Could not approve extension' when the server gives no reason, and stays", async () => {
    answer = () => new Response('oops', { status: 500 })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Extension' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Could not approve extension'))
    expect(M.couldNotApprove).toBe('Could not approve extension')
    expect(within(dialog).getByText('Could not approve extension')).toBeTruthy()
    expect(screen.queryByText('The list')).toBeNull()
    expect(toastSuccess).not.toHaveBeenCalled()
  })

  it('says the server’s reason for a declined card (402) instead', async () => {
    answer = () => json({ message: 'Your card was declined.', code: 'payment_failed' }, 402)
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Extension' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Your card was declined.'))
    expect(within(dialog).getByText('Your card was declined.')).toBeTruthy()
  })

  it("says 'Could not reject extension' when the rejection fails", async () => {
    answer = () => new Response('oops', { status: 500 })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Extension' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Could not reject extension'))
  })

  it('says when there is no saved card, and when the fee was paid at checkout', async () => {
    shown = { ...pending, savedCard: null }
    const first = renderPage()
    expect(await screen.findByText(`Approving charges $200.00. ${M.noCardOnFile}.`)).toBeTruthy()
    first.unmount()
    shown = { ...pending, chargeOnApproval: 0, savedCard: null }
    renderPage()
    expect(await screen.findByText('Approving charges nothing: the fee was paid at checkout.')).toBeTruthy()
  })
})

describe('ExtensionReviewPage: decided or not submitted', () => {
  it('shows the review table once decided, the new date, and no buttons', async () => {
    shown = approved
    renderPage()
    const rows = await summaryRows()
    expect(rows).toContain('Previous Deadline05/15/2026')
    expect(rows).toContain('Extended Until11/15/2026')
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    const table = within(reviews).getByRole('table')
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03/04/2026', 'Ada Admin', '', 'Approved'])
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
  })

  it("shows a rejection's reason in the review table", async () => {
    shown = {
      ...pending,
      approved: false,
      reviews: [
        {
          id: 2,
          createdAt: '2026-03-05T15:00:00.000Z',
          reviewer: 'Ada Admin',
          approved: false,
          message: '<p>Not eligible: the window closed.</p>',
        },
      ],
    }
    renderPage()
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    expect(
      within(within(reviews).getByRole('table'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03/05/2026', 'Ada Admin', 'Not eligible: the window closed.', 'Rejected'])
  })

  it('shows a Status line when decided without a review, and no new date once rejected', async () => {
    shown = { ...pending, approved: false }
    renderPage()
    expect(await screen.findByText('Rejected')).toBeTruthy()
    expect(screen.getByText('Status:')).toBeTruthy()
    expect((await summaryRows()).some((row) => row?.startsWith('Approving'))).toBe(false)
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('offers no decision while the request is still in the cart', async () => {
    shown = { ...pending, submittedAt: null }
    renderPage()
    expect(await screen.findByText(/has not checked out this request yet/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('says the request was not found', async () => {
    calls = stubFetch(() => json({ message: 'Not found.', code: 'not_found' }, 404))
    renderPage()
    expect(await screen.findByText('This extension request was not found.')).toBeTruthy()
  })
})
