import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ExtensionMessages as M, type ExtensionPage, type UserExtension } from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'
import { toastSuccess } from '../../lib/toast'
import { ExtensionRequestPage } from './ExtensionRequestPage'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const REQUEST_PATH = '/certifications-and-training/extensions/request'

const registrationProgram = {
  type: 'registration',
  registrationId: 41,
  userCertificationId: null,
  name: 'AFC® registration',
  date: '2026-05-15',
  extendedUntil: '2026-11-15',
} as const
const certificationProgram = {
  type: 'certification',
  registrationId: null,
  userCertificationId: 7,
  name: 'AFC® certification',
  date: '2026-06-30',
  extendedUntil: '2026-12-30',
} as const

const request = (overrides: Partial<UserExtension> = {}): UserExtension => ({
  id: 1,
  type: 'registration',
  typeLabel: 'Registration Extension',
  program: 'AFC® registration',
  completedHours: 250,
  state: 'under_review',
  createdAt: '2026-03-01T15:00:00.000Z',
  submittedAt: '2026-03-02T15:00:00.000Z',
  decidedAt: null,
  previousDeadline: '2026-05-15',
  extendedUntil: null,
  decisionMessage: null,
  ...overrides,
})

const pageOf = (overrides: Partial<ExtensionPage> = {}): ExtensionPage => ({
  programs: [registrationProgram, certificationProgram],
  feeCents: 20_000,
  months: 6,
  requests: [],
  ...overrides,
})

let shown: ExtensionPage
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  shown = pageOf()
  answer = () => json({ extension: request({ state: 'in_cart', submittedAt: null }) }, 200)
  calls = stubFetch((call) => (call.method === 'GET' && call.url === '/api/extension' ? json(shown) : answer(call)))
})
afterEach(() => vi.unstubAllGlobals())

const posts = () => calls.filter((call) => call.method === 'POST')

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={[REQUEST_PATH]}>
      <Routes>
        <Route path={REQUEST_PATH} element={<ExtensionRequestPage />} />
        <Route path="/cart" element={<p>The cart</p>} />
        <Route path="/certifications-and-training" element={<p>The certification dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .find((text) => text !== '')
}

const programSelect = () => screen.getByRole('combobox', { name: M.program }) as HTMLSelectElement
const hoursInput = () => screen.getByLabelText(M.completedHours)
const signatureInput = () => screen.getByRole('textbox', { name: M.signature })

