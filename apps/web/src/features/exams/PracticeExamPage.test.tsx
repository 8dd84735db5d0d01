import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PracticeExamOverview, PracticeExamSurvey } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { toastError, toastSuccess } from '../../lib/toast'
import { PracticeExamPage } from './PracticeExamPage'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

type Exam = PracticeExamOverview['exams'][number]

const exam = (number: number, overrides: Partial<Exam> = {}): Exam => ({
  number,
  state: 'untaken',
  hasTakenPreSurvey: false,
  hasTakenPostSurvey: false,
  completedAt: null,
  ...overrides,
})

function overviewOf(overrides: Partial<PracticeExamOverview> = {}): PracticeExamOverview {
  return {
    registrationId: 41,
    practiceExam: {
      id: 5,
      name: 'AFC® Practice Exam',
      description: 'Two timed practice exams.',
      priceCents: 9900,
      takeText: 'Set aside 90 minutes.',
      takeButtonText: 'Take',
      accessResultsText: 'Your score report shows how you did.',
      accessResultsButtonText: 'Access Results',
      surveyText: 'Tell us about your preparation.',
      surveyButtonText: null,
      purchasePopupText: 'The bundle will be added to your cart.',
      purchasePopupButtonText: 'Add to Cart',
    },
    state: 'purchased',
    canPurchase: false,
    purchaseNote: null,
    exams: [exam(1), exam(2)],
    ...overrides,
  }
}

const preSurvey: PracticeExamSurvey = {
  surveyType: 'pre',
  text: null,
  buttonText: null,
  questions: [
    { id: 11, question: 'How many hours have you studied?', options: ['Fewer than 20', '20 to 50'] },
    { id: 12, question: 'How confident do you feel?', options: ['Not at all', 'Very'] },
  ],
}
const postSurvey: PracticeExamSurvey = {
  surveyType: 'post',
  text: 'A last word before your results.',
  buttonText: 'See my results',
  questions: [{ id: 21, question: 'Did the exam match your studies?', options: ['No', 'Yes'] }],
}

/** The API: the overview from `shown`, every other call answered by `answer`; each call is recorded. */
let shown: PracticeExamOverview
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  shown = overviewOf()
  answer = () => json({ message: 'Not expected', code: 'internal_error' }, 500)
  calls = stubFetch((call) =>
    call.method === 'GET' && call.url === '/api/practice-exam?registrationId=41' ? json(shown) : answer(call),
  )
})
afterEach(() => vi.unstubAllGlobals())

