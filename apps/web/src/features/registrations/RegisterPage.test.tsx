import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RegistrationMessages,
  type Registration,
  type RegistrationDetail,
  type RegistrationOptions,
} from '@portal/contracts'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../../test/render'
import { RegisterPage } from './RegisterPage'

const PATHWAYS: RegistrationOptions['pathways'] = [
  {
    id: 10,
    key: 'education',
    name: 'Education',
    description: 'Complete the coursework.',
    deadlineMonths: 36,
    requiresPreapproval: false,
    fee: { name: 'Registration fee', price: 25000, finalPrice: 25000, chargedOnApproval: false },
  },
  {
    id: 11,
    key: 'university',
    name: 'University',
    description: null,
    deadlineMonths: 24,
    requiresPreapproval: false,
    fee: { name: 'Registration fee', price: 25000, finalPrice: 20000, chargedOnApproval: false },
  },
  {
    id: 12,
    key: 'designation',
    name: 'Designation',
    description: null,
    deadlineMonths: 12,
    requiresPreapproval: true,
    fee: { name: 'Review fee', price: 5000, finalPrice: 5000, chargedOnApproval: false },
  },
]

const OPTIONS: RegistrationOptions = {
  pathways: PATHWAYS,
  courseMaterials: [
    {
      id: 1,
      name: 'Textbook',
      description: null,
      price: 9900,
      finalPrice: 9900,
      shippable: true,
      pathwayTypeIds: [10, 11, 12],
    },
  ],
  practiceExam: null,
  exam: { id: 1, name: 'AFC exam', price: 40000, finalPrice: 30000, offer: 'Member discount' },
  universities: [{ id: 5, name: 'State University' }],
  independentTrainers: [],
}

const pathwayOf = (id: number): Registration['pathway'] => {
  const found = PATHWAYS.find((pathway) => pathway.id === id)
  if (!found) return null
  const { fee: _fee, ...pathway } = found
  return pathway
}

function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 99,
    userId: 1,
    certification: { id: 3, name: 'Accredited Financial Counselor' },
    status: 'pre_registration',
    stage: 'pre_registration',
    expirationStatus: 'not_expired',
    step: 1,
    pathway: null,
    enrolledOn: null,
    deadline: null,
    requiredHours: 1000,
    militarySpouse: false,
    payExamFeeUpfront: true,
    purchasePracticeExam: false,
    shippingAddressId: null,
    shipping: null,
    universityProgramId: null,
    universityProgramDepartment: null,
    universityProgramLevelOfStudy: null,
    independentTrainerId: null,
    courseMaterialIds: [],
    noCourseMaterials: false,
    media: [],
    reviews: [],
    items: [],
    totals: { total: 0, unpaid: 0 },
    hasUnpaidItems: false,
    isMemberOrPending: false,
    sellsExamUpfront: true,
    editable: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const detail = (overrides: Partial<Registration> = {}): RegistrationDetail => ({
  registration: registration(overrides),
  options: OPTIONS,
})

interface Call {
  method: string
  path: string
  body: unknown
}

type Answer = { status: number; body: unknown }
type Handler = (call: Call) => Answer | undefined

/** The API as the server would answer: the certification's open registration, then whatever `handler` says. */
function serve(open: RegistrationDetail, handler: Handler = () => undefined) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body
    const call = { method: init?.method ?? 'GET', path: url.pathname, body }
    calls.push(call)
    const answer: Answer =
      handler(call) ??
      (call.path === '/api/certification/3/registration' && call.method === 'GET'
        ? { status: 200, body: { certification: open.registration.certification, open, expired: null } }
        : call.path === `/api/registration/${String(open.registration.id)}` && call.method === 'GET'
          ? { status: 200, body: open }
          : { status: 404, body: { message: 'Not found', code: 'not_found' } })
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={['/certifications-and-training/register/3']}>
      <Routes>
        <Route path="/certifications-and-training/register/:type" element={<RegisterPage />} />
        <Route path="/cart" element={<p>The cart</p>} />
        <Route path="/" element={<p>The dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name })
const stepList = () => screen.getByRole('navigation', { name: 'Registration steps' }).textContent ?? ''

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RegisterPage: no open registration', () => {
  it('starts nothing when opened; Start registration starts one and opens its first step', async () => {
    const started = detail()
    const calls = serve(started, (call) =>
      call.path === '/api/certification/3/registration'
        ? call.method === 'GET'
          ? { status: 200, body: { certification: started.registration.certification, open: null, expired: null } }
          : { status: 200, body: started }
        : undefined,
    )
    renderPage()
    const button = await screen.findByRole('button', { name: 'Start registration' })
    expect(screen.getByRole('heading', { name: 'Accredited Financial Counselor registration', level: 1 })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await userEvent.click(button)
    expect(await stepHeading('Pathway')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/certification/3/registration',
    ])
  })
})

