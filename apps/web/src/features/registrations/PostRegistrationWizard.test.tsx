import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PostRegistrationMessages as M,
  type PostRegistrationView,
  type Profile,
  type ProfileOptions,
  type Registration,
  type RegistrationDetail,
} from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { toastSuccess } from '../../lib/toast'
import { RegisterPage } from './RegisterPage'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const REGISTRATION_ID = 41
const VIEW_PATH = `/api/registration/${String(REGISTRATION_ID)}/post-registration`

const registration: Registration = {
  id: REGISTRATION_ID,
  userId: 1,
  certification: { id: 3, name: 'Accredited Financial Counselor' },
  status: 'in_progress',
  stage: 'post_registration',
  expirationStatus: 'not_expired',
  step: 10,
  pathway: null,
  enrolledOn: '2025-01-15',
  deadline: '2028-01-15',
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
  isMemberOrPending: true,
  sellsExamUpfront: true,
  editable: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}

const detail: RegistrationDetail = {
  registration,
  options: {
    pathways: [],
    courseMaterials: [],
    practiceExam: null,
    exam: null,
    universities: [],
    independentTrainers: [],
  },
}

const ALL_STEPS: PostRegistrationView['steps'] = [
  { key: 'certificate_name', title: 'Certificate Name' },
  { key: 'professional_info', title: 'Professional Info' },
  { key: 'preferences', title: 'Preferences' },
  { key: 'final_summary', title: 'Final Summary' },
]

function view(overrides: Partial<PostRegistrationView> = {}): PostRegistrationView {
  return {
    registrationId: REGISTRATION_ID,
    certification: { id: 3, name: 'Accredited Financial Counselor' },
    status: 'in_progress',
    militarySpouse: false,
    canFinish: true,
    steps: ALL_STEPS,
    reached: 0,
    certificateName: 'Jane Q. Doe',
    rejection: null,
    summary: {
      certificateName: 'Jane Q. Doe',
      examPassedOn: '2026-03-02',
      ethicsSignedOn: '2026-02-14',
      approvedHours: 1000,
      requiredHours: 1000,
    },
    ...overrides,
  }
}

const profile: Profile = {
  id: 1,
  firstName: 'Jane',
  middleName: 'Q.',
  lastName: 'Doe',
  email: 'jane@example.org',
  cellPhone: null,
  willText: false,
  agreeTos: true,
  role: 'member',
  createdAt: '2024-01-01T00:00:00.000Z',
  impersonatorId: null,
  avatarUrl: null,
  suffix: null,
  dateOfBirth: null,
  gender: null,
  ethnicity: null,
  website: null,
  homePhone: null,
  workPhone: null,
  contactMethod: 0,
  textPreferences: [],
  mentorConnect: false,
  directoryConsent: true,
  publicBio: null,
  memberBio: null,
  twitterHandle: null,
  instagramProfile: null,
  linkedinProfile: null,
  facebookProfile: null,
  organization: 'Credit Union',
  jobTitle: 'Counselor',
  yearsOfService: '3-5',
  militaryInstallationId: null,
  primaryWorkAreaCategoryId: 7,
  workAreaCategoryIds: [],
  workAreaIds: [],
  primaryWorkAreaIds: [70],
  areasOfWorkOther: null,
  areaOfExpertiseIds: [],
  provideCounselingServices: true,
  agreeDemographicSearch: false,
  offerVirtualCounseling: false,
  offerLocalCounseling: false,
  offerGroupWorkshops: false,
  primaryAddressId: null,
  addresses: [],
  profileLastUpdated: null,
  profileUpdateModalShown: null,
  hasValidMembership: true,
}

const profileOptions: ProfileOptions = {
  workAreaCategories: [
    { id: 7, name: 'Nonprofit', retired: false, workAreas: [{ id: 70, name: 'Credit counseling', retired: false }] },
  ],
  areasOfExpertise: [{ id: 9, name: 'Budgeting', retired: false }],
}

interface Call {
  method: string
  path: string
  body: unknown
}

type Answer = { status: number; body: unknown }
type Handler = (call: Call) => Answer | undefined

