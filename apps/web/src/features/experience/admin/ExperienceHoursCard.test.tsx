import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ExperienceMessages, type ExperienceList, type ExperienceRow } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../../test/fetch'
import { toastError, toastSuccess } from '../../../lib/toast'
import { ExperienceHoursCard } from './ExperienceHoursCard'
import { viewport } from '../../../../test/viewport'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const row = (overrides: Partial<ExperienceRow> = {}): ExperienceRow => ({
  id: 11,
  serviceType: 'Financial Counseling',
  organization: 'Credit Union',
  hours: 120.5,
  startDate: '2025-01-06',
  endDate: '2025-06-30',
  approved: null,
  status: 'Pending',
  ...overrides,
})

const listOf = (data: ExperienceRow[]): ExperienceList => ({
  registration: {
    id: 41,
    certification: 'AFC®',
    militarySpouse: false,
    enrolledOn: '2026-01-05',
    deadline: '2029-01-05',
    earliestStart: '2019-01-05',
    lookbackYears: 7,
    requiredHours: 1000,
    approvedHours: 300,
    loggedHours: 720.5,
    canAdd: true,
    cannotAddReason: null,
    cannotAddAction: null,
  },
  serviceTypes: [],
  data,
})

const validation = (id: number, supervisorEmail: string) => ({
  id,
  supervisorEmail,
  start: '2025-01-06',
  end: '2025-06-30',
  hours: 120.5,
  description: null,
  comments: null,
  signature: null,
  signedAt: null,
  expiresAt: '2026-05-01T12:00:00.000Z',
  experienceIds: [11],
  createdAt: '2026-04-01T12:00:00.000Z',
  updatedAt: '2026-04-01T12:00:00.000Z',
})

let listed: ExperienceList
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  listed = listOf([
    row(),
    row({ id: 12, serviceType: 'Education', organization: 'Library', hours: 300, approved: true, status: 'Approved' }),
    row({ id: 13, organization: 'Food Bank', hours: 300, status: 'More Information Requested' }),
  ])
  answer = () => json({ validations: [validation(1, 'sam@example.org'), validation(2, 'lee@example.org')] })
  calls = stubFetch((call) => {
    if (call.method === 'GET' && call.url === '/api/registration/41/experiences') return json(listed)
    if (call.method === 'GET') return json({ validations: [] })
    return answer(call)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  viewport(1024, 768)
})

const posts = () => calls.filter((call) => call.method === 'POST')

async function renderCard() {
  const rendered = renderInApp(
    <MemoryRouter>
      <ExperienceHoursCard registrationId={41} />
    </MemoryRouter>,
  )
  await screen.findByRole('table', { name: 'Experience entries' })
  return rendered
}

describe('ExperienceHoursCard', () => {
  it('lists the entries with the totals, each linking to its review', async () => {
    await renderCard()
    const card = screen.getByRole('region', { name: 'Experience Hours' })
    expect(within(card).getByText('300 approved and 720.5 logged of 1000 required hours.')).toBeTruthy()
    const table = within(card).getByRole('table', { name: 'Experience entries' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select', 'Service type', 'Organization', 'Dates', 'Hours', 'Status', 'Actions'])
    const [first] = within(table).getAllByRole('row').slice(1)
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Financial Counseling', 'Credit Union', '01/06/2025 to 06/30/2025', '120.5', 'Pending'])
    const review = within(table).getByRole('link', {
      name: 'Review Financial Counseling at Credit Union, 01/06/2025 to 06/30/2025',
    })
    expect(review.getAttribute('href')).toBe('/admin/experiences/11')
    // The status is a badge, as on the staff lists (issue 25, item 18).
    expect(
      within(within(table).getByRole('cell', { name: 'More Information Requested' })).getByText(
        'More Information Requested',
        { selector: '.mantine-Badge-label' },
      ),
    ).toBeTruthy()
  })

  it('on a phone shows each entry as an item, its values labelled, its box and review link in it', async () => {
    viewport(390, 844)
    renderInApp(
      <MemoryRouter>
        <ExperienceHoursCard registrationId={41} />
      </MemoryRouter>,
    )
    const list = await screen.findByRole('list', { name: 'Experience entries' })
    expect(screen.queryByRole('table')).toBeNull()
    const [first] = within(list).getAllByRole('listitem') as HTMLElement[]
    if (!first) throw new Error('no entry')
    expect(
      [...first.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Organization: Credit Union', 'Dates: 01/06/2025 to 06/30/2025', 'Hours: 120.5', 'Status: Pending'])
    expect(
      within(first).getByRole('checkbox', {
        name: 'Select Financial Counseling at Credit Union, 01/06/2025 to 06/30/2025',
      }),
    ).toBeTruthy()
    expect(
      within(first)
        .getByRole('link', { name: 'Review Financial Counseling at Credit Union, 01/06/2025 to 06/30/2025' })
        .getAttribute('href'),
    ).toBe('/admin/experiences/11')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all experiences' }))
    expect(
      within(list)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true)
  })

  it('sends validations for the entries chosen and says how many supervisors were asked', async () => {
    await renderCard()
    const send = screen.getByRole('button', { name: 'Send Validations' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    expect(send.getAttribute('aria-describedby')).toBe(
      screen.getByText('Choose the entries whose supervisors should confirm them.').id,
    )
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select Financial Counseling at Credit Union, 01/06/2025 to 06/30/2025' }),
    )
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select Financial Counseling at Food Bank, 01/06/2025 to 06/30/2025' }),
    )
    expect(send.disabled).toBe(false)
    await userEvent.click(send)

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Validations sent to 2 supervisors'))
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/admin/experience/validation', body: { experiences: [11, 13] } },
    ])
    // The choice is cleared once sent.
    await waitFor(() => expect(send.disabled).toBe(true))
  })

  it('chooses every entry at once', async () => {
    answer = () => json({ validations: [validation(1, 'sam@example.org')] })
    await renderCard()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all experiences' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send Validations' }))
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Validation sent to 1 supervisor'))
    expect(posts()[0]?.body).toEqual({ experiences: [11, 12, 13] })
  })

  it('says a generic error when sending fails, and keeps the choice', async () => {
    answer = () => new Response('oops', { status: 500 })
    await renderCard()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all experiences' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send Validations' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Something went wrong. Please try again.'))
    expect(toastSuccess).not.toHaveBeenCalled()
    expect((screen.getByRole('checkbox', { name: 'Select all experiences' }) as HTMLInputElement).checked).toBe(true)
  })

  it('says when nothing is logged yet', async () => {
    listed = listOf([])
    renderInApp(
      <MemoryRouter>
        <ExperienceHoursCard registrationId={41} />
      </MemoryRouter>,
    )
    expect(await screen.findByText(ExperienceMessages.empty)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send Validations' })).toBeNull()
  })
})
