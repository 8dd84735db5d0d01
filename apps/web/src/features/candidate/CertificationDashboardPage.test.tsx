import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CandidateMessages as M,
  DashboardMessages,
  easternDay,
  RegistrationMessages,
  LEARNING_PLATFORM_URL,
  STUDY_RESOURCES,
  type CandidateView,
  type CertificationDashboard,
} from '@portal/contracts'
import { renderInApp } from '../../../test/render'
import { json, stubFetch, type FetchCall } from '../../../test/fetch'
import { toastError, toastSuccess } from '../../lib/toast'
import { CertificationDashboardPage } from './CertificationDashboardPage'
import { examAttempt } from '../../../test/exam-attempt'
import { candidateView, heldCertification as held } from './test-fixtures'

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }))

const attempt = examAttempt

const candidate = (overrides: Partial<CandidateView> = {}): CertificationDashboard => ({
  variant: 'candidate',
  candidate: candidateView(overrides),
})

/** The API: the dashboard from `shown`, each change answered by `answer`; every call is recorded. */
let shown: CertificationDashboard
let answer: (call: FetchCall) => Response
let calls: FetchCall[] = []

beforeEach(() => {
  vi.mocked(toastSuccess).mockReset()
  vi.mocked(toastError).mockReset()
  shown = candidate()
  answer = () => json({ message: 'Not expected', code: 'internal_error' }, 500)
  calls = stubFetch((call) =>
    call.method === 'GET' && call.url === '/api/certifications/dashboard' ? json(shown) : answer(call),
  )
})
afterEach(() => vi.unstubAllGlobals())

const changes = () => calls.filter((call) => call.method !== 'GET')

