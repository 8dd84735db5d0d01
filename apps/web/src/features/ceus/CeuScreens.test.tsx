import { screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CeuCardMessages as C, IndividualCeuMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { toastSuccess } from '../../lib/toast'
import { renderInApp } from '../../../test/render'
import { viewport } from '../../../test/viewport'
import { IndividualCeuReviewPage } from './admin/IndividualCeuReviewPage'
import { IndividualCeusAdminPage } from './admin/IndividualCeusAdminPage'
import { CeuCard } from './CeuCard'
import { EditIndividualCeuPage, IndividualCeusPage, NewIndividualCeuPage } from './IndividualCeuPages'
import { cardOf, ceuOf, detailOf, formContextOf } from './test-fixtures'

vi.mock('../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))
vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

afterEach(() => vi.unstubAllGlobals())

function serve(routes: Record<string, unknown | ((call: FetchCall) => Response)>) {
  return stubFetch((call: FetchCall) => {
    const path = new URL(call.url, 'http://localhost').pathname
    const answer = routes[`${call.method} ${path}`] ?? routes[path]
    if (typeof answer === 'function') return (answer as (call: FetchCall) => Response)(call)
    return answer === undefined ? json({ message: 'Not found', code: 'not_found' }, 404) : json(answer)
  })
}

function renderAt(path: string, element?: React.ReactElement) {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ceus" element={<p>Continuing education page</p>} />
        <Route path="/ceus/individual" element={<IndividualCeusPage />} />
        <Route path="/ceus/individual/new" element={<NewIndividualCeuPage />} />
        <Route path="/ceus/individual/:id" element={<EditIndividualCeuPage />} />
        <Route path="/admin/individual-ceus" element={<IndividualCeusAdminPage />} />
        <Route path="/admin/individual-ceus/:id" element={<IndividualCeuReviewPage />} />
        <Route path="/card" element={element ?? <CeuCard reportingPeriodId={5} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const listAnswer = { data: [], form: formContextOf() }

describe('the individual CEU form', () => {
  it('says every required field and the verified box, and sends nothing', async () => {
    const calls = serve({ '/api/individual-ceus': listAnswer })
    renderAt('/ceus/individual/new')
    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeTruthy()
    expect(screen.getByRole('link', { name: M.guide })).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: M.saveChanges }))
    expect(await screen.findByText(M.verifiedRequired)).toBeTruthy()
    expect(screen.getAllByText(M.required).length).toBeGreaterThanOrEqual(5)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('refuses a completion date after today with the window message', async () => {
    serve({ '/api/individual-ceus': listAnswer })
    renderAt('/ceus/individual/new')
    const date = await screen.findByLabelText('Completion Date')
    await userEvent.clear(date)
    await userEvent.type(date, '2026-12-01')
    await userEvent.click(screen.getByRole('button', { name: M.saveChanges }))
    expect(await screen.findByText(M.dateWindow('01/01/2026'))).toBeTruthy()
  })

  it('asks that a typed code be applied or cleared; Apply fills and locks what the code supplied', async () => {
    const calls = serve({
      '/api/individual-ceus': listAnswer,
      '/api/completion-code': {
        id: 9,
        completionCode: 'FWI-2026',
        programTitle: 'Financial Wellness Summit',
        sponsor: 'Financial Wellness Institute',
        credits: 6,
        creditTypeId: 2,
        programDescription: 'Two days of sessions.',
        programAgenda: null,
        startDate: '2026-10-01',
        endDate: '2026-10-02',
        lockedFields: ['credits', 'creditTypeId', 'programTitle', 'sponsor'],
      },
      'POST /api/individual-ceu': detailOf(ceuOf({ status: 'approved', preapprovedCreditId: 9 })),
    })
    renderAt('/ceus/individual/new')
    const code = await screen.findByLabelText('Completion Code')
    await userEvent.type(code, 'fwi-2026')
    await userEvent.click(screen.getByRole('button', { name: M.saveChanges }))
    expect(await screen.findByText(M.applyOrClear)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: M.applyCode }))
    expect(await screen.findByText(M.preapproved)).toBeTruthy()
    const title = screen.getByLabelText<HTMLInputElement>('Program Title')
    expect(title.value).toBe('Financial Wellness Summit')
    // Every locked field looks locked the same way, and one note under the code names them.
    expect(title.disabled).toBe(true)
    expect(screen.getByLabelText<HTMLInputElement>('Sponsor').disabled).toBe(true)
    expect(screen.getByLabelText<HTMLInputElement>('Credits').disabled).toBe(true)
    expect(screen.getByLabelText<HTMLSelectElement>('Credit Type').disabled).toBe(true)
    expect(screen.getByText(M.lockedByCode('Program Title, Sponsor, Credits and Credit Type'))).toBeTruthy()
    expect(screen.getByLabelText<HTMLTextAreaElement>('Program Description').disabled).toBe(false)
    expect(screen.getByLabelText<HTMLInputElement>('Completion Date').value).toBe('2026-10-02')
    // The agenda was not supplied: it stays open, and is not required of a pre-approved CEU.
    expect(screen.getByRole('radio', { name: 'Type the agenda' })).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: M.verifiedLabel }))
    await userEvent.click(screen.getByRole('button', { name: M.saveChanges }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    const sent = calls.find((call) => call.method === 'POST')?.form
    expect(sent?.get('preapprovedCreditId')).toBe('9')
    expect(sent?.get('completionCode')).toBe('fwi-2026')
    // Locked is not left out: the fields the code filled are sent.
    expect(sent?.get('programTitle')).toBe('Financial Wellness Summit')
    expect(sent?.get('credits')).toBe('6')
    expect(await screen.findByText('Continuing education page')).toBeTruthy()
    // Approved at once: the toast does not say it waits for review.
    expect(toastSuccess).toHaveBeenLastCalledWith(M.addedPreapproved)
  })

  it('puts an unknown code’s refusal on the field', async () => {
    serve({
      '/api/individual-ceus': listAnswer,
      '/api/completion-code': () =>
        json(
          { message: 'Please correct', code: 'validation_failed', errors: { completionCode: [M.unknownCode] } },
          422,
        ),
    })
    renderAt('/ceus/individual/new')
    await userEvent.type(await screen.findByLabelText('Completion Code'), 'NOPE')
    await userEvent.click(screen.getByRole('button', { name: M.applyCode }))
    expect(await screen.findByText(M.unknownCode)).toBeTruthy()
  })

  it('offers Resubmit on a reviewed CEU, and shows an approved one read-only', async () => {
    const review = {
      id: 1,
      createdAt: '2026-10-05T15:00:00.000Z',
      approved: false,
      message: '<p>Add the agenda.</p>',
      status: 'rejected' as const,
      reviewer: 'Alex Admin',
    }
    serve({ '/api/individual-ceu/41': detailOf(ceuOf({ status: 'rejected', reviews: [review] })) })
    const view = renderAt('/ceus/individual/41')
    expect(await screen.findByRole('button', { name: M.resubmit })).toBeTruthy()
    view.unmount()
    vi.unstubAllGlobals()
    serve({ '/api/individual-ceu/41': detailOf(ceuOf({ status: 'approved', isEditable: false })) })
    renderAt('/ceus/individual/41')
    expect(await screen.findByText(M.approvedReadOnly)).toBeTruthy()
    expect(screen.queryByRole('button', { name: M.saveChanges })).toBeNull()
  })
})

