import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ValidationMessages as V } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { renderInApp } from '../../../test/render'
import { TOKEN, verifierViewOf } from './test-fixtures'
import { VerificationPage } from './VerificationPage'

afterEach(() => vi.unstubAllGlobals())

function renderPage(token = TOKEN) {
  return renderInApp(
    <MemoryRouter initialEntries={[`/experience-verification/${token}`]}>
      <Routes>
        <Route path="/experience-verification/:token" element={<VerificationPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'Experience Verification' })

describe('VerificationPage', () => {
  it('shows what was sent and sends the confirmed or corrected dates, hours, comments and signature', async () => {
    const calls = stubFetch((call: FetchCall) =>
      call.method === 'POST' ? json(verifierViewOf({ state: 'used' })) : json(verifierViewOf()),
    )
    renderPage()
    expect(heading()).toBeTruthy()
    const entries = await screen.findByRole('region', { name: 'Experience to verify' })
    expect(within(entries).getByRole('heading', { name: 'Credit Union of Ohio' })).toBeTruthy()
    expect(within(entries).getByText('02/01/2025 – 03/01/2025')).toBeTruthy()
    expect(within(entries).getByText('One-on-one budgeting sessions.')).toBeTruthy()
    expect(screen.getByText(/Jane Doe listed you as the supervisor/)).toBeTruthy()

    // Prefilled from the view; the hours corrected.
    expect(screen.getByLabelText('Start Date')).toHaveProperty('value', '2025-02-01')
    expect(screen.getByLabelText('End Date')).toHaveProperty('value', '2025-03-01')
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '18.5' } })
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'Two sessions were cancelled.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }))
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await userEvent.type(screen.getByRole('textbox', { name: V.signatureLabel }), 'Sam Lee')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }))
    expect(await screen.findByText(V.thanks)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        url: `/api/experience-verification/${TOKEN}`,
        body: {
          start: '2025-02-01',
          end: '2025-03-01',
          hours: 18.5,
          comments: 'Two sessions were cancelled.',
          signature: 'Sam Lee',
        },
      }),
    ])
  })

  it('refuses an end before the start', async () => {
    const calls = stubFetch(() => json(verifierViewOf()))
    renderPage()
    fireEvent.change(await screen.findByLabelText('End Date'), { target: { value: '2025-01-01' } })
    await userEvent.type(screen.getByRole('textbox', { name: V.signatureLabel }), 'Sam Lee')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }))
    expect(await screen.findByText(V.endBeforeStart)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it.each([
    ['used', V.linkUsed],
    ['expired', V.linkExpired],
  ] as const)('says when the link is %s, with no form', async (state, message) => {
    stubFetch(() => json(verifierViewOf({ state })))
    renderPage()
    expect(await screen.findByText(message)).toBeTruthy()
    expect(heading()).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit Verification' })).toBeNull()
  })

  it("says the server's reason when the submit is refused (409): the link expired meanwhile", async () => {
    stubFetch((call: FetchCall) =>
      call.method === 'POST' ? json({ message: V.linkExpired, code: 'conflict' }, 409) : json(verifierViewOf()),
    )
    renderPage()
    await userEvent.type(await screen.findByRole('textbox', { name: V.signatureLabel }), 'Sam Lee')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Verification' }))
    expect(await screen.findByText(V.linkExpired)).toBeTruthy()
    expect(screen.queryByText(V.linkUsed)).toBeNull()
  })

  it('says an unknown link (404) is not valid', async () => {
    stubFetch(() => json({ message: 'Not found', code: 'not_found' }, 404))
    renderPage()
    expect(await screen.findByText(V.linkUnknown)).toBeTruthy()
  })

  it('says a malformed link is not valid without asking the server', async () => {
    const calls = stubFetch(() => json(verifierViewOf()))
    renderPage('1')
    expect(screen.getByText(V.linkUnknown)).toBeTruthy()
    await waitFor(() => expect(calls).toEqual([]))
  })
})