function renderPage() {
  return renderInApp(
    <MemoryRouter initialEntries={['/certifications-and-training']}>
      <Routes>
        <Route path="/certifications-and-training" element={<CertificationDashboardPage />} />
        <Route path="/cart" element={<p>The cart</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const section = (name: string) => screen.findByRole('region', { name })

/** The message shown under a field (Mantine links it with aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '')
}

describe('CertificationDashboardPage: loading', () => {
  it('says the dashboard could not be loaded, and asks again', async () => {
    let fails = true
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        fails ? json({ message: 'The server is down.', code: 'internal_error' }, 500) : json(shown),
      ),
    )
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Certification' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Loading your certification')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your certification could not be loaded')
    expect(alert.textContent).toContain('The server is down.')
    fails = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await section('Progress')).toBeTruthy()
  })
})

describe('CertificationDashboardPage: the candidate', () => {
  it('shows the header, the Four E’s, experience, the exam and the Code of Ethics', async () => {
    shown = candidate({
      exam: {
        ...candidateView().exam,
        state: 'retake',
        statusText: 'Retake Required / $150.00 Due',
        attemptsRemaining: 4,
        attempts: [
          attempt(),
          attempt({ id: 2, result: null, resultLabel: null, score: null, takenOn: null, paidOn: null, isPaid: false }),
        ],
      },
    })
    renderPage()
    const header = await section('Accredited Financial Counselor®')
    expect(header.textContent).toContain('Pathway: Education')
    expect(header.textContent).toContain('Enrolled on: 01/15/2026')
    expect(header.textContent).toContain('Deadline: 01/15/2029')

    const progress = await section('Progress')
    const bar = (name: string) => within(progress).getByRole('progressbar', { name }).getAttribute('aria-valuenow')
    expect([bar('Education'), bar('Experience'), bar('Exam'), bar('Ethics')]).toEqual(['100', '25', '0', '0'])
    expect(within(progress).getByText('31% of the Four E’s complete')).toBeTruthy()
    const finish = within(progress).getByRole('button', { name: 'Finish Certification' }) as HTMLButtonElement
    expect(finish.disabled).toBe(true)

    const experience = await section('Experience')
    expect(within(experience).getByText('250 of 1000 hours approved')).toBeTruthy()
    expect(within(experience).getByRole('link', { name: M.logExperience }).getAttribute('href')).toBe(
      '/certifications-and-training/experience',
    )

    const exam = await section('Exam')
    expect(within(exam).getByText('Retake Required / $150.00 Due')).toBeTruthy()
    expect(exam.textContent).toContain('Exam ID: AFC000007')
    expect(within(exam).getByText('4 of 5 attempts remaining')).toBeTruthy()
    expect(within(exam).getByRole('button', { name: 'Pay Exam Retake' })).toBeTruthy()
    const table = within(exam).getByRole('table', { name: 'Exam Attempts' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['AFC® Certification Exam', 'Fail', '95', '03/02/2026', '02/01/2026'],
      ['AFC® Certification Exam', '—', '—', '—', '—'],
    ])
    expect(within(exam).getByText(M.accommodations)).toBeTruthy()

    const ethics = await section('Code of Ethics')
    expect(within(ethics).getByRole('button', { name: 'Sign Code of Ethics' })).toBeTruthy()

    const practice = await section('Practice Exams')
    expect(within(practice).getByRole('link', { name: 'Buy Practice Exams' }).getAttribute('href')).toBe(
      '/registration/41/practice-exam',
    )
    const resources = within(await section('Study Resources')).getAllByRole('link')
    expect(resources).toHaveLength(STUDY_RESOURCES.afc.length)
    for (const link of resources) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.textContent).toContain('(opens in a new tab)')
    }
    const learning = await section(M.learningSystem)
    expect(learning.textContent).toContain('Your access lasts until 02/01/2027.')
    // Says where to open it: a heading with nothing to open was a dead end.
    expect(within(learning).getByText(M.learningSystemHowToOpen)).toBeTruthy()
    // ... and its link, in a new tab.
    const open = within(learning).getByRole('link', { name: /Open the AFC® Learning System/ })
    expect(open.getAttribute('href')).toBe(LEARNING_PLATFORM_URL)
    expect(open.getAttribute('target')).toBe('_blank')
    // Not shown unless the demo setting is on.
    expect(screen.queryByRole('button', { name: 'Simulate Pass' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Demo Controls' })).toBeNull()
  })

  it('enables Finish Certification when every part is complete', async () => {
    shown = candidate({
      progress: { education: 100, experience: 100, exam: 100, ethics: 100, total: 4, canFinish: true },
      learningSystem: {
        name: 'AFC® Learning System',
        priceCents: 89500,
        accessMonths: 12,
        accessUntil: '02/01/2025',
        isActive: false,
        inCart: false,
        canBuy: true,
      },
    })
    renderPage()
    const progress = await section('Progress')
    expect(within(progress).getByText('100% of the Four E’s complete')).toBeTruthy()
    expect(within(progress).getByRole('link', { name: 'Finish Certification' }).getAttribute('href')).toBe(
      '/certifications-and-training/register/3',
    )
    const offer = await section(M.learningSystem)
    expect(offer.textContent).toContain('Your access ended on 02/01/2025.')
    expect(within(offer).getByText(M.learningSystemOffer(12))).toBeTruthy()
  })

  it('shows the final-approval banner', async () => {
    shown = candidate({ inFinalApproval: true, reviewNotice: M.finalApprovalBanner })
    renderPage()
    expect(await screen.findByText(M.finalApprovalBanner)).toBeTruthy()
  })

  it('tells a candidate in experience approval what they wait for', async () => {
    const waiting = DashboardMessages.experienceInReview
    shown = candidate({ status: 'experience_approval', reviewNotice: waiting })
    renderPage()
    expect((await screen.findByText(waiting)).closest('[role="status"]')).toBeTruthy()
  })

  it('counts no attempts left once the exam is passed', async () => {
    shown = candidate({
      exam: { ...candidateView().exam, state: 'passed', statusText: 'Passed', attemptsRemaining: null, canPay: false },
    })
    renderPage()
    const exam = await section('Exam')
    expect(within(exam).getByText('Passed')).toBeTruthy()
    expect(within(exam).queryByText(/attempts remaining/)).toBeNull()
  })

  it('hides the exam’s actions when the page is locked, and says why', async () => {
    const notice = M.lockedBanner('01/15/2026')
    shown = candidate({
      isLocked: true,
      lockedNotice: notice,
      exam: { ...candidateView().exam, attempts: [attempt()] },
    })
    renderPage()
    const exam = await section('Exam')
    expect(within(exam).getByText(notice)).toBeTruthy()
    expect(within(exam).queryByRole('button', { name: 'Pay Exam Fee' })).toBeNull()
    expect(within(exam).queryByRole('table')).toBeNull()
    expect(within(exam).queryByText('AFC000007', { exact: false })).toBeNull()
    // The banner above the sections says it too.
    expect(screen.getAllByText(notice)).toHaveLength(2)
  })

  it('says the fee is in the cart with a link to it, and a pay note instead of the button', async () => {
    shown = candidate({ exam: { ...candidateView().exam, canPay: false, inCart: true } })
    const first = renderPage()
    const exam = await section('Exam')
    expect(within(exam).getByText(M.examInCart)).toBeTruthy()
    expect(within(exam).getByRole('link', { name: 'View in Cart' }).getAttribute('href')).toBe('/cart')
    expect(within(exam).queryByRole('button', { name: 'Pay Exam Fee' })).toBeNull()
    first.unmount()

    shown = candidate({ exam: { ...candidateView().exam, canPay: false, payNote: M.examAfcOnly } })
    renderPage()
    const afcc = await section('Exam')
    expect(within(afcc).getByText(M.examAfcOnly)).toBeTruthy()
    expect(within(afcc).queryByRole('button', { name: 'Pay Exam Fee' })).toBeNull()
  })
})

describe('CertificationDashboardPage: the deadline banners', () => {
  const fileAnExtension = { label: 'File an extension', to: '/certifications-and-training/extensions/request' }

  it('warns within 90 days of the deadline, in yellow, with the way to an extension', async () => {
    const message = 'Your AFC® registration is going to expire on 05/15/2026.'
    shown = candidate({ deadlineBanner: { tone: 'warning', message, action: fileAnExtension } })
    renderPage()
    const banner = (await screen.findByText(message)).closest('[role="status"]') as HTMLElement
    expect(banner.className).toContain('Alert')
    expect(banner.getAttribute('style')).toContain('yellow')
    expect(within(banner).getByRole('link', { name: 'File an extension' }).getAttribute('href')).toBe(
      '/certifications-and-training/extensions/request',
    )
  })

  it('says once, in red, that the registration expired when the page is locked: the banner replaces the notice', async () => {
    const message = 'Your AFC® registration has expired (01/15/2026).'
    const notice = M.lockedBanner('01/15/2026')
    shown = candidate({
      isLocked: true,
      lockedNotice: notice,
      deadlineBanner: { tone: 'danger', message, action: { label: 'View in Cart', to: '/cart' } },
    })
    renderPage()
    const banner = (await screen.findByText(message)).closest('[role="status"]') as HTMLElement
    expect(banner.getAttribute('style')).toContain('red')
    expect(within(banner).getByRole('link', { name: 'View in Cart' }).getAttribute('href')).toBe('/cart')
    // The exam section still says why its actions are hidden; the duplicate alert above is gone.
    expect(screen.getAllByText(notice)).toHaveLength(1)
    expect(within(await section('Exam')).getByText(notice)).toBeTruthy()
  })

  it('shows a held certification’s CEU lapse banner in its card, without an action when there is none', async () => {
    const message = 'Your AFC® certification has lapsed for CEUs (06/30/2026).'
    shown = {
      variant: 'certified',
      certifications: [
        held({ deadlineBanner: { tone: 'danger', message, action: fileAnExtension } }),
        held({ certificationId: 4, key: 'afcc', name: 'Accredited Financial Coach®' }),
      ],
    }
    renderPage()
    const card = within(await section('Your Certifications')).getByRole('article', {
      name: 'Accredited Financial Counselor®',
    })
    const banner = within(card).getByRole('status')
    expect(banner.textContent).toContain(message)
    expect(within(banner).getByRole('link', { name: 'File an extension' })).toBeTruthy()
    const other = screen.getByRole('article', { name: 'Accredited Financial Coach®' })
    expect(within(other).queryByRole('status')).toBeNull()
  })
})

describe('CertificationDashboardPage: the Code of Ethics', () => {
  it('signs with the typed name and today’s Eastern date, then shows who signed', async () => {
    const today = easternDay()
    answer = () =>
      json(candidate({ codeOfEthics: { isSigned: true, signature: 'Jane Candidate', signedOn: '2026-04-01' } }))
    renderPage()
    await userEvent.click(within(await section('Code of Ethics')).getByRole('button', { name: 'Sign Code of Ethics' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign Code of Ethics' })
    expect(within(dialog).getByText(M.ethicsIntro)).toBeTruthy()
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement
    expect(date.value).toBe(today)
    expect(date.readOnly).toBe(true)

    // The signature is required before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    const signature = within(dialog).getByRole('textbox', { name: M.signature })
    await waitFor(() => expect(errorUnder(signature)).toBe('Required'))
    expect(changes()).toEqual([])

    await userEvent.type(signature, 'Jane Candidate')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign Code of Ethics' })).toBeNull())
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/registration/41/code-of-ethics',
        body: { signature: 'Jane Candidate', date: today },
      },
    ])
    const ethics = await section('Code of Ethics')
    expect(within(ethics).getByText('Signed by Jane Candidate on 04/01/2026')).toBeTruthy()
    expect(within(ethics).queryByRole('button', { name: 'Sign Code of Ethics' })).toBeNull()
    expect(toastSuccess).toHaveBeenCalledWith(M.ethicsSignedToast)
  })

  it('puts the server’s refusal on its field', async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: { date: [M.futureDate] },
        },
        422,
      )
    renderPage()
    await userEvent.click(within(await section('Code of Ethics')).getByRole('button', { name: 'Sign Code of Ethics' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign Code of Ethics' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.signature }), 'Jane Candidate')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    const date = within(dialog).getByLabelText('Date')
    await waitFor(() => expect(errorUnder(date)).toBe(M.futureDate))
    expect(date.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('CertificationDashboardPage: paying the exam', () => {
  async function openPayDialog(label = 'Pay Exam Fee') {
    renderPage()
    await userEvent.click(within(await section('Exam')).getByRole('button', { name: label }))
    return screen.findByRole('dialog', { name: label })
  }

  it('names the shipping and the total on the page beside the spec’s status, as the dialog does', async () => {
    shown = candidate({
      exam: { ...candidateView().exam, state: 'retake', statusText: 'Retake Required / $300.00 Due' },
    })
    renderPage()
    const exam = await section('Exam')
    expect(within(exam).getByText('Retake Required / $300.00 Due')).toBeTruthy()
    expect(within(exam).getByText('AFC® Certification Exam: $300.00')).toBeTruthy()
    expect(within(exam).getByText('Exam Materials Shipping: $15.00')).toBeTruthy()
    expect(within(exam).getByText('Due now: $315.00')).toBeTruthy()
    expect(within(exam).getByText('Taking the exam outside the United States: $340.00 due now')).toBeTruthy()
    await userEvent.click(within(exam).getByRole('button', { name: 'Pay Exam Retake' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay Exam Retake' })
    expect(within(dialog).getByText('Due now: $315.00')).toBeTruthy()
  })

  it('refuses without the agreement, then puts the fee in the cart and goes to it', async () => {
    answer = () => json({ next: 'cart', lineItemId: 900 })
    const dialog = await openPayDialog()
    // Every fee the cart will hold is named, shipping included, and what is due for the sitting.
    expect(within(dialog).getByText('AFC® Certification Exam: $300.00')).toBeTruthy()
    expect(within(dialog).getByText('Exam Materials Shipping: $15.00')).toBeTruthy()
    expect(within(dialog).getByText('Due now: $315.00')).toBeTruthy()
    const agreement = within(dialog).getByRole('checkbox', { name: RegistrationMessages.examAgreement })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(errorUnder(agreement)).toBe('Required'))
    expect(changes()).toEqual([])

    await userEvent.click(within(dialog).getByRole('checkbox', { name: M.internationalExam }))
    expect(within(dialog).getByText('International Exam Materials Shipping: $40.00')).toBeTruthy()
    expect(within(dialog).getByText('Due now: $340.00')).toBeTruthy()
    expect(within(dialog).queryByText('Exam Materials Shipping: $15.00')).toBeNull()
    await userEvent.click(agreement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    expect(await screen.findByText('The cart')).toBeTruthy()
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/registration/41/exam',
        body: { internationalExam: true, examAgreement: true },
      },
    ])
    expect(toastSuccess).toHaveBeenCalledWith(M.examAddedToCart)
  })

  it('puts the server’s 422 on the agreement and says the spec’s failure text', async () => {
    answer = () =>
      json(
        {
          message: 'Please correct the highlighted fields.',
          code: 'validation_failed',
          errors: { examAgreement: ['Required'] },
        },
        422,
      )
    const dialog = await openPayDialog()
    const agreement = within(dialog).getByRole('checkbox', { name: RegistrationMessages.examAgreement })
    await userEvent.click(agreement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(errorUnder(agreement)).toBe('Required'))
    expect(toastError).toHaveBeenCalledWith('Could not pay for exam')
    expect(screen.getByRole('dialog', { name: 'Pay Exam Fee' })).toBeTruthy()
    expect(screen.queryByText('The cart')).toBeNull()
  })

  it('says “Could not pay for exam retake” when a retake fails', async () => {
    shown = candidate({
      exam: { ...candidateView().exam, state: 'retake', statusText: 'Retake Required / $150.00 Due' },
    })
    answer = () => json({ message: M.tooManyAttempts, code: 'conflict' }, 409)
    const dialog = await openPayDialog('Pay Exam Retake')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: RegistrationMessages.examAgreement }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    expect(await within(dialog).findByText(M.tooManyAttempts)).toBeTruthy()
    expect(toastError).toHaveBeenCalledWith('Could not pay for exam retake')
  })
})

describe('CertificationDashboardPage: the demo controls', () => {
  const awaiting = () =>
    candidate({
      demoControls: true,
      exam: {
        ...candidateView().exam,
        state: 'paid',
        statusText: 'Paid',
        canPay: false,
        awaitingResult: true,
        schedulingUrl: 'https://exams.example.org/schedule/1',
        attempts: [attempt({ result: null, resultLabel: null, score: null, takenOn: null })],
      },
    })

  it('records a simulated pass and shows the dashboard it answers', async () => {
    shown = awaiting()
    answer = () =>
      json(
        candidate({
          demoControls: true,
          progress: { education: 100, experience: 25, exam: 100, ethics: 0, total: 2.25, canFinish: false },
          exam: { ...candidateView().exam, state: 'passed', statusText: 'Passed', canPay: false },
        }),
      )
    renderPage()
    const demo = await section('Demo Controls')
    expect(within(demo).getByText(M.demoNotice)).toBeTruthy()
    expect(
      within(demo)
        .getByRole('link', { name: /Schedule Exam/ })
        .getAttribute('href'),
    ).toBe('https://exams.example.org/schedule/1')
    await userEvent.click(within(demo).getByRole('button', { name: 'Simulate Pass' }))
    expect(await screen.findByText('Passed')).toBeTruthy()
    expect(changes()).toEqual([{ method: 'POST', url: '/api/registration/41/pass-exam', body: undefined }])
    expect(toastSuccess).toHaveBeenCalledWith(M.examPassedToast)
    expect(screen.getByText('56% of the Four E’s complete')).toBeTruthy()
    // No paid attempt waits for a result any more.
    expect(screen.queryByRole('button', { name: 'Simulate Pass' })).toBeNull()
  })

  it('says when a simulated fail could not be recorded', async () => {
    shown = awaiting()
    renderPage()
    await userEvent.click(within(await section('Demo Controls')).getByRole('button', { name: 'Simulate Fail' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Could not simulate a failed exam.'))
    expect(changes()).toEqual([{ method: 'POST', url: '/api/registration/41/fail-exam', body: undefined }])
  })

  it('shows no Demo controls box while no paid attempt waits for a result (it would name buttons it lacks)', async () => {
    shown = candidate({ demoControls: true })
    renderPage()
    await section('Exam')
    expect(screen.queryByRole('region', { name: 'Demo Controls' })).toBeNull()
    expect(screen.queryByText(M.demoNotice)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Simulate Pass' })).toBeNull()
  })
})

describe('CertificationDashboardPage: the other variants', () => {
  it('lists the certifications held', async () => {
    shown = { variant: 'certified', certifications: [held()] }
    renderPage()
    const list = await section('Your Certifications')
    const card = within(list).getByRole('article', { name: 'Accredited Financial Counselor®' })
    expect(within(card).getByText('Good Standing')).toBeTruthy()
    expect(within(card).getByText('Certified since 06/30/2020')).toBeTruthy()
    expect(within(card).getByText('Reporting period ends 06/30/2026')).toBeTruthy()
    const certificate = within(card).getByRole('link', { name: /View Certificate/ })
    expect(certificate.getAttribute('href')).toBe('https://credentials.example.org/123')
    expect(certificate.getAttribute('rel')).toBe('noopener noreferrer')
    // No placeholder box: what keeping the certification takes today, what is coming, and links that lead somewhere.
    const keeping = await section(M.keepingTitle)
    expect(within(keeping).getByText(M.keepingNow)).toBeTruthy()
    expect(within(keeping).getByText(M.keepingSoon)).toBeTruthy()
    // CEUs are reported on the card above: nothing says they are still to come.
    expect(within(keeping).queryByText(/Reporting CEUs/)).toBeNull()
    expect(within(keeping).getByRole('link', { name: M.openDashboard }).getAttribute('href')).toBe('/')
    expect(within(keeping).getByRole('link', { name: M.openPayments }).getAttribute('href')).toBe('/payments')
    expect(screen.queryByText(M.ceusComing)).toBeNull()
    expect(screen.queryByRole('region', { name: 'Progress' })).toBeNull()
  })

  it('a registration sent back: the step, the reviewer’s message and the one way back in', async () => {
    const way = { label: 'Make the Changes', to: '/certifications-and-training/register/3' }
    shown = {
      variant: 'not_certified',
      notice: {
        message:
          'Changes were requested to your registration: please review the Supporting Documentation step and submit your registration again.',
        detail: 'Please upload your transcript.',
        facts: [],
        action: way,
      },
      options: [{ id: 3, key: 'afc', name: 'Accredited Financial Counselor®', description: null, action: null }],
      certifications: [],
    }
    renderPage()
    const message = await screen.findByText(/please review the Supporting Documentation step/)
    const notice = message.closest<HTMLElement>('[role="status"]')
    if (!notice) throw new Error('the notice is not a status')
    expect(within(notice).getByText('Please upload your transcript.')).toBeTruthy()
    expect(within(notice).getByRole('link', { name: 'Make the Changes' }).getAttribute('href')).toBe(way.to)
    const afc = within(await section(M.notCertifiedTitle)).getByRole('article', {
      name: 'Accredited Financial Counselor®',
    })
    expect(within(afc).queryByRole('link')).toBeNull()
  })

  it('an expired registration whose extension was declined: what happened, its facts and the reviewer’s reason, one primary action', async () => {
    shown = {
      variant: 'not_certified',
      notice: {
        message:
          'Your registration has expired and your extension request was not approved. To continue, please register again.',
        detail: "The reviewer's reason: Too few hours logged.",
        facts: [
          { label: 'Pathway', value: 'Self-Paced Study' },
          { label: 'Enrolled on', value: '10/09/2023' },
          { label: 'Deadline', value: '10/09/2026' },
          { label: 'Experience hours', value: '120 of 1000 approved' },
          { label: 'Extension', value: 'Requested, not approved' },
        ],
        action: null,
      },
      options: [
        {
          id: 3,
          key: 'afc',
          name: 'Accredited Financial Counselor®',
          description: null,
          action: { label: 'Register for the AFC®', to: '/certifications-and-training/register/3' },
        },
      ],
      certifications: [],
    }
    renderPage()
    const message = await screen.findByText(/your extension request was not approved/)
    const notice = message.closest<HTMLElement>('[role="status"]')
    if (!notice) throw new Error('the notice is not a status')
    expect(within(notice).getByText("The reviewer's reason: Too few hours logged.")).toBeTruthy()
    const facts = within(notice).getByRole('table', { name: 'Your registration' })
    const rows = within(facts)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'PathwaySelf-Paced Study',
      'Enrolled on10/09/2023',
      'Deadline10/09/2026',
      'Experience hours120 of 1000 approved',
      'ExtensionRequested, not approved',
    ])
    // One primary action on the page: registering again, on the certification's card.
    expect(within(notice).queryByRole('link')).toBeNull()
    const filled = () => screen.getAllByRole('link').filter((link) => link.getAttribute('data-variant') === 'filled')
    expect(filled().map((link) => link.textContent)).toEqual(['Register for the AFC®'])
  })

  it('an expired registration with an extension to file: that is the one primary action, registering again the second', async () => {
    shown = {
      variant: 'not_certified',
      notice: {
        message: 'Your registration has expired. You may request a 6-month extension until 04/09/2027.',
        detail: null,
        facts: [{ label: 'Extension', value: 'Not requested: it can be requested until 04/09/2027' }],
        action: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
      },
      options: [
        {
          id: 3,
          key: 'afc',
          name: 'Accredited Financial Counselor®',
          description: null,
          action: { label: 'Register for the AFC®', to: '/certifications-and-training/register/3' },
        },
      ],
      certifications: [],
    }
    renderPage()
    const file = await screen.findByRole('link', { name: 'File an extension' })
    expect(file.getAttribute('data-variant')).toBe('filled')
    expect(screen.getByRole('link', { name: 'Register for the AFC®' }).getAttribute('data-variant')).toBe('outline')
  })

  it('offers the certifications to register for, the latest registration’s notice and a revoked one', async () => {
    shown = {
      variant: 'not_certified',
      notice: {
        message: 'Your registration is in your cart.',
        detail: null,
        facts: [],
        action: { label: 'View Cart', to: '/cart' },
      },
      options: [
        {
          id: 3,
          key: 'afc',
          name: 'Accredited Financial Counselor®',
          description: 'Education, Experience, Exam and Ethics.',
          action: { label: M.continueRegistration, to: '/certifications-and-training/register/3' },
        },
        {
          id: 4,
          key: 'afcc',
          name: 'Accredited Financial Coach®',
          description: null,
          action: { label: 'Enroll Now', to: '/certifications-and-training/register/4' },
        },
      ],
      certifications: [
        held({
          certificationId: 4,
          key: 'afcc',
          name: 'Accredited Financial Coach®',
          status: 'revoked',
          badge: { label: 'Revoked', tone: 'danger' },
          notice: 'Your certification has been revoked. Please contact certification staff.',
          certificateUrl: null,
        }),
      ],
    }
    renderPage()
    expect(await screen.findByText('Your registration is in your cart.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart')
    const options = await section(M.notCertifiedTitle)
    const afc = within(options).getByRole('article', { name: 'Accredited Financial Counselor®' })
    expect(within(afc).getByText('Education, Experience, Exam and Ethics.')).toBeTruthy()
    expect(within(afc).getByRole('link', { name: M.continueRegistration }).getAttribute('href')).toBe(
      '/certifications-and-training/register/3',
    )
    const afcc = within(options).getByRole('article', { name: 'Accredited Financial Coach®' })
    expect(within(afcc).getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      '/certifications-and-training/register/4',
    )
    const revoked = within(await section('Your Certifications')).getByRole('article', {
      name: 'Accredited Financial Coach®',
    })
    expect(within(revoked).getByText('Revoked')).toBeTruthy()
    expect(within(revoked).getByText(/has been revoked/)).toBeTruthy()
    expect(within(revoked).queryByRole('link', { name: /View Certificate/ })).toBeNull()
  })
})