describe('the member’s individual CEUs', () => {
  it('lists each CEU with its status and a link to it, and offers Add CEU', async () => {
    serve({
      '/api/individual-ceus': {
        data: [
          {
            id: 41,
            reportingPeriod: '2026',
            programTitle: 'Budgeting for Families',
            sponsor: 'Springfield Credit Union',
            credits: 3,
            creditType: 'General',
            completionDate: '2026-10-01',
            status: 'rejected',
            statusLabel: 'Rejected',
          },
        ],
        form: formContextOf(),
      },
    })
    renderAt('/ceus/individual')
    const links = await screen.findAllByRole('link', { name: 'Budgeting for Families' })
    expect(links[0]?.getAttribute('href')).toBe('/ceus/individual/41')
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: M.addCeu }).getAttribute('href')).toBe('/ceus/individual/new')
  })

  it('says a member without a reportable certification has nothing to report in', async () => {
    serve({ '/api/individual-ceus': { data: [], form: formContextOf({ reportingPeriods: [] }) } })
    renderAt('/ceus/individual')
    expect(await screen.findByText(M.noReportable)).toBeTruthy()
    expect(screen.getByText(M.empty)).toBeTruthy()
    expect(screen.queryByRole('link', { name: M.addCeu })).toBeNull()
  })
})

describe('the CEU card', () => {
  it('shows earned of total, the records by credit type with their status links, unmet minimums as 0 of N, and Add CEU', async () => {
    serve({ '/api/ceus/5': cardOf() })
    renderAt('/card')
    expect(await screen.findByText(C.earnedOf('20', '30'))).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'General: 20 earned (6 pending)' })).toBeTruthy()
    expect(
      screen.getByRole('heading', { name: `Ethics and/or Standards of Practice: ${C.typeOf('0', '2')}` }),
    ).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /Approved: Budgeting for Families/ })
    expect(links[0]?.getAttribute('href')).toBe('/ceus/individual/41')
    expect(screen.getByText(C.remaining('10', '06/30/2028', 588))).toBeTruthy()
    expect(screen.getByRole('link', { name: C.addCeu }).getAttribute('href')).toBe('/ceus/individual/new')
    const select = screen.getByRole('combobox', { name: C.period })
    expect(within(select).getAllByRole('option')).toHaveLength(2)
  })

  it('says an empty period has no CEUs, and that pending credits would close the gap', async () => {
    serve({
      '/api/ceus/5': cardOf({ credits: [], earned: 0, approvedCredits: 0 }),
      '/api/ceus/4': cardOf({ pending: 10, pendingClosesGap: true }),
    })
    renderAt('/card')
    expect(await screen.findByText(C.empty)).toBeTruthy()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: C.period }), '4')
    expect(await screen.findByText(C.pendingWouldClose('10'))).toBeTruthy()
  })

  it('tells the member which CEUs staff returned for more information, as pending review does not', async () => {
    const [first, second] = cardOf().credits
    if (!first || !second) throw new Error('the card fixture has two records')
    const returned = { ...second, status: 'more_info_requested' as const, statusLabel: 'More Information Requested' }
    serve({ '/api/ceus/5': cardOf({ credits: [first, returned] }) })
    renderAt('/card')
    expect(await screen.findByText(C.moreInfoRequested(1))).toBeTruthy()
    const link = screen.getByRole('link', { name: new RegExp(`More Information Requested: ${second.programTitle}`) })
    expect(link.getAttribute('href')).toBe(`/ceus/individual/${second.id}`)
  })

  it('links staff to the review of each record', async () => {
    serve({ '/api/admin/user/7/ceus/5': cardOf() })
    renderAt('/card', <CeuCard reportingPeriodId={5} userId={7} />)
    const links = await screen.findAllByRole('link', { name: /Approved: Budgeting for Families/ })
    expect(links[0]?.getAttribute('href')).toBe('/admin/individual-ceus/41')
    expect(screen.queryByRole('link', { name: C.addCeu })).toBeNull()
  })
})