describe('ExtensionRequestPage: the form', () => {
  it('says what an extension is and offers each program with its date and what approval gives', async () => {
    renderPage()
    expect(await screen.findByText(M.intro)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'File an extension' })).toBeTruthy()
    const options = within(programSelect())
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual([
      'Choose a program',
      'AFC® registration (deadline 05/15/2026): until 11/15/2026',
      'AFC® certification (CEU lapse date 06/30/2026): until 12/30/2026',
    ])
    expect(screen.getByText('Fee: $200.00, charged only when AFCPE approves the request.')).toBeTruthy()
    expect((hoursInput() as HTMLInputElement).step).toBe('0.01')
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy()
  })

  it('refuses an empty form with the contract’s messages on each field, and sends nothing', async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(errorUnder(programSelect())).toBe('Choose a program'))
    expect(errorUnder(hoursInput())).toBe('Required')
    expect(errorUnder(signatureInput())).toBe('Required')
    expect(programSelect().getAttribute('aria-invalid')).toBe('true')
    expect(posts()).toEqual([])
  })

  it('puts the certification’s request in the cart, refreshes the cart and the dashboards, and goes to the cart', async () => {
    const { queryClient } = renderPage()
    for (const key of [CART_KEY, DASHBOARD_KEY, CERTIFICATION_DASHBOARD_KEY]) queryClient.setQueryData(key, {})
    await screen.findByRole('combobox', { name: M.program })
    await userEvent.selectOptions(programSelect(), 'AFC® certification (CEU lapse date 06/30/2026): until 12/30/2026')
    expect(screen.getByText('Approval moves the CEU lapse date from 06/30/2026 to 12/30/2026.')).toBeTruthy()
    await userEvent.type(hoursInput(), '250.5')
    await userEvent.type(signatureInput(), 'Jane Candidate')
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))

    expect(await screen.findByText('The cart')).toBeTruthy()
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/extension',
        body: { registrationId: null, userCertificationId: 7, completedHours: 250.5, signature: 'Jane Candidate' },
      },
    ])
    expect(toastSuccess).toHaveBeenCalledWith('Your extension request is in your cart.')
    for (const key of [CART_KEY, DASHBOARD_KEY, CERTIFICATION_DASHBOARD_KEY]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
    }
  })

  it('chooses the only program, and sends its registration', async () => {
    shown = pageOf({ programs: [registrationProgram] })
    renderPage()
    await screen.findByRole('combobox', { name: M.program })
    expect(programSelect().value).toBe('registration:41')
    await userEvent.type(hoursInput(), '12')
    await userEvent.type(signatureInput(), 'Jane Candidate')
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await screen.findByText('The cart')
    expect(posts()[0]?.body).toEqual({
      registrationId: 41,
      userCertificationId: null,
      completedHours: 12,
      signature: 'Jane Candidate',
    })
  })

  it('puts the server’s 422 on program, completed hours and signature, and stays on the page', async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: {
            program: [M.alreadyRequested],
            completedHours: ['Enter at most 100000 hours'],
            signature: ['Use at most 200 characters'],
          },
        },
        422,
      )
    renderPage()
    await screen.findByRole('combobox', { name: M.program })
    await userEvent.selectOptions(programSelect(), 'AFC® registration (deadline 05/15/2026): until 11/15/2026')
    await userEvent.type(hoursInput(), '10')
    await userEvent.type(signatureInput(), 'Jane Candidate')
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))

    await waitFor(() => expect(errorUnder(programSelect())).toBe(M.alreadyRequested))
    expect(errorUnder(hoursInput())).toBe('Enter at most 100000 hours')
    expect(errorUnder(signatureInput())).toBe('Use at most 200 characters')
    expect(signatureInput().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('The cart')).toBeNull()
    expect(toastSuccess).not.toHaveBeenCalled()
  })
})

describe('ExtensionRequestPage: nothing to extend, and the requests made', () => {
  it('says no program can be extended, with a way back, and shows no form', async () => {
    shown = pageOf({ programs: [] })
    renderPage()
    expect(await screen.findByText(M.noneAvailable)).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: M.program })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Back to your certification' }))
    expect(await screen.findByText('The certification dashboard')).toBeTruthy()
  })

  it('lists the requests: in the cart with a link to it, under review, approved with the new date, rejected', async () => {
    shown = pageOf({
      programs: [],
      requests: [
        request({ id: 1, state: 'in_cart', submittedAt: null }),
        request({
          id: 2,
          type: 'certification',
          typeLabel: 'Certification Extension',
          program: 'AFC® certification',
          state: 'approved',
          extendedUntil: '2026-12-30',
        }),
        request({ id: 3, state: 'under_review' }),
        request({ id: 4, state: 'rejected' }),
        request({ id: 5, state: 'rejected', decisionMessage: 'Your deadline passed more than 6 months ago.' }),
      ],
    })
    renderPage()
    const section = await screen.findByRole('region', { name: 'Your Extension Requests' })
    // The table (from the sm breakpoint) and the phone list are both in the DOM under jsdom.
    const table = within(section).getByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    const texts = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    expect(texts).toEqual([
      ['Registration Extension', 'AFC® registration', 'Not submitted yet', 'In cartView in Cart'],
      ['Certification Extension', 'AFC® certification', '03/02/2026', 'ApprovedNew date 12/30/2026'],
      ['Registration Extension', 'AFC® registration', '03/02/2026', 'Under review'],
      ['Registration Extension', 'AFC® registration', '03/02/2026', 'Rejected'],
      [
        'Registration Extension',
        'AFC® registration',
        '03/02/2026',
        'RejectedReason: Your deadline passed more than 6 months ago.',
      ],
    ])
    expect(within(table).getByRole('link', { name: 'View in Cart' }).getAttribute('href')).toBe('/cart')
  })
})
