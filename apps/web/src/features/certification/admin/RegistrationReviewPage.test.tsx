import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminExamAttempts, AdminRegistration } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { RegistrationReviewPage } from './RegistrationReviewPage'

vi.mock('../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

const registration: AdminRegistration = {
  id: 41,
  userId: 7,
  certification: { id: 1, name: 'AFC®' },
  status: 'registration_approval',
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
  attempts: [
    {
      id: 5,
      examId: 8,
      name: 'AFC exam',
      result: 'F',
      resultLabel: 'Fail',
      score: 95,
      takenOn: '2026-03-02',
      paidOn: '2026-02-01',
      isPaid: true,
      retake: false,
      international: false,
      message: null,
      priceCents: null,
      inCart: false,
    },
  ],
  canAdd: true,
  exams: [{ id: 8, name: 'AFC exam' }],
}

const fetchSpy = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchSpy.mockReset()
  fetchSpy.mockImplementation(async (input) => {
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
    expect(user.getAttribute('href')).toBe('/admin/users/7/registrations')
    expect(screen.getByText(/\(Military Spouse\)/)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Chargeback: Call first')
    expect(screen.getByText('01/05/2029')).toBeTruthy()
    expect(screen.getByText('1000')).toBeTruthy()
    expect(screen.getByText('Approved')).toBeTruthy()
    expect(screen.getAllByText('re-upload')[0]?.tagName).toBe('B')
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getAllByText('Supporting Documentation').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Paid on 01/02/2026 (pi_1)').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Charged when approved').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: 'Edit price of AFC exam' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Edit price of Registration fee' })).toBeNull()
    expect(screen.getAllByRole('link', { name: 'transcript.pdf' })[0]?.getAttribute('href')).toBe('/api/media/9')
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy()
    const exams = await screen.findByRole('table', { name: 'Exam attempts' })
    expect(within(exams).getByRole('cell', { name: 'Fail' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Exams' })).toBeTruthy()
  })

  it("asks before marking an item paid, and says 'Could not mark as paid' when the server gives no reason", async () => {
    renderPage()
    const [markPaid] = await screen.findAllByRole('button', { name: 'Mark as paid for AFC exam' })
    fetchSpy.mockImplementation(async () => new Response('oops', { status: 500 }))
    await userEvent.click(markPaid as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' })
    expect(within(dialog).getByText('Are you sure you would like to mark this as paid?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }))
    expect(await within(dialog).findByText('Could not mark as paid')).toBeTruthy()
  })

  it("says 'Could not delete registration' when the delete fails", async () => {
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    fetchSpy.mockImplementation(async () => new Response('{"message":"No","code":"conflict"}', { status: 409 }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete registration' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByText('Could not delete registration')).toBeTruthy()
  })
})