/** The API as the server would answer: the registration, its wizard, the profile; `handler` first. */
function serve(shown: PostRegistrationView, handler: Handler = () => undefined) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body
    const call = { method: init?.method ?? 'GET', path: url.pathname, body }
    calls.push(call)
    const fixed: Record<string, unknown> = {
      'GET /api/certification/3/registration': { certification: detail.registration.certification, open: detail },
      [`GET /api/registration/${String(REGISTRATION_ID)}`]: detail,
      [`GET ${VIEW_PATH}`]: shown,
      'GET /api/profile': profile,
      'GET /api/profile/options': profileOptions,
      'GET /api/military-installations': [],
    }
    const known = fixed[`${call.method} ${call.path}`]
    const answer: Answer =
      handler(call) ??
      (known === undefined
        ? { status: 404, body: { message: 'Not found', code: 'not_found' } }
        : { status: 200, body: known })
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
        <Route path="/certifications-and-training" element={<p>The certification dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name })
const stepList = () => screen.getByRole('navigation', { name: 'Final application steps' }).textContent ?? ''
const patches = (calls: Call[], path = VIEW_PATH) =>
  calls.filter((call) => call.method === 'PATCH' && call.path === path)

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/'
  vi.mocked(toastSuccess).mockReset()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PostRegistrationWizard', () => {
  it('lists the steps, requires the certificate name, saves it and moves on', async () => {
    const calls = serve(view(), (call) =>
      call.method === 'PATCH' && call.path === VIEW_PATH
        ? { status: 200, body: view({ reached: 1, certificateName: 'Jane Doe' }) }
        : undefined,
    )
    renderPage()

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeTruthy()
    await stepHeading('Certificate Name')
    for (const title of ['Certificate Name', 'Professional Info', 'Preferences', 'Final Summary']) {
      expect(stepList()).toContain(title)
    }
    expect(screen.getByText('Accredited Financial Counselor')).toBeTruthy()
    expect(screen.getByText('0% complete')).toBeTruthy()
    expect(screen.getByText(M.certificateNameHelp)).toBeTruthy()

    const name = screen.getByRole('textbox', { name: M.certificateName })
    expect((name as HTMLInputElement).value).toBe('Jane Q. Doe')
    await userEvent.clear(name)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(errorUnder(name)).toBe(M.required))
    expect(patches(calls)).toHaveLength(0)

    await userEvent.type(name, 'Jane Doe')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await stepHeading('Professional Info')).toBeTruthy()
    expect(patches(calls).map((call) => call.body)).toEqual([{ step: 'certificate_name', certificateName: 'Jane Doe' }])
    expect(screen.getByText('25% complete')).toBeTruthy()
  })

  it('puts a server refusal of the certificate name on the field', async () => {
    serve(view(), (call) =>
      call.method === 'PATCH'
        ? {
            status: 422,
            body: { message: 'Invalid', code: 'validation', errors: { certificateName: ['Too many characters'] } },
          }
        : undefined,
    )
    renderPage()
    await stepHeading('Certificate Name')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const name = screen.getByRole('textbox', { name: M.certificateName })
    await waitFor(() => expect(errorUnder(name)).toBe('Too many characters'))
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate Name' })).toBeTruthy()
  })

  it('leaves Professional Info out for a military spouse', async () => {
    serve(view({ militarySpouse: true, steps: ALL_STEPS.filter((step) => step.key !== 'professional_info') }))
    renderPage()
    await stepHeading('Certificate Name')
    expect(stepList()).not.toContain('Professional Info')
    expect(stepList()).toContain('Preferences')
  })

  it('sends the candidate to the certification dashboard while the final steps are closed', async () => {
    const calls = serve(view({ canFinish: false }))
    renderPage()
    expect(await screen.findByText('The certification dashboard')).toBeTruthy()
    expect(calls.some((call) => call.path === VIEW_PATH)).toBe(true)
  })

  it('says a submitted final application is in review', async () => {
    serve(view({ status: 'final_approval', canFinish: false, reached: 4 }))
    renderPage()
    expect(await screen.findByText(M.submitted)).toBeTruthy()
    expect(screen.getByRole('link', { name: M.backToCertification }).getAttribute('href')).toBe(
      '/certifications-and-training',
    )
    expect(screen.queryByRole('navigation', { name: 'Final application steps' })).toBeNull()
  })

  it('saves Professional Info on the profile, then the step', async () => {
    const calls = serve(view({ reached: 1 }), (call) => {
      if (call.method !== 'PATCH') return undefined
      if (call.path === '/api/user') return { status: 200, body: { ...profile, jobTitle: 'Senior Counselor' } }
      return { status: 200, body: view({ reached: 2 }) }
    })
    renderPage()
    await stepHeading('Professional Info')
    const jobTitle = await screen.findByRole('textbox', { name: 'Job Title' })
    expect((jobTitle as HTMLInputElement).value).toBe('Counselor')
    await userEvent.clear(jobTitle)
    await userEvent.type(jobTitle, 'Senior Counselor')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await stepHeading('Preferences')).toBeTruthy()
    const sent = calls.filter((call) => call.method === 'PATCH')
    expect(sent.map((call) => call.path)).toEqual(['/api/user', VIEW_PATH])
    expect(sent[0]?.body).toMatchObject({
      organization: 'Credit Union',
      jobTitle: 'Senior Counselor',
      yearsOfService: '3-5',
      primaryWorkAreaCategoryId: 7,
      primaryWorkAreaIds: [70],
    })
    expect(sent[1]?.body).toEqual({ step: 'professional_info' })
  })

  it('says to hard refresh when saving Professional Info fails', async () => {
    let userAnswer: Answer = { status: 500, body: { message: 'Internal error', code: 'internal' } }
    const calls = serve(view({ reached: 1 }), (call) => {
      if (call.method !== 'PATCH') return undefined
      if (call.path === '/api/user') return userAnswer
      return { status: 409, body: { message: M.professionalInfoIncomplete, code: 'conflict' } }
    })
    renderPage()
    await stepHeading('Professional Info')
    await screen.findByRole('textbox', { name: 'Job Title' })
    const failed = M.professionalInfoFailed(window.location.host)

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect((await screen.findByRole('alert')).textContent).toContain(failed)
    expect(patches(calls)).toHaveLength(0)

    // The profile is saved, the step is refused: the same text.
    userAnswer = { status: 200, body: profile }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(patches(calls)).toHaveLength(1))
    expect((await screen.findByRole('alert')).textContent).toContain(failed)
    expect(screen.getByRole('heading', { level: 2, name: 'Professional Info' })).toBeTruthy()
  })

  it('saves Preferences on the profile, then the step', async () => {
    const calls = serve(view({ reached: 2 }), (call) => {
      if (call.method !== 'PATCH') return undefined
      if (call.path === '/api/user') return { status: 200, body: { ...profile, mentorConnect: true } }
      return { status: 200, body: view({ reached: 3 }) }
    })
    renderPage()
    await stepHeading('Preferences')
    await userEvent.click(await screen.findByRole('checkbox', { name: /Mentor Connect/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await stepHeading('Final Summary')).toBeTruthy()
    const sent = calls.filter((call) => call.method === 'PATCH')
    expect(sent.map((call) => call.path)).toEqual(['/api/user', VIEW_PATH])
    expect(sent[0]?.body).toMatchObject({ mentorConnect: true, directoryConsent: true })
    expect(sent[1]?.body).toEqual({ step: 'preferences' })
  })

  it('shows the summary, submits the final application and goes to the certification dashboard', async () => {
    const calls = serve(view({ reached: 3 }), (call) =>
      call.method === 'PATCH' ? { status: 200, body: view({ reached: 4, status: 'final_approval' }) } : undefined,
    )
    renderPage()
    await stepHeading('Final Summary')
    expect(screen.getByText(M.summaryIntro)).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Final Summary' })
    expect(within(summary).getByText('Jane Q. Doe')).toBeTruthy()
    expect(within(summary).getByText('03/02/2026')).toBeTruthy()
    expect(within(summary).getByText('02/14/2026')).toBeTruthy()
    expect(within(summary).getByText('1000 of 1000 hours approved')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: M.submit }))

    expect(await screen.findByText('The certification dashboard')).toBeTruthy()
    expect(patches(calls).map((call) => call.body)).toEqual([{ step: 'final_summary' }])
    expect(toastSuccess).toHaveBeenCalledWith(M.submitted)
  })

  it('shows staff’s message in an error card and opens the step they sent the application back to', async () => {
    serve(
      view({
        reached: 4,
        rejection: {
          message: '<p>Please use your <strong>legal</strong> name.</p><script>alert(1)</script>',
          step: 'certificate_name',
        },
      }),
    )
    renderPage()
    await stepHeading('Certificate Name')
    const card = screen.getByRole('alert')
    expect(within(card).getByText('Changes needed')).toBeTruthy()
    expect(card.textContent).toContain('Please use your legal name.')
    expect(card.textContent).not.toContain('alert(1)')
    expect(card.textContent).toContain('Please review the step: Certificate Name.')
    expect(card.querySelector('strong')?.textContent).toBe('legal')
  })
})
