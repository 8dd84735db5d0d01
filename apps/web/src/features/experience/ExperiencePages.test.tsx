import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExperienceMessages as M } from '@portal/contracts'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { renderInApp } from '../../../test/render'
import { ExperienceReviewPage } from './admin/ExperienceReviewPage'
import { EditExperiencePage, NewExperiencePage } from './ExperienceEntryPages'
import { ExperienceListPage } from './ExperienceListPage'
import { detailOf, experienceOf, listOf, registrationOf } from './test-fixtures'

vi.mock('../../lib/canned-messages', () => ({ useCannedMessages: () => ({ data: [] }) }))

afterEach(() => vi.unstubAllGlobals())

/** Only what the experience screens read of the certification dashboard: the candidate's registration. */
const candidateRegistration = {
  registration: {
    id: 7,
    certificationId: 3,
    trainingId: null,
    status: 'in_progress',
    stage: 'post_registration',
    expirationStatus: 'not_expired',
    step: 9,
    updatedAt: '2026-01-02T10:00:00.000Z',
  },
}
const noRegistration = { registration: null }

function serve(routes: Record<string, unknown>) {
  return stubFetch((call: FetchCall) => {
    const path = new URL(call.url, 'http://localhost').pathname
    return path in routes ? json(routes[path]) : json({ message: 'Not found', code: 'not_found' }, 404)
  })
}

