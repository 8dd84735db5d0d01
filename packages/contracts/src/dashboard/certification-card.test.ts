import { describe, expect, it } from 'vitest'
import {
  candidateProgress,
  certificationCard,
  examStatusText,
  extensionState,
  registrationBadgeOf,
  reviewStageOf,
  sentBackOf,
  type CertificationFacts,
  type ExamFacts,
  type HeldCertificationFacts,
  type RegistrationFacts,
} from './certification-card'
import { Dashboard } from './schemas'

const TODAY = '2026-11-22'

const exam = (attempts: ExamFacts['attempts'] = []): ExamFacts => ({
  attempts,
  priceCents: 39500,
  retakePriceCents: 29500,
})

function registration(overrides: Partial<RegistrationFacts> = {}): RegistrationFacts {
  return {
    id: 7,
    certificationId: 1,
    name: 'AFC®',
    status: 'in_progress',
    expirationStatus: 'not_expired',
    deadline: '2028-03-22',
    requiredHours: 1000,
    approvedHours: 540,
    isFeeInCart: false,
    isCodeOfEthicsSigned: false,
    exam: exam([{ isPaid: true, result: null, priceCents: null }]),
    practiceExam: { isPurchased: true, isInCart: false, takenCount: 1 },
    extension: null,
    sentBack: null,
    ...overrides,
  }
}

const held = (overrides: Partial<HeldCertificationFacts> = {}): HeldCertificationFacts => ({
  name: 'AFC®',
  key: 'afc',
  status: 'good_standing',
  reportingPeriodEnd: '2028-06-30',
  earnedCredits: 8,
  requiredCredits: 30,
  ...overrides,
})

const facts = (overrides: Partial<CertificationFacts> = {}): CertificationFacts => ({
  today: TODAY,
  certifications: [],
  registration: null,
  ...overrides,
})

