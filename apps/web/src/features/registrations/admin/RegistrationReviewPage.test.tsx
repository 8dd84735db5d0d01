import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminExamAttempts, AdminRegistration, ExperienceList } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { toastSuccess } from '../../../lib/toast'
import { PostRegistrationTexts } from './PostRegistrationCard'
import { RegistrationReviewPage } from './RegistrationReviewPage'
import type { PostRegistrationFacts } from './registration-view'
import { examAttempt } from '../../../../test/exam-attempt'

vi.mock('../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))
vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const registration: AdminRegistration = {
  id: 41,
  userId: 7,
  certification: { id: 1, name: 'AFC®' },
  status: 'registration_approval',
  statusLabel: 'Registration Approval',
  stage: 'registration_approval',
  expirationStatus: 'not_expired',
  step: 10,
  pathway: {
    id: 2,
    key: 'education',
    name: 'Education',
    description: null,
    deadlineMonths: 36,
    requiresPreapproval: false,
  },
  enrolledOn: '2026-01-05',
  deadline: '2029-01-05',
  requiredHours: 1000,
  militarySpouse: true,
  payExamFeeUpfront: true,
  purchasePracticeExam: false,
  shippingAddressId: null,
  shipping: null,
  universityProgramId: null,
  universityProgramDepartment: null,
  universityProgramLevelOfStudy: null,
  independentTrainerId: null,
  courseMaterialIds: [],
  noCourseMaterials: true,
  media: [
    {
      id: 9,
      type: 'transcript',
      fileName: 'transcript.pdf',
      url: '/api/media/9',
      createdAt: '2026-01-04T12:00:00.000Z',
    },
  ],
  reviews: [
    {
      id: 3,
      createdAt: '2026-01-03T12:00:00.000Z',
      approved: false,
      message: '<p>Please <b>re-upload</b></p><script>alert(1)</script>',
      status: 'rejected',
      step: 'documentation',
      reviewer: 'Ada Admin',
    },
  ],
  items: [
    {
      id: 11,
      kind: 'registration_fee',
      name: 'Registration fee',
      price: 30_000,
      finalPrice: 30_000,
      offer: null,
      paid: true,
      inCart: false,
      chargedOnApproval: false,
      transactionId: 5,
      providerPaymentId: 'pi_1',
      paidAt: '2026-01-02T12:00:00.000Z',
    },
    {
      id: 12,
      kind: 'exam',
      name: 'AFC exam',
      price: 35_000,
      finalPrice: 35_000,
      offer: null,
      paid: false,
      inCart: false,
      chargedOnApproval: true,
      transactionId: null,
      providerPaymentId: null,
      paidAt: null,
    },
  ],
  totals: { total: 65_000, unpaid: 35_000 },
  hasUnpaidItems: false,
  isMemberOrPending: true,
  sellsExamUpfront: true,
  editable: false,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-04T12:00:00.000Z',
  user: {
    id: 7,
    firstName: 'Casey',
    lastName: 'Candidate',
    email: 'casey@example.org',
    flags: [{ id: 1, reason: 'Chargeback', note: 'Call first' }],
  },
  mspClass: null,
  certificateName: null,
  codeOfEthicsSignature: null,
  codeOfEthicsSignatureDate: null,
  extension: { id: 2, approved: true },
  summary: [{ step: 'Pathway', selection: 'Education', price: 30_000 }],
  approval: {
    kind: 'registration_approval',
    chargeTotal: 35_000,
    examTotal: 35_000,
    savedCard: null,
    hasExam: true,
    membershipRequestId: null,
    rejectSteps: ['pathway', 'documentation'],
    courseMaterials: [],
  },
}

const examAttempts: AdminExamAttempts = {
  attempts: [examAttempt({ id: 5, name: 'AFC exam' })],
  canAdd: true,
  exams: [{ id: 8, name: 'AFC exam' }],
}

/** The certification of these tests offers no practice exam (the Practice Exams card shows nothing). */
const isPracticeExams = (input: RequestInfo | URL) => String(input).startsWith('/api/practice-exam?')
const noPracticeExams = () =>
  new Response(
    JSON.stringify({ message: 'Practice exams are not offered for this certification.', code: 'conflict' }),
    {
      status: 409,
    },
  )

/** The Experience Hours and Verifier Validation cards (post-registration only): nothing logged yet. */
const noExperiences: ExperienceList = {
  registration: {
    id: 41,
    certification: 'AFC®',
    militarySpouse: true,
    enrolledOn: '2026-01-05',
    deadline: '2029-01-05',
    earliestStart: '2019-01-05',
    lookbackYears: 7,
    requiredHours: 1000,
    approvedHours: 0,
    loggedHours: 0,
    canAdd: true,
    cannotAddReason: null,
    cannotAddAction: null,
  },
  serviceTypes: [],
  data: [],
}
const experienceCard = (input: RequestInfo | URL): Response | null => {
  const url = String(input)
  if (url === '/api/registration/41/experiences') return new Response(JSON.stringify(noExperiences))
  if (url === '/api/admin/registration/41/experience-validations') {
    return new Response(JSON.stringify({ validations: [] }))
  }
  return null
}

/** The user's flags, which the review's red alert reads (ActiveFlagsAlert): only the active one shows. */
const userFlags = {
  flags: [
    { id: 1, reason: 'Chargeback', note: 'Call first', active: true, createdAt: '2026-01-02T12:00:00.000Z' },
    { id: 2, reason: 'Old dispute', note: null, active: false, createdAt: '2025-01-02T12:00:00.000Z' },
  ],
}

const fetchSpy = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchSpy.mockReset()
  vi.mocked(toastSuccess).mockReset()
  fetchSpy.mockImplementation(async (input) => {
    if (isPracticeExams(input)) return noPracticeExams()
    if (String(input) === '/api/admin/user/7/flags') return new Response(JSON.stringify(userFlags))
    const body = String(input).endsWith('/exams') ? examAttempts : registration
    return new Response(JSON.stringify(body), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchSpy)
  document.cookie = 'XSRF-TOKEN=test'
})
afterEach(() => vi.unstubAllGlobals())

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={['/admin/course-registrations/41']}>
      <Routes>
        <Route path="/admin/course-registrations/:id" element={<RegistrationReviewPage />} />
        <Route path="/admin/course-registrations" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('RegistrationReviewPage', () => {
  it('shows the candidate, the flags, the reviews, the summary, the items and the documents', async () => {
    renderPage()
    const user = await screen.findByRole('link', { name: 'Casey Candidate' })
    expect(user.getAttribute('href')).toBe('/admin/users/7')
    expect(screen.getByText(/\(Military Spouse\)/)).toBeTruthy()
    const flags = await screen.findByRole('alert')
    expect(flags.textContent).toContain('Chargeback: Call first')
    expect(flags.textContent).not.toContain('Old dispute')
    expect(screen.getByText('01/05/2029')).toBeTruthy()
    expect(screen.getByText('1000')).toBeTruthy()
    expect(screen.getByText('Approved')).toBeTruthy()
    expect(screen.getAllByText('re-upload')[0]?.tagName).toBe('B')
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getAllByText('Supporting Documentation').length).toBeGreaterThan(0)
    // A rejection sent the candidate back to a step: read as the candidate reads it, not 'Rejected'.
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    expect(within(reviews).getAllByText('Changes Requested').length).toBeGreaterThan(0)
    expect(within(reviews).queryByText('Rejected')).toBeNull()
    expect(screen.getAllByText('Paid on 01/02/2026 (pi_1)').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Charged when approved').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: 'Edit price of AFC exam' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Edit price of Registration fee' })).toBeNull()
    expect(screen.getAllByRole('link', { name: 'transcript.pdf' })[0]?.getAttribute('href')).toBe('/api/media/9')
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Post Registration Progress' })).toBeNull()
    const exams = await screen.findByRole('table', { name: 'Exam Attempts' })
    expect(within(exams).getByRole('cell', { name: 'Fail' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Exams' })).toBeTruthy()
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/practice-exam?registrationId=41'),
    )
    expect(screen.queryByRole('region', { name: 'Practice Exams' })).toBeNull()
  })

  it('at a pathway approval shows the documents first, and says which the pathway requires is not uploaded', async () => {
    const pathwayApproval: AdminRegistration = {
      ...registration,
      stage: 'pathway_approval',
      pathway: {
        id: 3,
        key: 'designation',
        name: 'Professional Designation Challenge',
        description: null,
        deadlineMonths: 36,
        requiresPreapproval: true,
      },
      media: [],
      approval: { ...registration.approval, kind: 'pathway_approval' },
    }
    fetchSpy.mockImplementation(async (input) => {
      if (isPracticeExams(input)) return noPracticeExams()
      const body = String(input).endsWith('/exams') ? examAttempts : pathwayApproval
      return new Response(JSON.stringify(body), { status: 200 })
    })
    renderPage()
    const documents = await screen.findByRole('region', { name: 'Documents' })
    expect(within(documents).getByText('Designation documentation: not uploaded')).toBeTruthy()
    // Beside the decision: before the reviews and the summary.
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    expect(documents.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("asks before marking an item paid, and says 'Could not mark as paid' when the server gives no reason", async () => {
    renderPage()
    const [markPaid] = await screen.findAllByRole('button', { name: 'Mark as paid for AFC exam' })
    fetchSpy.mockImplementation(async () => new Response('oops', { status: 500 }))
    await userEvent.click(markPaid as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Mark As Paid' })
    expect(within(dialog).getByText('Are you sure you would like to mark this as paid?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }))
    expect(await within(dialog).findByText('Could not mark as paid')).toBeTruthy()
  })

  it("says 'Could not delete registration' when the delete fails", async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    fetchSpy.mockImplementation(async () => new Response('{"message":"No","code":"conflict"}', { status: 409 }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Registration' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByText('Could not delete registration')).toBeTruthy()
  })
})

describe('RegistrationReviewPage: the final application', () => {
  const finalApproval: AdminRegistration & PostRegistrationFacts = {
    ...registration,
    status: 'final_approval',
    statusLabel: 'Final Approval',
    stage: 'post_registration',
    certificateName: 'Casey Q. Candidate',
    codeOfEthicsSignature: 'Casey Candidate',
    codeOfEthicsSignatureDate: '2026-04-02',
    approval: {
      ...registration.approval,
      kind: 'final_approval',
      rejectSteps: ['certificate_name', 'professional_info', 'preferences', 'final_summary'],
    },
  }
  const decided = {
    ...finalApproval,
    status: 'complete',
    statusLabel: 'Complete',
    approval: { ...finalApproval.approval, kind: null },
  }

  /** GETs answer the registration (or its exams); the decision answers it decided. */
  function serveFinalApproval() {
    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input)
      if (isPracticeExams(input)) return noPracticeExams()
      if (init?.method === 'POST') return new Response(JSON.stringify(decided), { status: 200 })
      const experiences = experienceCard(input)
      if (experiences) return experiences
      return new Response(JSON.stringify(url.endsWith('/exams') ? examAttempts : finalApproval), { status: 200 })
    })
  }
  const decisionCall = (path: string) => fetchSpy.mock.calls.find(([url]) => String(url) === path)

  it('shows the Post Registration Progress card, which holds Approve and Reject (the header does not)', async () => {
    serveFinalApproval()
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    expect(within(card).getByRole('rowheader', { name: 'Certificate Name' })).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'Casey Q. Candidate' })).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'Casey Candidate, signed 04/02/2026' })).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'Final Approval' })).toBeTruthy()
    const approve = screen.getAllByRole('button', { name: 'Approve' })
    const reject = screen.getAllByRole('button', { name: 'Reject' })
    expect(approve).toHaveLength(1)
    expect(reject).toHaveLength(1)
    expect(card.contains(approve[0] as HTMLElement)).toBe(true)
    expect(card.contains(reject[0] as HTMLElement)).toBe(true)
  })

  it('says the one status the server computed in the header and on the card (an expired registration)', async () => {
    const expired = {
      ...finalApproval,
      status: 'in_progress',
      statusLabel: 'Expired',
      expirationStatus: 'expired',
      approval: { ...finalApproval.approval, kind: null },
    }
    fetchSpy.mockImplementation(async (input) => {
      if (isPracticeExams(input)) return noPracticeExams()
      const experiences = experienceCard(input)
      if (experiences) return experiences
      return new Response(JSON.stringify(String(input).endsWith('/exams') ? examAttempts : expired), { status: 200 })
    })
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    expect(within(card).getByRole('cell', { name: 'Expired' })).toBeTruthy()
    expect(within(card).queryByRole('cell', { name: 'In Progress' })).toBeNull()
    const header = screen.getByRole('table', { name: 'Registration' })
    expect(within(header).getByRole('cell', { name: 'Expired' })).toBeTruthy()
  })

  it("says '—' and 'Not signed' before the name and the signature, and offers no decision in progress", async () => {
    const inProgress = {
      ...finalApproval,
      status: 'in_progress',
      statusLabel: 'In Progress',
      certificateName: null,
      codeOfEthicsSignature: null,
      codeOfEthicsSignatureDate: null,
      approval: { ...finalApproval.approval, kind: null },
    }
    fetchSpy.mockImplementation(async (input) => {
      if (isPracticeExams(input)) return noPracticeExams()
      const experiences = experienceCard(input)
      if (experiences) return experiences
      return new Response(JSON.stringify(String(input).endsWith('/exams') ? examAttempts : inProgress), { status: 200 })
    })
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    expect(within(card).getByRole('cell', { name: '—' })).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'Not signed' })).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'In Progress' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
  })

  it("approves with the messages only, says 'Success' and shows the registration complete", async () => {
    serveFinalApproval()
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Final Application' })
    expect(
      within(dialog).getByText('Approving issues the certification and its certificate, and emails the candidate.'),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/Approving charges/)).toBeNull()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Congratulations!')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Success'))
    const [, init] = decisionCall('/api/registration/41/approve') ?? []
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      selectedMessages: [],
      message: 'Congratulations!',
      withoutExam: false,
      withoutMembership: false,
      courseMaterials: [],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(card).getByRole('cell', { name: 'Complete' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('rejects to one of the post-registration steps only', async () => {
    serveFinalApproval()
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' })
    const step = within(dialog).getByRole('combobox', { name: 'Step' })
    expect(
      within(step)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a step', 'Certificate Name', 'Professional Info', 'Preferences', 'Final Summary'])
    await userEvent.selectOptions(step, 'Preferences')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Success'))
    const [, init] = decisionCall('/api/registration/41/reject') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ step: 'preferences', selectedMessages: [], message: null })
  })
})