describe('staff', () => {
  it('lists pending CEUs ten a page by default', async () => {
    const calls = serve({ '/api/admin/individual-ceus': { data: [], lastPage: 1, total: 0 } })
    renderAt('/admin/individual-ceus')
    expect(await screen.findByRole('heading', { level: 1, name: M.adminListTitle })).toBeTruthy()
    await waitFor(() => expect(calls.length).toBeGreaterThan(0))
    const url = new URL(calls[0]?.url ?? '', 'http://localhost')
    expect(url.searchParams.getAll('filter')).toContain('status,pending')
    expect(url.searchParams.get('limit')).toBe('10')
  })

  it('titles each card of the list with the person’s full name on a phone', async () => {
    viewport(390, 844)
    try {
      const row = {
        id: 41,
        userId: 7,
        firstName: 'Daniel',
        lastName: 'Okafor',
        certifications: 'AFC®',
        certificationStatus: 'Good Standing',
        submittedAt: '2026-10-02T12:00:00.000Z',
        completionDate: '2026-10-01',
        programTitle: 'Budgeting for Families',
        sponsor: 'Springfield Credit Union',
        credits: 3,
        status: 'pending',
      }
      serve({ '/api/admin/individual-ceus': { data: [row], lastPage: 1, total: 1 } })
      renderAt('/admin/individual-ceus')
      const list = await screen.findByRole('list', { name: M.adminListTitle })
      const [card] = within(list).getAllByRole('listitem')
      if (!card) throw new Error('no card')
      expect(within(card).getByText('Daniel Okafor')).toBeTruthy()
      const labels = [...card.querySelectorAll('dt')].map((term) => term.textContent)
      expect(labels).not.toContain('First Name')
      expect(labels).not.toContain('Last Name')
      expect(labels).toContain('Certification Status')
    } finally {
      viewport(1024, 768)
    }
  })

  it('offers staff Save Changes, not the member’s Resubmit, on a CEU sent back to the member', async () => {
    const review = {
      id: 1,
      createdAt: '2026-10-05T15:00:00.000Z',
      approved: false,
      message: '<p>Add the agenda.</p>',
      status: 'more_info_requested' as const,
      reviewer: 'Alex Admin',
    }
    serve({
      '/api/individual-ceu/41': detailOf(
        ceuOf({ status: 'more_info_requested', statusLabel: 'More Information Requested', reviews: [review] }),
      ),
    })
    renderAt('/admin/individual-ceus/41')
    expect(await screen.findByRole('button', { name: M.saveChanges })).toBeTruthy()
    expect(screen.queryByRole('button', { name: M.resubmit })).toBeNull()
  })

  it('shows the person’s certifications and their status in the review’s summary, as the list does', async () => {
    serve({ '/api/individual-ceu/41': detailOf(ceuOf()) })
    renderAt('/admin/individual-ceus/41')
    const summary = await screen.findByRole('table', { name: 'Individual CEU' })
    const rowOf = (label: string) => within(summary).getByRole('row', { name: new RegExp(`^${label}`) })
    expect(rowOf('Certifications').textContent).toContain('AFC®')
    expect(rowOf('Certification Status').textContent).toContain('Good Standing')
  })

  it('shows the user’s active flags in a red alert and refuses a rejection without a status', async () => {
    serve({
      '/api/individual-ceu/41': detailOf(ceuOf()),
      '/api/admin/user/7/flags': {
        flags: [
          { id: 1, reason: 'Payment dispute', note: null, active: true, createdAt: '2026-01-05T15:00:00.000Z' },
          { id: 2, reason: 'Old issue', note: null, active: false, createdAt: '2025-01-05T15:00:00.000Z' },
        ],
      },
    })
    renderAt('/admin/individual-ceus/41')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Payment dispute')).toBeTruthy()
    expect(within(alert).queryByText('Old issue')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: M.verifiedLabel })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject CEU' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText(M.selectStep)).toBeTruthy()
  })
})
