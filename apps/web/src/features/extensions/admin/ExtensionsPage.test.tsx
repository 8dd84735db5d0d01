import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminExtensionRow } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { ExtensionsPage } from './ExtensionsPage'

const row = (overrides: Partial<AdminExtensionRow> = {}): AdminExtensionRow => ({
  id: 5,
  userId: 7,
  firstName: 'Casey',
  lastName: 'Candidate',
  submittedAt: '2026-03-02T15:00:00.000Z',
  certification: 'AFC®',
  completedHours: 250.5,
  approved: null,
  ...overrides,
})

let calls: FetchCall[] = []
beforeEach(() => {
  calls = stubFetch(() => json({ data: [row(), row({ id: 6, firstName: 'Dana', approved: true })], lastPage: 1 }))
})
afterEach(() => vi.unstubAllGlobals())

function ReviewStub() {
  const { id } = useParams()
  return <p>{`The review of ${id}`}</p>
}

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={['/admin/extensions']}>
      <Routes>
        <Route path="/admin/extensions" element={<ExtensionsPage />} />
        <Route path="/admin/extensions/:id" element={<ReviewStub />} />
      </Routes>
    </MemoryRouter>,
  )
}

const listUrls = () => calls.map((call) => decodeURIComponent(call.url))

describe('ExtensionsPage', () => {
  it('asks for the pending requests first, 10 a page, and shows the spec’s columns', async () => {
    renderPage()
    const table = await screen.findByRole('table', { name: 'Extensions' })
    expect(listUrls()[0]).toBe('/api/admin/extensions?limit=10&page=1&filter=status,null')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['First Name', 'Last Name', 'Submitted', 'Certification', 'Completed Hours', 'Status'])
    const [first] = await within(table).findAllByRole('row', { name: /Casey/ })
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Casey', 'Candidate', '03/02/2026', 'AFC®', '250.5', 'Pending'])
    expect(within(table).getByRole('row', { name: /Dana/ }).textContent).toContain('Approved')
  })

  it('filters the status by the server’s values null, 1 and 0, and All', async () => {
    renderPage()
    const status = (await screen.findByRole('combobox', { name: 'Filter Status' })) as HTMLSelectElement
    expect(status.value).toBe('null')
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'All'],
      ['null', 'Pending'],
      ['1', 'Approved'],
      ['0', 'Rejected'],
    ])
    await userEvent.selectOptions(status, 'Rejected')
    await waitFor(() => expect(listUrls()).toContain('/api/admin/extensions?limit=10&page=1&filter=status,0'))
    await userEvent.selectOptions(status, 'Approved')
    await waitFor(() => expect(listUrls()).toContain('/api/admin/extensions?limit=10&page=1&filter=status,1'))
    await userEvent.selectOptions(status, 'All')
    await waitFor(() => expect(listUrls()).toContain('/api/admin/extensions?limit=10&page=1'))
  })

  it('opens the review of the row clicked', async () => {
    renderPage()
    const table = await screen.findByRole('table', { name: 'Extensions' })
    await userEvent.click(await within(table).findByRole('cell', { name: 'Dana' }))
    expect(await screen.findByText('The review of 6')).toBeTruthy()
  })
})
