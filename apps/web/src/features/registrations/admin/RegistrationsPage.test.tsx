import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminRegistrationRow } from '@portal/contracts'
import { json, stubFetch } from '../../../../test/fetch'
import { renderInApp } from '../../../../test/render'
import { RegistrationsPage } from './RegistrationsPage'

afterEach(() => vi.unstubAllGlobals())

const row: AdminRegistrationRow = {
  id: 9,
  userId: 5,
  certification: 'AFC®',
  challengePath: 'Self-Paced Study',
  firstName: 'Jane',
  lastName: 'Doe',
  updatedAt: '2026-11-20T15:00:00.000Z',
  status: 'pre_registration',
  stage: 'pre_registration',
  expired: false,
  statusLabel: 'Pre-Registration',
  militarySpouse: false,
}

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => `${option.value}=${option.textContent}`)

describe('RegistrationsPage', () => {
  it('offers the filters by their labels and sends the stored values (issue 25, item 17), and shows the status as a badge', async () => {
    const calls = stubFetch(() => json({ data: [row], lastPage: 1, total: 1 }))
    renderInApp(
      <MemoryRouter>
        <RegistrationsPage />
      </MemoryRouter>,
    )
    const table = await screen.findByRole('table', { name: 'Registrations' })
    const status = within(table).getByRole('combobox', { name: 'Filter Status' })
    expect(optionsOf(status)).toEqual([
      '=All',
      'pre_registration=Pre-Registration',
      'registration_approval=Registration Approval',
      'module_approval=Module Approval',
      'in_progress=In Progress',
      'experience_approval=Experience Approval',
      'final_approval=Final Approval',
      'complete=Complete',
    ])
    const spouse = within(table).getByRole('combobox', { name: 'Filter Military Spouse' })
    expect(optionsOf(spouse)).toEqual(['=All', '1=Yes', '0=No'])

    // The status is a badge, as the other staff lists show theirs (issue 25, item 18).
    const status_ = await within(table).findByText('Pre-Registration', { selector: '.mantine-Badge-label' })
    expect(status_.closest('td')).toBeTruthy()

    await userEvent.selectOptions(spouse, 'Yes')
    await waitFor(() => expect(calls.at(-1)?.url).toContain('filter=militarySpouse%2C1'))
  })
})
