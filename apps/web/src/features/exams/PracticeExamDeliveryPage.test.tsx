import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PracticeExamSession } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { PracticeExamDeliveryPage } from './PracticeExamDeliveryPage'

const SESSION = '7-abcdefghijklmnopqrstuv'

const session: PracticeExamSession = {
  examName: 'AFC® Practice Exam',
  examNumber: 2,
  questions: [
    { id: 1, pool: 'Credit', question: 'Net worth equals…', options: ['Assets minus liabilities', 'Income'] },
    { id: 2, pool: 'Savings', question: 'An emergency fund usually starts at…', options: ['Nothing', 'A few months'] },
  ],
}

interface Call {
  method: string
  url: string
  body: unknown
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
let answer: (call: Call) => Response
const calls: Call[] = []

beforeEach(() => {
  calls.length = 0
  answer = () => json({ redirect_url: '/registration/41/practice-exam/5?exam=2' })
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }
      calls.push(call)
      if (call.method === 'GET') return json(session)
      return answer(call)
    }),
  )
  document.cookie = 'XSRF-TOKEN=test'
})
afterEach(() => vi.unstubAllGlobals())

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderPage(sessionId = SESSION) {
  return renderInApp(
    <MemoryRouter initialEntries={[`/practice-exam-delivery/${sessionId}`]}>
      <Routes>
        <Route path="/practice-exam-delivery/:sessionId" element={<PracticeExamDeliveryPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

function errorUnder(group: HTMLElement): string | undefined {
  const ids = (group.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

describe('PracticeExamDeliveryPage', () => {
  it('asks every question, then sends the chosen options and returns to the portal', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Exam — Testing Partner' })).toBeTruthy()
    const exam = await screen.findByRole('form', { name: 'AFC® Practice Exam, Exam #2' })
    expect(calls.map((call) => call.url)).toEqual([`/api/practice-exam-delivery/${SESSION}`])
    const first = within(exam).getByRole('radiogroup', { name: '1. Net worth equals…' })
    const second = within(exam).getByRole('radiogroup', { name: '2. An emergency fund usually starts at…' })

    await userEvent.click(within(first).getByRole('radio', { name: 'Assets minus liabilities' }))
    await userEvent.click(within(exam).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorUnder(second)).toBe('Please answer this question.'))
    expect(errorUnder(first)).toBeUndefined()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await userEvent.click(within(second).getByRole('radio', { name: 'A few months' }))
    await userEvent.click(within(exam).getByRole('button', { name: 'Submit' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/registration/41/practice-exam/5?exam=2')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/practice-exam-delivery/${SESSION}`, body: { answers: { '1': 0, '2': 1 } } },
    ])
  })

  it("says 'There was a problem' when the answers are not recorded", async () => {
    answer = () => new Response('oops', { status: 500 })
    renderPage()
    const exam = await screen.findByRole('form', { name: 'AFC® Practice Exam, Exam #2' })
    await userEvent.click(within(exam).getByRole('radio', { name: 'Income' }))
    await userEvent.click(within(exam).getByRole('radio', { name: 'Nothing' }))
    await userEvent.click(within(exam).getByRole('button', { name: 'Submit' }))
    expect((await within(exam).findByRole('alert')).textContent).toContain('There was a problem')
    expect(screen.queryByTestId('where')).toBeNull()
  })

  it('says an unknown session was not found, without asking the server about a malformed one', async () => {
    renderPage('1')
    expect(await screen.findByText(/This exam session was not found/)).toBeTruthy()
    expect(calls).toEqual([])
  })
})