describe('RegisterPage: an expired registration that may still be extended', () => {
  it('offers the extension first, says what starting afresh does to it, and starts afresh only when asked', async () => {
    const started = detail()
    const expired = {
      registrationId: 12,
      banner: {
        tone: 'danger',
        message: 'Your AFC® registration has expired (10/19/2026).',
        action: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
      },
      isExtensionOffered: true,
      startAfreshNote:
        'Starting a new registration instead leaves your expired AFC® registration behind for good: it can no longer be extended.',
    }
    const calls = serve(started, (call) =>
      call.path === '/api/certification/3/registration'
        ? call.method === 'GET'
          ? { status: 200, body: { certification: started.registration.certification, open: null, expired } }
          : { status: 200, body: started }
        : undefined,
    )
    renderPage()
    expect(await screen.findByText('Your AFC® registration has expired (10/19/2026).')).toBeTruthy()
    const extension = screen.getByRole('link', { name: 'File an extension' })
    expect(extension.getAttribute('href')).toBe('/certifications-and-training/extensions/request')
    expect(screen.getByText(expired.startAfreshNote)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start registration' })).toBeNull()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Start a new registration' }))
    expect(await stepHeading('Pathway')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/certification/3/registration', body: { startAfresh: true } },
    ])
  })
})

describe('RegisterPage: the skip rules', () => {
  it('brings in Program Information once the university pathway is saved', async () => {
    const calls = serve(detail(), (call) =>
      call.method === 'PATCH' ? { status: 200, body: detail({ step: 2, pathway: pathwayOf(11) }) } : undefined,
    )
    renderPage()
    await stepHeading('Pathway')
    expect(stepList()).not.toContain('Program Information')
    expect(screen.getByRole('radio', { name: /University/ }).textContent).toContain('2 years')

    await userEvent.click(screen.getByRole('radio', { name: /University/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await stepHeading('Program Information')).toBeTruthy()
    expect(stepList()).toContain('Program Information')
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ step: 'pathway', pathwayTypeId: 11 })
  })

  it('keeps the pathway whose registration fee is paid: says why, and offers no other', async () => {
    const paidFee = {
      id: 5,
      kind: 'registration_fee' as const,
      name: 'Registration fee',
      price: 25000,
      finalPrice: 25000,
      offer: null,
      paid: true,
      inCart: false,
      chargedOnApproval: false,
    }
    serve(detail({ pathway: pathwayOf(10), step: 3, items: [paidFee] }))
    renderPage()
    await stepHeading('Supporting Documentation')
    await userEvent.click(screen.getByRole('button', { name: /Pathway/ }))
    await stepHeading('Pathway')
    expect(screen.getByRole('status').textContent).toBe(RegistrationMessages.pathwayPaid('Education'))
    expect((screen.getByRole('radio', { name: /University/ }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { name: /Education/ }) as HTMLInputElement).disabled).toBe(false)
  })

  it('shows Membership to a non-member and hides it from a member', async () => {
    serve(detail({ pathway: pathwayOf(10), step: 5 }))
    const first = renderPage()
    await stepHeading('Course Materials')
    expect(stepList()).toContain('Membership (optional)')
    first.unmount()

    serve(detail({ pathway: pathwayOf(10), step: 5, isMemberOrPending: true }))
    renderPage()
    await stepHeading('Course Materials')
    expect(stepList()).not.toContain('Membership')
    // The education pathway requires a transcript: its Supporting Documentation is not optional.
    expect(stepList()).toContain('Supporting Documentation')
    expect(stepList()).not.toContain('Supporting Documentation (optional)')
  })

  it('titles Supporting Documentation optional only where the pathway requires no document', async () => {
    serve(detail({ pathway: null, step: 1 }))
    renderPage()
    await stepHeading('Pathway')
    expect(stepList()).toContain('Supporting Documentation (optional)')
  })
})

