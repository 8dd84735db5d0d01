import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CandidateMessages, type AdminExamAttempts, type ExamAttemptView } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { toastError, toastSuccess } from '../../../lib/toast'
import { ExamAttemptsCard } from './ExamAttemptsCard'
import { examAttempt } from '../../../../test/exam-attempt'

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const attempt = examAttempt

const EXAMS = [{ id: 8, name: 'AFC® Certification Exam' }]

const attemptsOf = (attempts: ExamAttemptView[], overrides: Partial<AdminExamAttempts> = {}): AdminExamAttempts => ({
  attempts,
  canAdd: attempts.length < 5,
  exams: EXAMS,
  ...overrides,
})

const first = attempt()
const second = attempt({
  id: 2,
  result: null,
  resultLabel: null,
  score: null,
  takenOn: null,
  paidOn: null,
  isPaid: false,
  retake: true,
})
const twoAttempts = attemptsOf([first, second])

interface Call {
  method: string
  url: string
  body: unknown
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** The API: the list from `listed`, each change answered by `answer`; every call is recorded. */
let listed: AdminExamAttempts
let answer: (call: Call) => Response
const calls: Call[] = []
const fetchSpy = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  calls.length = 0
  listed = twoAttempts
  answer = () => json({ message: 'Not expected', code: 'internal_error' }, 500)
  fetchSpy.mockReset()
  fetchSpy.mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    calls.push(call)
    if (call.method === 'GET' && call.url === '/api/admin/registration/41/exams') return json(listed)
    return answer(call)
  })
  vi.stubGlobal('fetch', fetchSpy)
  document.cookie = 'XSRF-TOKEN=test'
})
afterEach(() => vi.unstubAllGlobals())

const changes = () => calls.filter((call) => call.method !== 'GET')

async function renderCard() {
  const rendered = renderInApp(<ExamAttemptsCard registrationId={41} />)
  await screen.findByRole('heading', { name: 'Exams' })
  return rendered
}

const attemptsTable = () => screen.findByRole('table', { name: 'Exam Attempts' })

