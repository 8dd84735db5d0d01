import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminRegistration } from '@portal/contracts'
import { renderInApp } from '../../../../test/render'
import { ApproveRegistrationModal } from './ApproveRegistrationModal'
import { RejectRegistrationModal } from './RejectRegistrationModal'
import { RegistrationScreenTexts } from './registration-view'

// The canned-message lists come from System Data: none here, so the modals show only their own fields.
vi.mock('../../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

type Approval = AdminRegistration['approval']

const approval = (overrides: Partial<Approval> = {}): Approval => ({
  kind: 'registration_approval',
  chargeTotal: 75_000,
  examTotal: 35_000,
  savedCard: { brand: 'visa', last4: '4242' },
  hasExam: true,
  membershipRequestId: null,
  rejectSteps: ['pathway', 'documentation', 'course_materials', 'shipping', 'pay_review'],
  courseMaterials: [
    { id: 3, name: 'Workbook', price: 5000 },
    { id: 4, name: 'Online course', price: 9000 },
  ],
  ...overrides,
})

const designation: NonNullable<AdminRegistration['pathway']> = {
  id: 2,
  key: 'designation',
  name: 'Professional Designation Challenge',
  description: null,
  deadlineMonths: 36,
  requiresPreapproval: true,
}

const fetchSpy = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchSpy.mockReset()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => vi.unstubAllGlobals())

describe('RejectRegistrationModal', () => {
  it("refuses without a step, saying 'You must select a step', and sends nothing", async () => {
    const onRejected = vi.fn()
    renderInApp(
      <RejectRegistrationModal
        registration={{ id: 1, approval: approval() }}
        onClose={vi.fn()}
        onRejected={onRejected}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('You must select a step')).toBeTruthy()
    expect(within(dialog).getByRole('combobox', { name: 'Step' }).getAttribute('aria-invalid')).toBe('true')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(onRejected).not.toHaveBeenCalled()
  })

  it('offers the steps the registration may go back to, by their names', async () => {
    renderInApp(
      <RejectRegistrationModal registration={{ id: 1, approval: approval() }} onClose={vi.fn()} onRejected={vi.fn()} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject Registration' })
    const options = within(within(dialog).getByRole('combobox', { name: 'Step' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a step',
      'Pathway',
      'Supporting Documentation',
      'Course Materials',
      'Shipping',
      'Pay & Review',
    ])
  })
})

describe('ApproveRegistrationModal', () => {
  it('at pathway approval: asks for the course materials, and not about the card or the exam', async () => {
    renderInApp(
      <ApproveRegistrationModal
        registration={{ id: 1, approval: approval({ kind: 'pathway_approval' }) }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    expect(within(dialog).getByRole('group', { name: 'Course materials' })).toBeTruthy()
    expect(within(dialog).getByRole('checkbox', { name: 'Workbook ($50.00)' })).toBeTruthy()
    expect(within(dialog).queryByRole('checkbox', { name: 'Approve without exam' })).toBeNull()
    expect(within(dialog).queryByText(/Approving charges/)).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('You must choose one of the options')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('warns of a required document not uploaded, naming it, and approves only once staff confirm', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({}), { status: 200 }))
    document.cookie = 'XSRF-TOKEN=test'
    renderInApp(
      <ApproveRegistrationModal
        registration={{
          id: 1,
          approval: approval({ kind: 'pathway_approval' }),
          pathway: designation,
          media: [],
        }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    expect(
      within(dialog).getByText(
        'Required by this pathway and not uploaded: Designation documentation. Confirm to approve without it.',
      ),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Workbook ($50.00)' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    const confirm = within(dialog).getByRole('checkbox', { name: /Approve without Designation documentation/ })
    expect(await within(dialog).findByText('Required')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()

    await userEvent.click(confirm)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    const [, init] = fetchSpy.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ courseMaterials: [3], approveWithoutDocuments: true })
  })

  it('asks nothing about documents when the pathway’s are uploaded', async () => {
    renderInApp(
      <ApproveRegistrationModal
        registration={{
          id: 1,
          approval: approval({ kind: 'pathway_approval' }),
          pathway: designation,
          media: [
            {
              id: 5,
              type: 'designation_documentation',
              fileName: 'cfp.pdf',
              url: '/api/media/5',
              createdAt: '2026-01-04T12:00:00.000Z',
            },
          ],
        }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    expect(within(dialog).queryByRole('checkbox', { name: /Approve without Designation/ })).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('at registration approval: no course materials; the charge drops by the exam fees without the exam', async () => {
    renderInApp(
      <ApproveRegistrationModal
        registration={{ id: 1, approval: approval({ membershipRequestId: 12 }) }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    expect(within(dialog).queryByRole('group', { name: 'Course materials' })).toBeNull()
    expect(within(dialog).queryByRole('checkbox', { name: /Workbook/ })).toBeNull()
    // The membership requested with the registration is approved with it, unless without membership.
    expect(
      within(dialog).getByText(
        `Approving charges $750.00 to the user's saved card (Visa ending in 4242). ${RegistrationScreenTexts.membershipToo}`,
      ),
    ).toBeTruthy()
    const welcome = within(dialog).getByRole('checkbox', { name: 'Send welcome email' }) as HTMLInputElement
    expect(welcome.checked).toBe(true)

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Approve without membership' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Approve without exam' }))
    expect(
      await within(dialog).findByText("Approving charges $400.00 to the user's saved card (Visa ending in 4242)."),
    ).toBeTruthy()
  })

  it('says when there is no card on file, and offers no exam or membership option the registration lacks', async () => {
    renderInApp(
      <ApproveRegistrationModal
        registration={{ id: 1, approval: approval({ savedCard: null, hasExam: false, examTotal: 0 }) }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    expect(within(dialog).getByText('Approving charges $750.00, but there is no card on file.')).toBeTruthy()
    expect(within(dialog).queryByRole('checkbox', { name: 'Approve without exam' })).toBeNull()
    expect(within(dialog).queryByRole('checkbox', { name: 'Approve without membership' })).toBeNull()
  })

  it("shows 'There was a problem approving the registration' when the server gives no reason", async () => {
    fetchSpy.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))
    document.cookie = 'XSRF-TOKEN=test'
    const onApproved = vi.fn()
    renderInApp(
      <ApproveRegistrationModal
        registration={{ id: 1, approval: approval() }}
        onClose={vi.fn()}
        onApproved={onApproved}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('There was a problem approving the registration')).toBeTruthy()
    expect(onApproved).not.toHaveBeenCalled()
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('/api/registration/1/approve')
    expect(JSON.parse(String(init?.body))).toEqual({
      selectedMessages: [],
      message: null,
      welcomeEmail: true,
      withoutExam: false,
      withoutMembership: false,
      courseMaterials: [],
      approveWithoutDocuments: false,
    })
  })

  it("shows the server's reason when it refuses (a declined card)", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Your card was declined.', code: 'conflict' }), {
        status: 402,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    document.cookie = 'XSRF-TOKEN=test'
    renderInApp(
      <ApproveRegistrationModal
        registration={{ id: 1, approval: approval() }}
        onClose={vi.fn()}
        onApproved={vi.fn()}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Approve Registration' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy()
    expect(within(dialog).queryByText('There was a problem approving the registration')).toBeNull()
  })
})
