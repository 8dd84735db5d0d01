import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PracticeExamOverview } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { toastError, toastSuccess } from '../../../lib/toast'
import { PracticeExamsCard } from './PracticeExamsCard'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

type Exam = PracticeExamOverview['exams'][number]
const exam = (number: number, overrides: Partial<Exam> = {}): Exam => ({
  number,
  state: 'untaken',
  hasTakenPreSurvey: false,
  hasTakenPostSurvey: false,
  completedAt: null,
  ...overrides,
})

const overviewOf = (exams: Exam[]): PracticeExamOverview => ({
  registrationId: 41,
  practiceExam: {
    id: 5,
    name: 'AFC® Practice Exam',
    description: null,
    priceCents: 9900,
    takeText: null,
    takeButtonText: null,
    accessResultsText: null,
    accessResultsButtonText: null,
    surveyText: null,
    surveyButtonText: null,
    purchasePopupText: null,
    purchasePopupButtonText: null,
  },
  state: 'purchased',
  canPurchase: false,
  purchaseNote: null,
  exams,
})

interface Call {
  method: string
  url: string
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
let shown: Response
let answer: () => Response
const calls: Call[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  calls.length = 0
  shown = json(
    overviewOf([
      exam(1, { state: 'taken', hasTakenPreSurvey: true, hasTakenPostSurvey: true, completedAt: '2026-03-02' }),
      exam(2),
    ]),
  )
  answer = () => json(overviewOf([exam(1), exam(2)]))
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = { method: init?.method ?? 'GET', url: String(input) }
      calls.push(call)
      if (call.method === 'GET' && call.url === '/api/practice-exam?registrationId=41') return shown.clone()
      return answer()
    }),
  )
  document.cookie = 'XSRF-TOKEN=test'
})
afterEach(() => vi.unstubAllGlobals())

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      ...within(row)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ])

describe('PracticeExamsCard', () => {
  it('lists both exams and resets a taken one after asking', async () => {
    renderInApp(<PracticeExamsCard registrationId={41} />)
    const card = await screen.findByRole('region', { name: 'Practice Exams' })
    const table = within(card).getByRole('table', { name: 'Practice exam attempts' })
    expect(rowsOf(table)).toEqual([
      ['Exam #1', 'Completed 03/02/2026', 'Yes', 'Yes'],
      ['Exam #2', 'Not taken', 'No', 'No'],
    ])
    expect(within(card).getByText('Purchased')).toBeTruthy()
    expect(within(table).queryByRole('button', { name: 'Reset Exam #2' })).toBeNull()

    await userEvent.click(within(table).getByRole('button', { name: 'Reset Exam #1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset Exam' })
    expect(
      within(dialog).getByText('Are you sure you want to reset this exam? The candidate can take it again.'),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }))

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Successfully reset exam'))
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PATCH', url: '/api/registration/41/practice-exam/5/exam-number/1' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(rowsOf(table)[0]).toEqual(['Exam #1', 'Not taken', 'No', 'No'])
    expect(within(table).queryByRole('button', { name: 'Reset Exam #1' })).toBeNull()
  })

  it("offers Reset for a started exam, and says 'Could not reset exam' when the reset fails", async () => {
    shown = json(overviewOf([exam(1), exam(2, { hasTakenPreSurvey: true })]))
    answer = () => new Response('oops', { status: 500 })
    renderInApp(<PracticeExamsCard registrationId={41} />)
    const table = await screen.findByRole('table', { name: 'Practice exam attempts' })
    expect(rowsOf(table)[1]).toEqual(['Exam #2', 'In progress', 'Yes', 'No'])
    await userEvent.click(within(table).getByRole('button', { name: 'Reset Exam #2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset Exam' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Could not reset exam'))
    expect(toastSuccess).not.toHaveBeenCalled()
  })

  it('shows nothing when the certification offers no practice exam', async () => {
    shown = json({ message: 'Practice exams are not offered for this certification.', code: 'conflict' }, 409)
    renderInApp(<PracticeExamsCard registrationId={41} />)
    await waitFor(() => expect(calls).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Practice Exams' })).toBeNull()
  })
})
