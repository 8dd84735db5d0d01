import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminExperienceRow } from '@portal/contracts'
import { json, stubFetch } from '../../../../test/fetch'
import { renderInApp } from '../../../../test/render'
import { ExperiencesPage } from './ExperiencesPage'

afterEach(() => vi.unstubAllGlobals())

const row: AdminExperienceRow = {
  id: 41,
  registrationId: 7,
  userId: 5,
  firstName: 'Jane',
  lastName: 'Doe',
  startDate: '2025-02-01',
  endDate: '2025-03-01',
  certification: 'AFC®',
  hours: 12.5,
  militarySpouse: true,
  status: 'more_info_requested',
}

/** The list's query as the server reads it. */
const queryOf = (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams
  return {
    path: new URL(url, 'http://localhost').pathname,
    limit: params.get('limit'),
    filter: params.getAll('filter'),
  }
}

describe('ExperiencesPage', () => {
  it('asks for pending entries first, 10 a page, and opens an entry from its row', async () => {
    const calls = stubFetch(() => json({ data: [row], lastPage: 1, total: 1 }))
    renderInApp(
      <MemoryRouter initialEntries={['/admin/experiences']}>
        <Routes>
          <Route path="/admin/experiences" element={<ExperiencesPage />} />
          <Route path="/admin/experiences/:id" element={<p>Review page</p>} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Experience Hours' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Experience Hours' })
    const first = await within(table).findByRole('cell', { name: 'Jane' })
    const cells = within(first.closest('tr') as HTMLElement).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Jane',
      'Doe',
      '02/01/2025',
      '03/01/2025',
      'AFC®',
      '12.5',
      'Yes',
      'More Information Requested',
    ])
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      path: '/api/admin/experiences',
      limit: '10',
      filter: ['status,pending'],
    })
    const status = screen.getByRole('combobox', { name: 'Filter Status' }) as HTMLSelectElement
    expect(status.value).toBe('pending')
    expect(Array.from(status.options, (option) => option.text)).toEqual([
      'All',
      'Pending',
      'Approved',
      'Rejected',
      'More Information Requested',
    ])

    await userEvent.click(screen.getByRole('cell', { name: 'Jane' }))
    expect(await screen.findByText('Review page')).toBeTruthy()
  })
})
