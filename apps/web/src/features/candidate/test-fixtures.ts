/** Records the certification dashboard's component tests share (an exam attempt: test/exam-attempt.ts). */
import { CandidateMessages as M, STUDY_RESOURCES, type CandidateView, type HeldCertification } from '@portal/contracts'

/** A candidate in progress on the AFC® (the candidate dashboard), changed by `overrides`. */
export function candidateView(overrides: Partial<CandidateView> = {}): CandidateView {
  return {
    registrationId: 41,
    certification: { id: 3, key: 'afc', name: 'Accredited Financial Counselor®' },
    pathway: 'Education',
    status: 'in_progress',
    enrolledOn: '01/15/2026',
    deadline: '01/15/2029',
    isLocked: false,
    lockedNotice: null,
    deadlineBanner: null,
    inFinalApproval: false,
    reviewNotice: null,
    progress: { education: 100, experience: 25, exam: 0, ethics: 0, total: 1.25, canFinish: false },
    experience: {
      value: 250,
      target: 1000,
      percent: 25,
      action: { label: M.logExperience, to: '/certifications-and-training/experience' },
    },
    exam: {
      state: 'due',
      statusText: '$300.00 Due',
      priceCents: 30000,
      canPay: true,
      payNote: null,
      payOptions: {
        domestic: {
          lines: [
            { name: 'AFC® Certification Exam', priceCents: 30000 },
            { name: 'Exam Materials Shipping', priceCents: 1500 },
          ],
          totalCents: 31500,
        },
        international: {
          lines: [
            { name: 'AFC® Certification Exam', priceCents: 30000 },
            { name: 'International Exam Materials Shipping', priceCents: 4000 },
          ],
          totalCents: 34000,
        },
      },
      inCart: false,
      attemptsRemaining: 5,
      assignedExamId: 'AFC000007',
      awaitingResult: false,
      schedulingUrl: null,
      attempts: [],
    },
    practiceExams: {
      state: 'not_purchased',
      text: 'Practice exams help you prepare.',
      action: { label: 'Buy Practice Exams', to: '/registration/41/practice-exam' },
    },
    codeOfEthics: { isSigned: false, signature: null, signedOn: null },
    studyResources: [...STUDY_RESOURCES.afc],
    learningSystem: {
      name: 'AFC® Learning System',
      priceCents: 89500,
      accessMonths: 12,
      accessUntil: '02/01/2027',
      isActive: true,
      inCart: false,
      canBuy: false,
    },
    accommodationsNote: M.accommodations,
    demoControls: false,
    ...overrides,
  }
}

/** An AFC® certification in good standing, changed by `overrides`. */
export const heldCertification = (overrides: Partial<HeldCertification> = {}): HeldCertification => ({
  certificationId: 3,
  key: 'afc',
  name: 'Accredited Financial Counselor®',
  status: 'good_standing',
  badge: { label: 'Good Standing', tone: 'success' },
  notice: null,
  certifiedOn: '06/30/2020',
  certificateUrl: 'https://credentials.example.org/123',
  reportingPeriodEnd: '06/30/2026',
  deadlineBanner: null,
  ...overrides,
})