describe('RegisterPage: Pay & Review', () => {
  it('reads Add to Cart when something is owed', async () => {
    serve(detail({ pathway: pathwayOf(10), step: 10, hasUnpaidItems: true }))
    renderPage()
    await stepHeading('Pay & Review')
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })

  it('recaps the choices before the fees, and reads View in Cart when everything owed is already there', async () => {
    serve(
      detail({
        pathway: pathwayOf(10),
        step: 10,
        hasUnpaidItems: true,
        shipping: {
          name: 'Home',
          addressLine1: '1 Main St',
          city: 'Richmond',
          state: 'VA',
          zip: '23220',
          country: 'United States',
          isInternational: false,
        },
        media: [
          { id: 3, type: 'transcript', fileName: 'transcript.pdf', url: '/api/media/3', createdAt: '2026-01-02' },
        ],
        items: [
          {
            id: 1,
            kind: 'registration_fee',
            name: 'Registration Fee',
            price: 5000,
            finalPrice: 5000,
            offer: null,
            paid: false,
            inCart: true,
            chargedOnApproval: false,
          },
        ],
      }),
    )
    renderPage()
    await stepHeading('Pay & Review')
    const choices = screen.getByRole('table', { name: 'Your choices' })
    expect(within(choices).getByRole('cell', { name: 'transcript.pdf' })).toBeTruthy()
    expect(within(choices).getByRole('cell', { name: /1 Main St, Richmond, VA/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'View in Cart' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
  })

  it('reads Submit when nothing is owed, and goes to the dashboard', async () => {
    const calls = serve(detail({ pathway: pathwayOf(10), step: 10, hasUnpaidItems: false }), (call) =>
      call.path.endsWith('/payment')
        ? {
            status: 200,
            body: { ...detail({ status: 'registration_approval', stage: 'registration_approval' }), next: 'dashboard' },
          }
        : undefined,
    )
    renderPage()
    await stepHeading('Pay & Review')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The dashboard')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/payment'))?.body).toEqual({
      step: 'pay_review',
      examAgreement: false,
    })
  })
})

describe('RegisterPage: Course Materials', () => {
  it.each([
    ['education', 10],
    ['university', 11],
  ])('offers No Course Materials on the %s pathway', async (_key, pathwayId) => {
    serve(detail({ pathway: pathwayOf(pathwayId), step: 5 }))
    renderPage()
    await stepHeading('Course Materials')
    expect(screen.getByRole('checkbox', { name: 'No Course Materials: $0.00' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /Textbook/ })).toBeTruthy()
  })

  it('does not offer it on the designation pathway', async () => {
    serve(detail({ pathway: pathwayOf(12), step: 5 }))
    renderPage()
    await stepHeading('Course Materials')
    expect(screen.getByRole('checkbox', { name: /Textbook/ })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: /No Course Materials/ })).toBeNull()
  })

  it('never unticks a material behind the member: No Course Materials with one is refused, naming both', async () => {
    const calls = serve(detail({ pathway: pathwayOf(10), step: 5, courseMaterialIds: [1] }))
    renderPage()
    await stepHeading('Course Materials')
    const textbook = screen.getByRole('checkbox', { name: /Textbook/ })
    const none = screen.getByRole('checkbox', { name: /No Course Materials/ })
    expect((textbook as HTMLInputElement).checked).toBe(true)
    await userEvent.click(none)
    expect((none as HTMLInputElement).checked).toBe(true)
    expect((textbook as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Choose course materials or No Course Materials, not both.')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
    // Unticking the textbook leaves the one option chosen.
    await userEvent.click(textbook)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        step: 'course_materials',
        courseMaterialIds: [],
        noCourseMaterials: true,
      }),
    )
  })
})

describe('RegisterPage: server field errors', () => {
  it('puts the server’s refusal of the course materials on the choice', async () => {
    serve(detail({ pathway: pathwayOf(12), step: 5 }), (call) =>
      call.method === 'PATCH'
        ? {
            status: 422,
            body: {
              message: 'The data is not valid.',
              code: 'validation',
              errors: { courseMaterialIds: ['You must choose one of the options'] },
            },
          }
        : undefined,
    )
    renderPage()
    await stepHeading('Course Materials')
    await userEvent.click(screen.getByRole('checkbox', { name: /Textbook/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const group = await screen.findByRole('group', { name: 'Course materials' })
    await waitFor(() => expect(errorUnder(group)).toBe('You must choose one of the options'))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Course Materials')
  })

  it('puts a missing transcript on its upload', async () => {
    serve(
      detail({
        pathway: pathwayOf(10),
        step: 3,
        media: [],
      }),
      (call) =>
        call.method === 'PATCH'
          ? { status: 422, body: { message: 'Invalid', code: 'validation', errors: { transcript: ['Required'] } } }
          : undefined,
    )
    renderPage()
    await stepHeading('Supporting Documentation')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const upload = screen.getByLabelText(/^Transcript \(coursework\)/)
    await waitFor(() => expect(errorUnder(upload)).toBe('Required'))
  })
})