const changes = () => calls.filter((call) => call.method !== 'GET')

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderPage(path = '/registration/41/practice-exam') {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/registration/:registrationId/practice-exam" element={<PracticeExamPage />} />
        <Route path="/registration/:registrationId/practice-exam/:practiceExamId" element={<PracticeExamPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

const examSection = (number: number) => screen.findByRole('region', { name: `Exam #${number}` })

/** The message shown under a radio group (Mantine links it with aria-describedby). */
function errorUnder(group: HTMLElement): string | undefined {
  const ids = (group.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

describe('PracticeExamPage: buying', () => {
  it('offers Purchase with the price, asks first, puts the bundle in the cart and opens the cart', async () => {
    shown = overviewOf({
      state: 'not_purchased',
      canPurchase: true,
      exams: [exam(1, { state: 'locked' }), exam(2, { state: 'locked' })],
    })
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/registration/41/practice-exam'
        ? json(overviewOf({ ...shown, state: 'in_cart', canPurchase: false }))
        : json({ message: 'Not expected', code: 'internal_error' }, 500)
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Exams' })).toBeTruthy()
    const bundle = await screen.findByRole('region', { name: 'AFC® Practice Exam' })
    expect(within(bundle).getByText('Two timed practice exams.')).toBeTruthy()
    expect(within(bundle).getByText('Price: $99.00')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Exam #1' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull()

    await userEvent.click(within(bundle).getByRole('button', { name: 'Purchase' }))
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Practice Exams' })
    expect(within(dialog).getByText('The bundle will be added to your cart.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))

    expect((await screen.findByTestId('where')).textContent).toBe('/cart')
    expect(changes()).toEqual([{ method: 'POST', url: '/api/registration/41/practice-exam', body: undefined }])
    expect(toastSuccess).toHaveBeenCalledWith('Practice exams added to your cart')
  })

  it("says 'Could not add practice exam to cart' when the cart refuses, and the reason in the dialog", async () => {
    shown = overviewOf({
      state: 'not_purchased',
      canPurchase: true,
      exams: [exam(1, { state: 'locked' }), exam(2, { state: 'locked' })],
    })
    answer = () => json({ message: 'You already have the practice exams.', code: 'conflict' }, 409)
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase' }))
    const dialog = await screen.findByRole('dialog', { name: 'Purchase Practice Exams' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    expect(await within(dialog).findByText('You already have the practice exams.')).toBeTruthy()
    expect(toastError).toHaveBeenCalledWith('Could not add practice exam to cart')
    expect(screen.queryByTestId('where')).toBeNull()
  })

  it('offers no Purchase where the server says the bundle is not for sale, and says why', async () => {
    shown = overviewOf({
      state: 'not_purchased',
      canPurchase: false,
      purchaseNote: 'Your registration has expired: practice exams can no longer be bought on it.',
      exams: [exam(1, { state: 'locked' }), exam(2, { state: 'locked' })],
    })
    renderPage()
    expect(
      await screen.findByText('Your registration has expired: practice exams can no longer be bought on it.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull()
    expect(screen.queryByText('Price: $99.00')).toBeNull()
  })

  it("shows 'View in Cart' while the bundle is in the cart", async () => {
    shown = overviewOf({ state: 'in_cart', exams: [exam(1, { state: 'locked' }), exam(2, { state: 'locked' })] })
    renderPage()
    const link = await screen.findByRole('link', { name: 'View in Cart' })
    expect(link.getAttribute('href')).toBe('/cart')
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Exam #1' })).toBeNull()
  })

  it('says so when the certification offers no practice exam', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json({ message: 'Practice exams are not offered for this certification.', code: 'conflict' }, 409),
      ),
    )
    renderPage()
    expect(await screen.findByText('Practice exams are not offered for this certification.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('PracticeExamPage: the exams', () => {
  it('shows Take for an untaken exam and Access Results for a taken one', async () => {
    shown = overviewOf({
      exams: [
        exam(1, { state: 'taken', hasTakenPreSurvey: true, completedAt: '2026-03-02T15:00:00.000Z' }),
        exam(2, { hasTakenPreSurvey: true }),
      ],
    })
    renderPage()
    const first = await examSection(1)
    expect(within(first).getByText('Completed 03/02/2026')).toBeTruthy()
    expect(within(first).getByText('Your score report shows how you did.')).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Access Results' })).toBeTruthy()
    expect(within(first).queryByRole('button', { name: 'Take' })).toBeNull()
    const second = await examSection(2)
    expect(within(second).getByText('Set aside 90 minutes.')).toBeTruthy()
    expect(within(second).getByText('In progress')).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Take' })).toBeTruthy()
  })

  it('takes the pre-exam survey first: every question answered, then the exam', async () => {
    let surveyAnswer: Response | null = null
    answer = (call) => {
      if (call.url === '/api/registration/41/practice-exam/5') return json({ next: 'survey', survey: preSurvey })
      if (call.url === '/api/registration/41/practice-exam/5/survey' && surveyAnswer) return surveyAnswer
      return json({ message: 'Not expected', code: 'internal_error' }, 500)
    }
    renderPage()
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Take' }))
    const dialog = await screen.findByRole('dialog', { name: 'Before You Start' })
    expect(changes()).toEqual([
      { method: 'POST', url: '/api/registration/41/practice-exam/5', body: { examNumber: 1 } },
    ])
    expect(within(dialog).getByText('Tell us about your preparation.')).toBeTruthy()
    const hours = within(dialog).getByRole('radiogroup', { name: 'How many hours have you studied?' })
    const confidence = within(dialog).getByRole('radiogroup', { name: 'How confident do you feel?' })

    // Nothing answered: each question says so, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorUnder(hours)).toBe('Please answer this question.'))
    expect(errorUnder(confidence)).toBe('Please answer this question.')
    expect(changes()).toHaveLength(1)

    // The server's refusal lands on its question.
    await userEvent.click(within(hours).getByRole('radio', { name: '20 to 50' }))
    await userEvent.click(within(confidence).getByRole('radio', { name: 'Very' }))
    surveyAnswer = json(
      {
        message: 'Please correct the highlighted fields.',
        code: 'validation_failed',
        errors: { 'responses.12': ['Please answer this question.'] },
      },
      422,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorUnder(confidence)).toBe('Please answer this question.'))
    expect(errorUnder(hours)).toBeUndefined()
    expect(changes().at(-1)).toEqual({
      method: 'POST',
      url: '/api/registration/41/practice-exam/5/survey',
      body: {
        examNumber: 1,
        surveyType: 'pre',
        responses: [
          { questionId: 11, answer: '20 to 50' },
          { questionId: 12, answer: 'Very' },
        ],
      },
    })

    // Accepted: on to the exam provider.
    surveyAnswer = json({ redirect_url: `${window.location.origin}/practice-exam-delivery/7-abcdefghijklmnopqrstuv` })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/practice-exam-delivery/7-abcdefghijklmnopqrstuv')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("says the server's reason, or 'There was a problem', when the survey is not recorded", async () => {
    let surveyAnswer = json({ message: 'This exam was taken; its results are ready.', code: 'conflict' }, 409)
    answer = (call) =>
      call.url.endsWith('/survey') ? surveyAnswer : json({ next: 'survey', survey: { ...preSurvey, questions: [] } })
    renderPage()
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Take' }))
    const dialog = await screen.findByRole('dialog', { name: 'Before You Start' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This exam was taken; its results are ready.',
    )
    surveyAnswer = new Response('oops', { status: 500 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('There was a problem'))
  })

  it('goes straight to the exam once the pre-exam survey was answered', async () => {
    answer = () => json({ next: 'exam', redirect_url: '/practice-exam-delivery/7-abcdefghijklmnopqrstuv' })
    renderPage()
    await userEvent.click(within(await examSection(2)).getByRole('button', { name: 'Take' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/practice-exam-delivery/7-abcdefghijklmnopqrstuv')
    expect(changes()).toEqual([
      { method: 'POST', url: '/api/registration/41/practice-exam/5', body: { examNumber: 2 } },
    ])
  })

  it("says the server's reason, or 'There was a problem', when an exam does not start", async () => {
    answer = () => json({ message: 'Purchase the practice exams to take them.', code: 'conflict' }, 409)
    renderPage()
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Take' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Purchase the practice exams to take them.'))
    answer = () => new Response('oops', { status: 500 })
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Take' }))
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('There was a problem'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks the post-exam survey before the results, then opens them', async () => {
    shown = overviewOf({ exams: [exam(1, { state: 'taken', hasTakenPreSurvey: true }), exam(2)] })
    answer = (call) => {
      if (call.url === '/api/registration/41/practice-exam/5/has-taken-post-survey/1') {
        return json({ taken: false, survey: postSurvey })
      }
      if (call.url === '/api/registration/41/practice-exam/5/survey') {
        return json({ redirect_url: '/registration/41/practice-exam/5/result/1' })
      }
      return json({ message: 'Not expected', code: 'internal_error' }, 500)
    }
    renderPage()
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Access Results' }))
    const dialog = await screen.findByRole('dialog', { name: 'Before Your Results' })
    expect(within(dialog).getByText('A last word before your results.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'See my results' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/registration/41/practice-exam/5/result/1')
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/registration/41/practice-exam/5/survey',
        body: { examNumber: 1, surveyType: 'post', responses: [{ questionId: 21, answer: 'Yes' }] },
      },
    ])
  })

  it('opens the results at once when the post-exam survey was answered', async () => {
    shown = overviewOf({
      exams: [exam(1, { state: 'taken', hasTakenPreSurvey: true, hasTakenPostSurvey: true }), exam(2)],
    })
    answer = () => json({ taken: true, survey: postSurvey })
    renderPage()
    await userEvent.click(within(await examSection(1)).getByRole('button', { name: 'Access Results' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/registration/41/practice-exam/5/result/1')
    expect(changes()).toEqual([])
  })

  it('opens the post-exam survey on the return from the exam provider (?exam=N)', async () => {
    shown = overviewOf({ exams: [exam(1), exam(2, { state: 'taken', hasTakenPreSurvey: true })] })
    answer = (call) =>
      call.url === '/api/registration/41/practice-exam/5/has-taken-post-survey/2'
        ? json({ taken: false, survey: postSurvey })
        : json({ message: 'Not expected', code: 'internal_error' }, 500)
    renderPage('/registration/41/practice-exam/5?exam=2')
    const dialog = await screen.findByRole('dialog', { name: 'Before Your Results' })
    expect(within(dialog).getByText('Exam #2')).toBeTruthy()
    expect(within(dialog).getByRole('radiogroup', { name: 'Did the exam match your studies?' })).toBeTruthy()
  })

  it('opens no survey on the return when the exam has no results yet', async () => {
    renderPage('/registration/41/practice-exam/5?exam=1')
    await examSection(1)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