describe('the Certification card variant', () => {
  it('not enrolled: Enroll Now to the certification area', () => {
    const card = certificationCard(facts())
    expect(card).toMatchObject({
      variant: 'not_enrolled',
      action: { label: 'Enroll Now', to: '/certifications-and-training' },
    })
  })

  it('a registration still in the pre-registration wizard is not enrolled yet', () => {
    expect(certificationCard(facts({ registration: registration({ status: 'pre_registration' }) })).variant).toBe(
      'not_enrolled',
    )
  })

  it('sent back by staff: the step, their message and the way back into the wizard, not Enroll Now', () => {
    const sentBack = sentBackOf('pre_registration', [
      { approved: false, newStep: 'documentation', message: 'Please upload your transcript.' },
      { approved: true, newStep: null, message: null },
    ])
    const card = certificationCard(facts({ registration: registration({ status: 'pre_registration', sentBack }) }))
    expect(card).toEqual({
      variant: 'changes_requested',
      name: 'AFC®',
      step: 'Supporting Documentation',
      message:
        'Changes were requested to your registration: please review the Supporting Documentation step and submit your registration again.',
      reviewMessage: 'Please upload your transcript.',
      action: { label: 'Make the Changes', to: '/certifications-and-training/register/1' },
    })
    expect(registrationBadgeOf(card)).toEqual({ label: 'Changes Requested', tone: 'warning' })
  })

  it('a send-back counts only while the registration is in the wizard and the rejection is the latest decision', () => {
    const rejected = { approved: false, newStep: 'pay_review', message: null }
    expect(sentBackOf('registration_approval', [rejected])).toBeNull()
    expect(sentBackOf('pre_registration', [{ approved: true, newStep: null, message: null }, rejected])).toBeNull()
    expect(sentBackOf('pre_registration', [])).toBeNull()
    expect(sentBackOf('pre_registration', [rejected])).toEqual({ step: 'Pay & Review', message: null })
  })

  it('in review: what it waits for is said alike on the card and the profile badge', () => {
    const stages = (['registration_approval', 'experience_approval', 'final_approval'] as const).map((status) => {
      const card = certificationCard(facts({ registration: registration({ status }) }))
      return [card.variant, card.variant === 'review' ? card.stage : null, registrationBadgeOf(card)?.label]
    })
    expect(stages).toEqual([
      ['review', 'registration', 'In Review'],
      ['review', 'experience', 'In Review'],
      ['review', 'final', 'In Review'],
    ])
    expect(reviewStageOf('in_progress')).toBeNull()
    expect(registrationBadgeOf(certificationCard(facts({ registration: registration() })))?.label).toBe('In Progress')
  })

  it('certification held: name, success badge, CEU progress with its due date, payment and dashboard links', () => {
    const card = certificationCard(facts({ certifications: [held()] }))
    expect(card).toEqual({
      variant: 'held',
      name: 'AFC®',
      key: 'afc',
      status: 'good_standing',
      badge: { label: 'Good Standing', tone: 'success' },
      notice: null,
      ceus: { value: 8, target: 30, percent: 26 },
      ceusDueOn: '06/30/2028',
      payment: { label: 'Pay Certification Fees', to: '/certifications-and-training/certifications/pay' },
      dashboard: { label: 'Go to Certification', to: '/certifications-and-training' },
    })
  })

  it('lapsed certificates are held with a warning badge; AFCC pays with its own wording', () => {
    const lapsed = certificationCard(facts({ certifications: [held({ status: 'lapsed_ceus', earnedCredits: 18 })] }))
    expect(lapsed).toMatchObject({ variant: 'held', badge: { label: 'Lapsed (CEUs)', tone: 'warning' } })
    expect(lapsed.variant === 'held' && lapsed.ceus).toEqual({ value: 18, target: 30, percent: 60 })
    const afcc = certificationCard(facts({ certifications: [held({ key: 'afcc', name: 'AFCC®' })] }))
    expect(afcc.variant === 'held' && afcc.payment?.label).toBe('Pay AFCC® Fees')
  })

  it('a certification held wins over a registration; a revoked one only when nothing else applies', () => {
    const withRegistration = facts({ certifications: [held()], registration: registration() })
    expect(certificationCard(withRegistration).variant).toBe('held')
    const revokedWithRegistration = facts({
      certifications: [held({ status: 'revoked' })],
      registration: registration(),
    })
    expect(certificationCard(revokedWithRegistration).variant).toBe('active')
    const revoked = certificationCard(facts({ certifications: [held({ status: 'revoked' })] }))
    expect(revoked).toMatchObject({
      variant: 'held',
      badge: { label: 'Revoked', tone: 'danger' },
      notice: 'Your certification has been revoked. Please contact certification staff.',
      payment: null,
      ceus: null,
    })
  })

  it('registration in cart: an unpaid registration fee shown in the cart gives View Cart', () => {
    const card = certificationCard(
      facts({ registration: registration({ status: 'pre_registration', isFeeInCart: true }) }),
    )
    expect(card).toMatchObject({ variant: 'cart', action: { label: 'View Cart', to: '/cart' } })
  })

  it('in review: every approval status; experience and final approval say what they wait for', () => {
    expect(certificationCard(facts({ registration: registration({ status: 'experience_approval' }) }))).toMatchObject({
      variant: 'review',
      stage: 'experience',
      message:
        'Your experience hours reach the hours required: staff are reviewing the entries still pending. We answer within 2-3 business days.',
    })
    for (const status of ['registration_approval', 'module_approval'] as const) {
      expect(certificationCard(facts({ registration: registration({ status }) }))).toMatchObject({
        variant: 'review',
        stage: 'registration',
        message: 'Your registration is in review.',
      })
    }
    expect(certificationCard(facts({ registration: registration({ status: 'final_approval' }) }))).toMatchObject({
      variant: 'review',
      stage: 'final',
      message: 'Your final application is in review.',
    })
  })

  it('active registration: experience progress, practice exams, exam status, ethics, deadline, progress', () => {
    const card = certificationCard(facts({ registration: registration() }))
    expect(card).toMatchObject({
      variant: 'active',
      registrationId: 7,
      experience: { value: 540, target: 1000, percent: 54 },
      education: { label: 'Study Resources', to: '/certifications-and-training' },
      practiceExams: { state: 'purchased', text: '1 of 2 taken', action: { to: '/registration/7/practice-exam' } },
      examStatus: 'Paid',
      codeOfEthics: { isSigned: false, text: 'Not signed' },
      deadline: '03/22/2028',
      progress: { education: 100, experience: 54, exam: 0, ethics: 0, total: 1.54, canFinish: false },
      dashboard: { to: '/certifications-and-training' },
    })
  })

  it('practice exams in the cart or not bought', () => {
    const inCart = certificationCard(
      facts({ registration: registration({ practiceExam: { isPurchased: false, isInCart: true, takenCount: 0 } }) }),
    )
    expect(inCart.variant === 'active' && inCart.practiceExams).toMatchObject({
      state: 'in_cart',
      action: { label: 'View in Cart', to: '/cart' },
    })
    const none = certificationCard(
      facts({ registration: registration({ practiceExam: { isPurchased: false, isInCart: false, takenCount: 0 } }) }),
    )
    expect(none.variant === 'active' && none.practiceExams.state).toBe('not_purchased')
  })

  it('a complete registration with no certification is not enrolled', () => {
    expect(certificationCard(facts({ registration: registration({ status: 'complete' }) })).variant).toBe(
      'not_enrolled',
    )
  })
})