describe('RegistrationReviewPage: the experience approval', () => {
  const experienceApproval: AdminRegistration = {
    ...registration,
    status: 'experience_approval',
    statusLabel: 'Experience Approval',
    stage: 'post_registration',
    approval: {
      ...registration.approval,
      kind: 'experience_approval',
      rejectSteps: ['certificate_name', 'professional_info', 'preferences', 'final_summary'],
    },
  }
  const decided = {
    ...experienceApproval,
    status: 'in_progress',
    statusLabel: 'In Progress',
    approval: { ...experienceApproval.approval, kind: null },
  }

  beforeEach(() => {
    fetchSpy.mockImplementation(async (input, init) => {
      if (isPracticeExams(input)) return noPracticeExams()
      if (init?.method === 'POST') return new Response(JSON.stringify(decided), { status: 200 })
      const experiences = experienceCard(input)
      if (experiences) return experiences
      return new Response(JSON.stringify(String(input).endsWith('/exams') ? examAttempts : experienceApproval))
    })
  })

  it('holds Approve and Reject in the Post Registration Progress card, with the experience cards beside it', async () => {
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    expect(within(card).getByText(PostRegistrationTexts.experienceApproval)).toBeTruthy()
    expect(within(card).getByRole('cell', { name: 'Experience Approval' })).toBeTruthy()
    const approve = screen.getAllByRole('button', { name: 'Approve' })
    const reject = screen.getAllByRole('button', { name: 'Reject' })
    expect(approve).toHaveLength(1)
    expect(reject).toHaveLength(1)
    expect(card.contains(approve[0] as HTMLElement)).toBe(true)
    expect(card.contains(reject[0] as HTMLElement)).toBe(true)
    expect(await screen.findByRole('region', { name: 'Experience Hours' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Experience Hours Verifier Validation' })).toBeTruthy()
    // The header's extension status links to the extension's review.
    expect(screen.getByRole('link', { name: 'Approved' }).getAttribute('href')).toBe('/admin/extensions/2')
  })

  it('approves the experience hours with the messages only', async () => {
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve Experience Hours' })
    expect(
      within(dialog).getByText("Approving approves the candidate's pending experience hours and emails the candidate."),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/Approving charges/)).toBeNull()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hours approved')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Success'))
    const [, init] = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/registration/41/approve') ?? []
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      selectedMessages: [],
      message: 'Hours approved',
      welcomeEmail: true,
      withoutExam: false,
      withoutMembership: false,
      courseMaterials: [],
      approveWithoutDocuments: false,
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull())
    expect(within(card).getByRole('cell', { name: 'In Progress' })).toBeTruthy()
  })

  it('rejects the experience hours back to a post-registration step', async () => {
    renderPage()
    const card = await screen.findByRole('region', { name: 'Post Registration Progress' })
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' })
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Step' }), 'Professional Info')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Success'))
    const [, init] = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/registration/41/reject') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ step: 'professional_info', selectedMessages: [], message: null })
  })
})
