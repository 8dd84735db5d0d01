import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PracticeExamResult } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { PracticeExamResultPage } from './PracticeExamResultPage'
import { viewport } from '../../../test/viewport'

const result: PracticeExamResult = {
  examNumber: 1,
  practiceExamName: 'AFC® Practice Exam',
  completedAt: '2026-03-02T15:00:00.000Z',
  competencies: [
    { name: 'Financial Counseling Process', correct: 6, received: 9, percent: 67, poolPercent: 78 },
    { name: 'Credit and Debt', correct: 8, received: 8, percent: 100, poolPercent: 75 },
  ],
  correct: 14,
  received: 17,
  poolPercent: 76,
  poolCandidates: 12,
}

function serve(status: number, body: unknown) {
  const paths: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      paths.push(String(input))
      return new Response(JSON.stringify(body), { status })
    }),
  )
  return paths
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderPage(path = '/registration/41/practice-exam/5/result/1') {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber"
          element={<PracticeExamResultPage />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  viewport(1024, 768)
})

const cellsOf = (row: HTMLElement) =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent)

describe('PracticeExamResultPage', () => {
  it('shows the score per competency beside all candidates, with the totals, and prints', async () => {
    const paths = serve(200, result)
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderPage()

    const report = await screen.findByRole('article', { name: 'Score Report' })
    expect(paths).toEqual(['/api/registration/41/practice-exam/5/result/1'])
    expect(within(report).getByText('AFC® Practice Exam, Exam #1')).toBeTruthy()
    expect(within(report).getByText('Completed 03/02/2026')).toBeTruthy()
    const table = within(report).getByRole('table', { name: 'Competency scores' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Competency', 'Your correct answers', 'Your score', 'All candidates'])
    const [, first, second, total] = within(table).getAllByRole('row')
    expect(cellsOf(first as HTMLElement)).toEqual(['Financial Counseling Process', '6 of 9', '67%', '78%'])
    expect(cellsOf(second as HTMLElement)).toEqual(['Credit and Debt', '8 of 8', '100%', '75%'])
    expect(cellsOf(total as HTMLElement)).toEqual(['Total', '14 of 17', '82%', '76%'])
    const bar = within(table).getByRole('progressbar', { name: 'Financial Counseling Process: 67%' })
    expect(bar.getAttribute('aria-valuenow')).toBe('67')
    expect(within(table).getByRole('progressbar', { name: 'Total: 82%' })).toBeTruthy()
    // The bar under All candidates is everyone's share, not the candidate's own score.
    const pool = within(table).getByRole('progressbar', { name: 'Financial Counseling Process, all candidates: 78%' })
    expect(pool.getAttribute('aria-valuenow')).toBe('78')
    expect(within(table).getByRole('progressbar', { name: 'Total, all candidates: 76%' })).toBeTruthy()
    expect(within(report).getByText('All candidates: 12 candidates who took this exam, you included.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: '← Practice Exams' }).getAttribute('href')).toBe(
      '/registration/41/practice-exam/5',
    )
  })

  it('on a phone shows each competency as an item with its values labelled, the total last: nothing scrolls sideways', async () => {
    serve(200, result)
    viewport(390, 844)
    renderPage()
    const list = await screen.findByRole('list', { name: 'Competency scores' })
    expect(screen.queryByRole('table')).toBeNull()
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Financial Counseling Process',
      'Credit and Debt',
      'Total',
    ])
    const [first, , total] = items as [HTMLElement, HTMLElement, HTMLElement]
    const pairs = (item: HTMLElement) =>
      [...item.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(pairs(first)).toEqual(['Your correct answers: 6 of 9', 'Your score: 67%', 'All candidates: 78%'])
    const [own, everyone] = [...first.querySelectorAll('dd')].slice(1) as [HTMLElement, HTMLElement]
    expect(within(own).getByRole('progressbar', { name: 'Financial Counseling Process: 67%' })).toBeTruthy()
    expect(
      within(everyone).getByRole('progressbar', { name: 'Financial Counseling Process, all candidates: 78%' }),
    ).toBeTruthy()
    expect(pairs(total)).toEqual(['Your correct answers: 14 of 17', 'Your score: 82%', 'All candidates: 76%'])
    expect(within(total).getByRole('progressbar', { name: 'Total: 82%' })).toBeTruthy()
  })

  it('says there is no share of all candidates before another candidate took the exam, and draws no bar for it', async () => {
    serve(200, {
      ...result,
      competencies: result.competencies.map((competency) => ({ ...competency, poolPercent: null })),
      poolPercent: null,
      poolCandidates: 0,
    })
    renderPage()
    const report = await screen.findByRole('article', { name: 'Score Report' })
    expect(within(report).getByText('No other candidate has taken this exam yet')).toBeTruthy()
    const table = within(report).getByRole('table', { name: 'Competency scores' })
    const [, first] = within(table).getAllByRole('row')
    expect(cellsOf(first as HTMLElement)).toEqual(['Financial Counseling Process', '6 of 9', '67%', '—'])
    expect(within(table).queryAllByRole('progressbar', { name: /all candidates/ })).toEqual([])
  })

  it('opens the practice exams page (and its survey) before the results are open', async () => {
    serve(409, { message: 'Please answer the survey first.', code: 'conflict' })
    renderPage('/registration/41/practice-exam/5/result/2')
    expect((await screen.findByTestId('where')).textContent).toBe('/registration/41/practice-exam/5?exam=2')
  })

  it('does not ask the server about an exam number that does not exist', async () => {
    const paths = serve(200, result)
    renderPage('/registration/41/practice-exam/5/result/3')
    expect(await screen.findByText('There is no score report at this address.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Score Report' })).toBeTruthy()
    expect(paths).toEqual([])
  })
})