describe('the expired registration and its extension', () => {
  const expired = (overrides: Partial<RegistrationFacts> = {}) =>
    registration({ expirationStatus: 'expired_without_extension', deadline: '2026-09-30', ...overrides })

  it('offers an extension request within 6 months of the deadline', () => {
    const card = certificationCard(facts({ registration: expired() }))
    expect(card).toMatchObject({
      variant: 'expired',
      extension: 'can_request',
      requestBy: '03/30/2027',
      message: 'Your registration has expired. You may request a 6-month extension until 03/30/2027.',
      action: { label: 'File an extension', to: '/certifications-and-training/extensions/request' },
    })
  })

  it('closes the window 6 months after the deadline, and for the final expired status', () => {
    expect(extensionState(expired({ deadline: '2026-05-21' }), TODAY).state).toBe('closed')
    expect(extensionState(expired({ deadline: '2026-05-22' }), TODAY).state).toBe('can_request')
    expect(extensionState(expired({ expirationStatus: 'expired' }), TODAY).state).toBe('closed')
    const closed = certificationCard(facts({ registration: expired({ expirationStatus: 'expired' }) }))
    expect(closed).toMatchObject({ variant: 'expired', action: { label: 'Enroll Now' } })
  })

  it('shows an extension in the cart, then under review; a decided one closes it', () => {
    const inCart = certificationCard(
      facts({ registration: expired({ extension: { isInCart: true, approved: null } }) }),
    )
    expect(inCart).toMatchObject({ extension: 'in_cart', action: { label: 'View Cart', to: '/cart' } })
    const review = certificationCard(
      facts({ registration: expired({ extension: { isInCart: false, approved: null } }) }),
    )
    expect(review).toMatchObject({ extension: 'under_review', action: null })
    expect(extensionState(expired({ expirationStatus: 'expired_with_extension' }), TODAY).state).toBe('under_review')
    expect(extensionState(expired({ extension: { isInCart: false, approved: false } }), TODAY).state).toBe('rejected')
    expect(extensionState(expired({ extension: { isInCart: false, approved: true } }), TODAY).state).toBe('closed')
  })

  it('says why an extension was not approved: the reviewer’s reason, as the notification quotes it', () => {
    const declined = certificationCard(
      facts({
        registration: expired({
          extension: { isInCart: false, approved: false, decisionMessage: ' Too few hours logged. ' },
        }),
      }),
    )
    expect(declined).toMatchObject({
      variant: 'expired',
      extension: 'rejected',
      message:
        'Your registration has expired and your extension request was not approved. To continue, please register again.',
      reason: 'Too few hours logged.',
      action: { label: 'Enroll Now' },
    })
    const withoutReason = certificationCard(
      facts({ registration: expired({ extension: { isInCart: false, approved: false, decisionMessage: null } }) }),
    )
    expect(withoutReason).toMatchObject({ extension: 'rejected', reason: null })
  })

  it('a deadline that passed counts as expired even before the status caught up', () => {
    expect(certificationCard(facts({ registration: registration({ deadline: '2026-11-21' }) })).variant).toBe('expired')
    expect(certificationCard(facts({ registration: registration({ deadline: TODAY }) })).variant).toBe('active')
  })
})

