import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminGroupCeuRow, LibraryProgram } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { renderInApp } from '../../../../test/render'
import { viewport } from '../../../../test/viewport'
import { AdminGroupCeusPage } from './admin/AdminGroupCeusPage'
import { CeuLibraryPage } from './CeuLibraryPage'
import { GroupCeusPage } from './GroupCeusPage'

const adminRow: AdminGroupCeuRow = {
  id: 5,
  userId: 7,
  firstName: 'Terrence',
  lastName: 'Wallace',
  startDate: '2026-12-01',
  programTitle: 'Financial Wellness Summit',
  sponsor: 'Harbor Credit Union',
  credits: 6,
  status: 'pending',
}

const program: LibraryProgram = {
  id: 5,
  programTitle: 'Financial Wellness Summit',
  sponsor: 'Harbor Credit Union',
  credits: 6,
  creditType: 'General',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  attendanceCostCents: 19950,
  registrationUrl: 'https://harbor.example.org/summit',
}

let calls: FetchCall[] = []
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function Stub() {
  const { id } = useParams()
  return <p>{`Opened ${id}`}</p>
}

function renderAt(path: string, element: React.ReactElement, detail: string) {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path={detail} element={<Stub />} />
      </Routes>
    </MemoryRouter>,
  )
}

const urls = () => calls.map((call) => decodeURIComponent(call.url))
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))

describe('AdminGroupCeusPage', () => {
  beforeEach(() => {
    calls = stubFetch(() => json({ data: [adminRow], lastPage: 1, total: 1 }))
  })

  it('asks for pending requests first, 10 a page, with the spec’s title, hint and columns; a row opens its review', async () => {
    renderAt('/admin/group-ceus', <AdminGroupCeusPage />, '/admin/group-ceus/:id')
    expect(screen.getByRole('heading', { name: 'Group CEUs' })).toBeTruthy()
    expect(screen.getByText('Choose a CEU below to edit or review it')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Group CEUs' })
    expect(urls()[0]).toBe('/api/admin/group-ceus?limit=10&page=1&filter=status,pending')
    expect(headers(table)).toEqual([
      'First Name',
      'Last Name',
      'Start Date',
      'Program Title',
      'Sponsor',
      'Credits',
      'Status',
    ])
    await userEvent.click(await within(table).findByRole('cell', { name: 'Terrence' }))
    expect(await screen.findByText('Opened 5')).toBeTruthy()
  })
})

describe('AdminGroupCeusPage on a phone', () => {
  afterEach(() => viewport(1024, 768))

  it('titles each card with the person’s full name', async () => {
    calls = stubFetch(() => json({ data: [adminRow], lastPage: 1, total: 1 }))
    viewport(390, 844)
    renderAt('/admin/group-ceus', <AdminGroupCeusPage />, '/admin/group-ceus/:id')
    const list = await screen.findByRole('list', { name: 'Group CEUs' })
    const [card] = within(list).getAllByRole('listitem')
    if (!card) throw new Error('no card')
    expect(within(card).getByText('Terrence Wallace')).toBeTruthy()
    const labels = [...card.querySelectorAll('dt')].map((term) => term.textContent)
    expect(labels).toEqual(['Start Date', 'Program Title', 'Sponsor', 'Credits', 'Status'])
  })
})

describe('GroupCeusPage', () => {
  it('lists the sponsor’s requests 10 a page, filters after 300 ms, and opens a row', async () => {
    calls = stubFetch(() => json({ data: [{ ...adminRow, state: 'in_cart' }], lastPage: 1, total: 1 }))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderAt('/ceus/group', <GroupCeusPage />, '/ceus/group/:id')
    const table = await screen.findByRole('table', { name: 'Group CEUs' })
    expect(urls()[0]).toBe('/api/group-ceus?limit=10&page=1')
    expect(headers(table)).toEqual(['Start Date', 'Program Title', 'Sponsor', 'Credits', 'Status'])
    expect(within(table).getByText('In Cart')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse the CEU Library' }).getAttribute('href')).toBe('/ceu-library')
    expect(screen.getByRole('link', { name: '← Continuing education' }).getAttribute('href')).toBe('/ceus')
    const filter = screen.getByRole('textbox', { name: 'Filter Program Title' })
    await userEvent.type(filter, 'summit')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(urls().some((url) => url.includes('filter=programTitle,summit'))).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(150))
    await waitFor(() => expect(urls()).toContain('/api/group-ceus?limit=10&page=1&filter=programTitle,summit'))
    vi.useRealTimers()
    await userEvent.click(await within(table).findByRole('cell', { name: 'Harbor Credit Union' }))
    expect(await screen.findByText('Opened 5')).toBeTruthy()
  })
})

describe('CeuLibraryPage', () => {
  beforeEach(() => {
    calls = stubFetch(() => json({ data: [program], lastPage: 1, total: 1 }))
  })

  it('shows the listed programs with their cost and registration link, searchable', async () => {
    renderAt('/ceu-library', <CeuLibraryPage />, '/unused/:id')
    const table = await screen.findByRole('table', { name: 'CEU Library' })
    expect(urls()[0]).toBe('/api/ceu-library?limit=10&page=1')
    const row = await within(table).findByRole('row', { name: /Financial Wellness Summit/ })
    expect(row.textContent).toContain('$199.50')
    expect(row.textContent).toContain('6 General')
    expect(row.textContent).toContain('12/01/2026 – 12/02/2026')
    const link = within(row).getByRole('link', { name: /Register for Financial Wellness Summit/ })
    expect(link.getAttribute('href')).toBe('https://harbor.example.org/summit')
    // Every heading looks the same: the plain ones (Program, Cost) wear the sortable ones' heading style.
    const [program, sponsor] = within(table).getAllByRole('columnheader')
    const plainStyle = program?.querySelector('span')?.className ?? ''
    expect(plainStyle).not.toBe('')
    expect(sponsor?.querySelector('button')?.className.split(' ')).toContain(plainStyle)
    const cost = within(table).getByRole('columnheader', { name: 'Cost' })
    expect(cost.querySelector('span')?.className).toBe(plainStyle)
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Program' }), 'harbor')
    await waitFor(() => expect(urls()).toContain('/api/ceu-library?limit=10&page=1&filter=search,harbor'))
  })
})