describe('ExamAttemptsCard', () => {
  it('lists the attempts, oldest first: exam, result, score, the days taken and paid, retake', async () => {
    await renderCard()
    const table = await attemptsTable()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Attempt', 'Exam', 'Result', 'Score', 'Taken', 'Paid', 'Retake', 'Actions'])
    const [first, second] = within(table).getAllByRole('row').slice(1)
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent)
    expect(cells(first)).toEqual(['AFC® Certification Exam', 'Fail', '95', '03/02/2026', '02/01/2026', 'No'])
    expect(cells(second)).toEqual(['AFC® Certification Exam', '—', '—', '—', 'Unpaid', 'Yes'])
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Edit attempt 2' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Delete attempt 1' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Add exam attempt' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("says 'No exam attempts yet.' when there are none", async () => {
    listed = attemptsOf([])
    await renderCard()
    expect(await screen.findByText('No exam attempts yet.')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Exam Attempts' })).toBeNull()
  })

  it('disables adding at 5 attempts and says why', async () => {
    listed = attemptsOf(
      [1, 2, 3, 4, 5].map((id) => attempt({ id })),
      { canAdd: false },
    )
    await renderCard()
    const add = (await screen.findByRole('button', { name: 'Add exam attempt' })) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    const reason = screen.getByText(CandidateMessages.examAttemptsFull)
    expect(reason.textContent).toBe('A registration has at most 5 exam attempts.')
    expect(add.getAttribute('aria-describedby')).toBe(reason.id)
  })

  it('adds an attempt: posts the form and shows the new row', async () => {
    const added = attempt({ id: 3, result: 'P', resultLabel: 'Pass', score: 88, takenOn: '2026-04-06', paidOn: null })
    answer = () => json(attemptsOf([first, second, added]))
    await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: 'Add exam attempt' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Exam Attempt' })
    // One exam in the catalogue: nothing to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'Exam' })).toBeNull()
    await userEvent.type(within(dialog).getByLabelText('Score'), '88')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Result' }), 'Pass')
    fireEvent.change(within(dialog).getByLabelText('Taken on'), { target: { value: '2026-04-06' } })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Retake' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Scheduled by phone')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Exam Attempt' })).toBeNull())
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/registration/41/exam',
        body: {
          examId: 8,
          score: 88,
          result: 'P',
          takenAt: '2026-04-06',
          paidOn: null,
          retake: true,
          message: 'Scheduled by phone',
        },
      },
    ])
    const table = await attemptsTable()
    expect(within(table).getByRole('button', { name: 'Edit attempt 3' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: 'Pass' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: '04/06/2026' })).toBeTruthy()
    expect(toastSuccess).toHaveBeenCalledWith('Success')
  })

  it('offers the exam when the certification has more than one, the first chosen', async () => {
    listed = attemptsOf([], {
      exams: [
        { id: 8, name: 'AFC® Certification Exam' },
        { id: 9, name: 'AFC® Exam (Spanish)' },
      ],
    })
    answer = () => json(listed)
    await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: 'Add exam attempt' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Exam Attempt' })
    const exam = within(dialog).getByRole('combobox', { name: 'Exam' }) as HTMLSelectElement
    expect(exam.value).toBe('8')
    await userEvent.selectOptions(exam, 'AFC® Exam (Spanish)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(changes()).toHaveLength(1))
    expect(changes()[0]?.body).toMatchObject({ examId: 9, score: null, result: null, takenAt: null, retake: false })
  })

  it("puts the server's 422 on Score and says 'Could not add exam attempt'", async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: { score: ['Too big'] },
        },
        422,
      )
    await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: 'Add exam attempt' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Exam Attempt' })
    await userEvent.type(within(dialog).getByLabelText('Score'), '999')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))

    const error = await within(dialog).findByText('Too big')
    const score = within(dialog).getByLabelText('Score')
    expect(score.getAttribute('aria-invalid')).toBe('true')
    expect(score.getAttribute('aria-describedby')).toContain(error.id)
    expect(toastError).toHaveBeenCalledWith(CandidateMessages.addExamFailed)
    expect(CandidateMessages.addExamFailed).toBe('Could not add exam attempt')
    expect(screen.getByRole('dialog', { name: 'Add Exam Attempt' })).toBeTruthy()
  })

  it("keeps the server's reason in the dialog when adding is refused", async () => {
    answer = () => json({ message: CandidateMessages.examAttemptsFull, code: 'conflict' }, 409)
    await renderCard()
    await userEvent.click(await screen.findByRole('button', { name: 'Add exam attempt' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Exam Attempt' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByText(CandidateMessages.examAttemptsFull)).toBeTruthy()
    expect(toastError).toHaveBeenCalledWith(CandidateMessages.addExamFailed)
  })

  it("edits an attempt in 'Edit Exam Result', showing its values, and PATCHes it", async () => {
    answer = () => json(attemptsOf([attempt({ score: 121, result: 'P', resultLabel: 'Pass' }), second]))
    await renderCard()
    const table = await attemptsTable()
    await userEvent.click(within(table).getByRole('button', { name: 'Edit attempt 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam Result' })
    const score = within(dialog).getByLabelText('Score') as HTMLInputElement
    expect(score.value).toBe('95')
    expect((within(dialog).getByRole('combobox', { name: 'Result' }) as HTMLSelectElement).value).toBe('F')
    expect((within(dialog).getByLabelText('Taken on') as HTMLInputElement).value).toBe('2026-03-02')
    expect((within(dialog).getByLabelText('Paid on') as HTMLInputElement).value).toBe('2026-02-01')
    expect((within(dialog).getByRole('checkbox', { name: 'Retake' }) as HTMLInputElement).checked).toBe(false)

    await userEvent.clear(score)
    await userEvent.type(score, '121')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Result' }), 'Pass')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Exam Result' })).toBeNull())
    expect(changes()).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/registration/41/exam/1',
        body: {
          examId: 8,
          score: 121,
          result: 'P',
          takenAt: '2026-03-02',
          paidOn: '2026-02-01',
          retake: false,
          message: null,
        },
      },
    ])
    expect(within(await attemptsTable()).getByRole('cell', { name: '121' })).toBeTruthy()
    expect(toastSuccess).toHaveBeenCalledWith('Success')
    expect(toastError).not.toHaveBeenCalled()
  })

  it("puts the server's refusal of a cleared paid date on Paid on", async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: { paidOn: [CandidateMessages.paidOnKept] },
        },
        422,
      )
    await renderCard()
    await userEvent.click(within(await attemptsTable()).getByRole('button', { name: 'Edit attempt 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam Result' })
    fireEvent.change(within(dialog).getByLabelText('Paid on'), { target: { value: '' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(CandidateMessages.paidOnKept)).toBeTruthy()
    expect(changes()[0]?.body).toMatchObject({ paidOn: null })
    expect(within(dialog).getByLabelText('Paid on').getAttribute('aria-invalid')).toBe('true')
  })

  it('deletes an attempt after asking', async () => {
    answer = () => json(attemptsOf([first]))
    await renderCard()
    await userEvent.click(within(await attemptsTable()).getByRole('button', { name: 'Delete attempt 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Exam Attempt' })
    expect(within(dialog).getByText('Are you sure you want to delete this exam attempt?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Exam Attempt' })).toBeNull())
    expect(changes()).toEqual([{ method: 'DELETE', url: '/api/admin/registration/41/exam/2', body: undefined }])
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete attempt 2' })).toBeNull())
    expect(toastSuccess).toHaveBeenCalledWith('Success')
  })

  it("says the server's message in a red toast when the delete is refused", async () => {
    answer = () => json({ message: CandidateMessages.paidAttemptKept, code: 'conflict' }, 409)
    await renderCard()
    await userEvent.click(within(await attemptsTable()).getByRole('button', { name: 'Delete attempt 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Exam Attempt' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(CandidateMessages.paidAttemptKept))
    expect(toastSuccess).not.toHaveBeenCalled()
    expect(within(await attemptsTable()).getByRole('button', { name: 'Delete attempt 1' })).toBeTruthy()
  })
})