describe('the exam status text (spec 2 §2.10)', () => {
  it('"{price} Due" with no exam yet, or an unpaid one', () => {
    expect(examStatusText(exam())).toBe('$395.00 Due')
    expect(examStatusText(exam([{ isPaid: false, result: null, priceCents: 29500 }]))).toBe('$295.00 Due')
  })
  it('"Retake Required / {price} Due" after a failed or missed paid exam', () => {
    expect(examStatusText(exam([{ isPaid: true, result: 'F', priceCents: null }]))).toBe(
      'Retake Required / $295.00 Due',
    )
    expect(examStatusText(exam([{ isPaid: true, result: 'A', priceCents: null }]))).toBe(
      'Retake Required / $295.00 Due',
    )
    expect(
      examStatusText(
        exam([
          { isPaid: true, result: 'F', priceCents: null },
          { isPaid: false, result: null, priceCents: 19500 },
        ]),
      ),
    ).toBe('Retake Required / $195.00 Due')
  })
  it('names no amount to a Military Spouse Fellowship candidate: the foundation partner covers the exam', () => {
    const covered = (attempts: ExamFacts['attempts'] = []) => ({ ...exam(attempts), isCoveredByFellowship: true })
    expect(examStatusText(covered())).toBe('Covered by the Military Spouse Fellowship')
    expect(examStatusText(covered([{ isPaid: true, result: 'F', priceCents: null }]))).toBe(
      'Covered by the Military Spouse Fellowship',
    )
    expect(examStatusText(covered([{ isPaid: true, result: null, priceCents: null }]))).toBe('Paid')
    expect(examStatusText(covered([{ isPaid: true, result: 'P', priceCents: null }]))).toBe('Passed')
  })
  it('"Passed" when the latest result is P, otherwise "Paid"', () => {
    expect(
      examStatusText(
        exam([
          { isPaid: true, result: 'F', priceCents: null },
          { isPaid: true, result: 'P', priceCents: null },
        ]),
      ),
    ).toBe('Passed')
    expect(examStatusText(exam([{ isPaid: true, result: null, priceCents: null }]))).toBe('Paid')
  })
})

describe('the candidate progress (spec 2 §2.2)', () => {
  const base = {
    hasPassedExam: true,
    isCodeOfEthicsSigned: true,
    approvedHours: 1200,
    requiredHours: 1000,
    status: 'in_progress' as const,
    isLocked: false,
  }
  it('sums the four parts over 100, experience capped at 100', () => {
    expect(candidateProgress(base)).toEqual({
      education: 100,
      experience: 100,
      exam: 100,
      ethics: 100,
      total: 4,
      canFinish: true,
    })
    expect(candidateProgress({ ...base, hasPassedExam: false, approvedHours: 250 })).toMatchObject({
      exam: 0,
      experience: 25,
      total: 2.25,
      canFinish: false,
    })
  })
  it('Finish is disabled under final approval or when the page is locked', () => {
    expect(candidateProgress({ ...base, status: 'final_approval' }).canFinish).toBe(false)
    expect(candidateProgress({ ...base, isLocked: true }).canFinish).toBe(false)
  })
})

describe('the response schema', () => {
  it('has no transforms: what the server sends parses to itself', () => {
    const card = certificationCard(facts({ registration: registration() }))
    const sample = {
      certification: card,
      membership: { variant: 'none', message: 'x', expiredOn: null, action: { label: 'Join', to: '/membership/get' } },
      essentials: { completed: [], enrolled: [], registrationNeeded: [], browse: { label: 'b', to: '/t' } },
      profile: {
        userId: 1,
        avatarUrl: null,
        firstName: 'A',
        lastName: 'B',
        fullName: 'A B',
        location: null,
        position: null,
        workPhone: null,
        homePhone: null,
        email: 'a@example.org',
        website: null,
        isAfccCertificant: false,
        myAfcpeProfile: null,
      },
      announcement: null,
      events: [],
    }
    expect(Dashboard.parse(sample)).toEqual(sample)
  })
})