function renderAt(path: string) {
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/certifications-and-training" element={<p>Certification dashboard</p>} />
        <Route path="/certifications-and-training/experience" element={<ExperienceListPage />} />
        <Route path="/certifications-and-training/experience/new" element={<NewExperiencePage />} />
        <Route path="/certifications-and-training/experience/:id" element={<EditExperiencePage />} />
        <Route path="/admin/experiences/:id" element={<ExperienceReviewPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('ExperienceListPage', () => {
  it('shows the registration’s hours, the entries with their status, and Add Experience', async () => {
    serve({ '/api/registrations/current': candidateRegistration, '/api/registration/7/experiences': listOf() })
    renderAt('/certifications-and-training/experience')
    expect(screen.getByRole('heading', { level: 1, name: M.listTitle })).toBeTruthy()
    expect(await screen.findByText('250 of 1000 hours approved')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Approved experience hours' })).toBeTruthy()
    expect(screen.getByText('01/15/2018')).toBeTruthy()
    const entries = screen.getByRole('region', { name: 'Your Experience' })
    expect(within(entries).getAllByRole('link', { name: 'Coaching' })[0]?.getAttribute('href')).toBe(
      '/certifications-and-training/experience/41',
    )
    expect(within(entries).getAllByText('Pending').length).toBeGreaterThan(0)
    expect(within(entries).getByRole('link', { name: M.addTitle }).getAttribute('href')).toBe(
      '/certifications-and-training/experience/new',
    )
  })

  it('says why no entry may be added', async () => {
    const reason = 'Your registration deadline has passed: request an extension to log more experience'
    serve({
      '/api/registrations/current': candidateRegistration,
      '/api/registration/7/experiences': listOf({
        data: [],
        registration: registrationOf({
          canAdd: false,
          cannotAddReason: reason,
          cannotAddAction: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
        }),
      }),
    })
    renderAt('/certifications-and-training/experience')
    expect(await screen.findByText(reason)).toBeTruthy()
    expect(screen.getByText(M.empty)).toBeTruthy()
    expect(screen.queryByRole('link', { name: M.addTitle })).toBeNull()
    // The way to do something about it, where the reason is said.
    expect(screen.getByRole('link', { name: 'File an extension' }).getAttribute('href')).toBe(
      '/certifications-and-training/extensions/request',
    )
    // No hours left to show while none may be logged.
    expect(screen.queryByRole('region', { name: 'Hours Left by Service Type' })).toBeNull()
  })

  it('shows the hours left by service type while hours may be logged', async () => {
    serve({ '/api/registrations/current': candidateRegistration, '/api/registration/7/experiences': listOf() })
    renderAt('/certifications-and-training/experience')
    expect(await screen.findByRole('region', { name: 'Hours Left by Service Type' })).toBeTruthy()
  })

  it('a certified person reads the hours the certification was earned with, without hours left to log', async () => {
    serve({
      '/api/registrations/current': candidateRegistration,
      '/api/registration/7/experiences': listOf({
        registration: registrationOf({ canAdd: false, cannotAddReason: M.complete }),
      }),
    })
    renderAt('/certifications-and-training/experience')
    expect(await screen.findByText(M.complete)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Your Experience' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Hours Left by Service Type' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'File an extension' })).toBeNull()
  })

  it('explains, without a registration in progress, that experience comes after approval', async () => {
    serve({ '/api/registrations/current': noRegistration })
    renderAt('/certifications-and-training/experience')
    expect(await screen.findByText(M.notWorking)).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Go to your certification' }))
    expect(await screen.findByText('Certification dashboard')).toBeTruthy()
  })
})

describe('NewExperiencePage and EditExperiencePage', () => {
  it('adds to the candidate’s registration', async () => {
    serve({ '/api/registrations/current': candidateRegistration, '/api/registration/7/experiences': listOf() })
    renderAt('/certifications-and-training/experience/new')
    expect(await screen.findByRole('combobox', { name: 'Service Type' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add Experience' })).toBeTruthy()
  })

  it('shows an entry’s reviews', async () => {
    const review = {
      id: 1,
      createdAt: '2025-03-05T15:00:00.000Z',
      approved: false,
      message: '<p>Please attach the <strong>signed</strong> form.</p>',
      status: 'more_info_requested' as const,
      reviewer: 'Alex Admin',
    }
    serve({ '/api/experience/41': detailOf(experienceOf({ reviews: [review], status: 'More Information Requested' })) })
    renderAt('/certifications-and-training/experience/41')
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    expect(within(reviews).getAllByText('Alex Admin').length).toBeGreaterThan(0)
    expect(within(reviews).getAllByText('signed').length).toBeGreaterThan(0)
    const verified = screen.getByRole('checkbox', { name: M.verifiedLabel })
    // What staff asked for comes before the form it is about.
    expect(reviews.compareDocumentPosition(verified) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: M.editTitle })).toBeTruthy()
  })

  it('titles an entry the candidate can no longer change Experience, not Edit Experience', async () => {
    serve({ '/api/experience/41': detailOf(experienceOf({ approved: true, status: 'Approved', isEditable: false })) })
    renderAt('/certifications-and-training/experience/41')
    expect(await screen.findByRole('heading', { level: 1, name: M.viewTitle })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: M.editTitle })).toBeNull()
  })

  it('shows what the supervisor signed: who, when, the hours and dates confirmed, the comments', async () => {
    const verification = {
      id: 3,
      supervisorEmail: 'pat@example.test',
      signature: 'Pat Supervisor',
      signedAt: '2026-03-05T15:00:00.000Z',
      start: '2025-01-01',
      end: '2025-12-31',
      hours: 75.5,
      comments: 'A dedicated counselor.',
    }
    serve({ '/api/experience/41': detailOf(experienceOf({ verifications: [verification] })) })
    renderAt('/certifications-and-training/experience/41')
    const section = await screen.findByRole('region', { name: 'Supervisor Verification' })
    const table = within(section).getByRole('table', { name: 'Signed by Pat Supervisor on 03/05/2026' })
    expect(within(table).getByRole('rowheader', { name: 'Hours confirmed' }).nextSibling?.textContent).toBe('75.5')
    expect(within(table).getByText('01/01/2025 – 12/31/2025')).toBeTruthy()
    expect(within(table).getByText('A dedicated counselor.')).toBeTruthy()
  })

  it('says an unknown entry was not found', async () => {
    serve({})
    renderAt('/certifications-and-training/experience/999')
    expect(await screen.findByText('This experience was not found.')).toBeTruthy()
  })
})

describe('ExperienceReviewPage', () => {
  it('links the member and the registration, offers Approve and Reject, and edits without the verified box', async () => {
    serve({ '/api/experience/41': detailOf(experienceOf({ approved: true, status: 'Approved', isEditable: true })) })
    renderAt('/admin/experiences/41')
    expect((await screen.findByRole('link', { name: 'Jane Doe' })).getAttribute('href')).toBe('/admin/users/5')
    expect(screen.getByRole('link', { name: 'AFC® registration' }).getAttribute('href')).toBe(
      '/admin/course-registrations/7',
    )
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy()
    // Already approved: only a rejection changes it.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: M.verifiedLabel })).toBeNull()
    expect(screen.queryByText(M.approvedReadOnly)).toBeNull()
  })
})
