/**
 * The dashboard's Certification card (spec 1 §2.4, spec 2 §2.1, §2.2, §2.10, §4): which variant a
 * user sees, chosen once here from plain facts the server gathers.
 *
 * The order (spec 2 §2.1, made total):
 *  1. a certification held that is not revoked: the certified view;
 *  2. the latest certification registration that is not complete:
 *     its registration fee unpaid and in the cart → 'cart'; sent back by staff to a wizard step →
 *     'changes_requested' (the step, their message, the way back in); a status of the approval
 *     set → 'review' (its stage: registration, experience hours, final application); expired →
 *     'expired'; a post-registration status → 'active'; still in the pre-registration wizard →
 *     'not_enrolled' (Enroll Now continues it);
 *  3. a revoked certification: the certified view with the danger badge and the contact-staff
 *     notice (the spec shows revoked as a status of a certification held, not as "not enrolled");
 *  4. otherwise 'not_enrolled'.
 */
import { addMonthsToDay, formatDate, type Day } from '../dates'
import {
  APPROVAL_REGISTRATION_STATUSES,
  CERTIFICATION_STATUS_LABELS,
  POST_REGISTRATION_STATUSES,
  type CertificationKey,
  type CertificationStatus,
  type ExamResult,
  type ExpirationStatus,
  type RegistrationStatus,
} from '../domain/enums'
import { formatCents } from '../system-data/fields'
import { PracticeExamMessages } from '../exams/practice-exam'
import { DashboardLinks as L, DashboardMessages as M } from './messages'
import { REJECT_STEP_LABELS } from '../registrations/steps'
import type {
  BadgeTone,
  CandidateProgress,
  CertificationCard,
  ExtensionState,
  PracticeExamSummary,
  Progress,
  ReviewStage,
  StatusBadge,
} from './schemas'

/** Months after the deadline during which one extension may still be requested (spec 2 §9). */
export const EXTENSION_WINDOW_MONTHS = 6

export interface HeldCertificationFacts {
  name: string
  key: CertificationKey
  status: CertificationStatus
  /** The last day of the certification's current reporting period. */
  reportingPeriodEnd: Day | null
  /** Approved credits of that period, and the certification requirement's total. */
  earnedCredits: number | null
  requiredCredits: number | null
}

export interface ExamAttemptFacts {
  isPaid: boolean
  result: ExamResult | null
  /** What its (unpaid) line item costs, when it has one. */
  priceCents: number | null
}

export interface ExamFacts {
  /** Oldest first. */
  attempts: ExamAttemptFacts[]
  priceCents: number
  retakePriceCents: number
  /** Military Spouse Fellowship: the foundation partner pays the exam (`isExamCoveredByFellowship`). */
  isCoveredByFellowship?: boolean
}

/** Staff sent the registration back to a step of the pre-registration wizard. */
export interface SentBackFacts {
  /** The step's title. */
  step: string
  /** The reviewer's message as text. */
  message: string | null
}

export interface RegistrationFacts {
  id: number
  certificationId: number
  name: string
  status: RegistrationStatus
  expirationStatus: ExpirationStatus
  deadline: Day | null
  requiredHours: number
  approvedHours: number
  /** A registration fee with no transaction that is shown in the cart. */
  isFeeInCart: boolean
  isCodeOfEthicsSigned: boolean
  exam: ExamFacts
  practiceExam: { isPurchased: boolean; isInCart: boolean; takenCount: number }
  /**
   * The latest extension request of the registration; `decisionMessage`, the reviewer's message
   * on its decision as text (the reason a rejection gives).
   */
  extension: { isInCart: boolean; approved: boolean | null; decisionMessage?: string | null } | null
  /** Sent back by staff and not submitted again (sentBackOf). */
  sentBack: SentBackFacts | null
}

/**
 * A registration staff sent back to a pre-registration step and the candidate has not submitted
 * again: it is in the wizard and its latest review is a rejection to that step (`reviews`
 * newest first, messages as text).
 */
export function sentBackOf(
  status: RegistrationStatus,
  reviews: readonly { approved: boolean | null; newStep: string | null; message: string | null }[],
): SentBackFacts | null {
  const latest = reviews[0]
  if (status !== 'pre_registration' || !latest || latest.approved !== false || latest.newStep === null) return null
  const step = (REJECT_STEP_LABELS as Record<string, string | undefined>)[latest.newStep]
  return step ? { step, message: latest.message?.trim() || null } : null
}

/** What a registration in an approval status waits for (null: not in review). */
export function reviewStageOf(status: RegistrationStatus): ReviewStage | null {
  if (!APPROVAL_REGISTRATION_STATUSES.includes(status)) return null
  if (status === 'final_approval') return 'final'
  if (status === 'experience_approval') return 'experience'
  return 'registration'
}

const REVIEW_MESSAGES: Record<ReviewStage, string> = {
  registration: M.registrationInReview,
  experience: M.experienceInReview,
  final: M.finalApplicationInReview,
}

/** The sentence every screen says of a registration in review. */
export function reviewMessageOf(stage: ReviewStage): string {
  return REVIEW_MESSAGES[stage]
}

export interface CertificationFacts {
  today: Day
  certifications: HeldCertificationFacts[]
  /** The latest certification registration (trainings are not counted here). */
  registration: RegistrationFacts | null
}

const STATUS_TONES: Record<CertificationStatus, BadgeTone> = {
  good_standing: 'success',
  lapsed_ceus: 'warning',
  lapsed_payment: 'warning',
  revoked: 'danger',
  renewed: 'info',
}

export function certificationStatusBadge(status: CertificationStatus): StatusBadge {
  return { label: CERTIFICATION_STATUS_LABELS[status], tone: STATUS_TONES[status] }
}

export function progressOf(value: number, target: number): Progress {
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((value / target) * 100))
  return { value, target, percent }
}

/** Spec 2 §2.10 / §4: what the exam line of the candidate view says. */
export function examStatusText(exam: ExamFacts): string {
  const latest = exam.attempts.at(-1)
  if (latest?.result === 'P') return M.examPassed
  const latestPaid = exam.attempts.filter((attempt) => attempt.isPaid).at(-1)
  // An absent candidate pays again like one who failed.
  const needsRetake = latestPaid !== undefined && (latestPaid.result === 'F' || latestPaid.result === 'A')
  // What a fellow would owe is paid by the foundation partner: no amount is due from them.
  if (exam.isCoveredByFellowship && (!latest || !latest.isPaid || needsRetake)) return M.examCovered
  if (latest && !latest.isPaid) {
    const price = formatCents(latest.priceCents ?? (needsRetake ? exam.retakePriceCents : exam.priceCents))
    return needsRetake ? M.examRetake(price) : M.examDue(price)
  }
  if (!latest) return M.examDue(formatCents(exam.priceCents))
  if (needsRetake) return M.examRetake(formatCents(exam.retakePriceCents))
  return M.examPaid
}

/** Spec 2 §2.2: Education always 100, Exam and Ethics 0 or 100, Experience the capped share. */
export function candidateProgress(input: {
  hasPassedExam: boolean
  isCodeOfEthicsSigned: boolean
  approvedHours: number
  requiredHours: number
  status: RegistrationStatus
  isLocked: boolean
}): CandidateProgress {
  const education = 100
  const exam = input.hasPassedExam ? 100 : 0
  const ethics = input.isCodeOfEthicsSigned ? 100 : 0
  const experience = progressOf(input.approvedHours, input.requiredHours).percent
  const total = (education + exam + ethics + experience) / 100
  return {
    education,
    experience,
    exam,
    ethics,
    total,
    canFinish: total === 4 && input.status !== 'final_approval' && !input.isLocked,
  }
}

/**
 * The practice exams' line: bought (open to take or read), in the cart, for sale, or, once the
 * exam is passed, no longer offered (practice for an exam passed is nothing to buy).
 */
export function practiceExamSummary(
  registrationId: number,
  facts: RegistrationFacts['practiceExam'],
  hasPassedExam = false,
): PracticeExamSummary {
  if (facts.isPurchased) {
    return {
      state: 'purchased',
      text: M.practiceTaken(facts.takenCount),
      action: { label: M.practiceOpen, to: L.practiceExams(registrationId) },
    }
  }
  if (facts.isInCart) return { state: 'in_cart', text: M.practiceInCart, action: { label: M.viewInCart, to: L.cart } }
  if (hasPassedExam) return { state: 'not_purchased', text: PracticeExamMessages.notForSalePassed, action: null }
  return {
    state: 'not_purchased',
    text: M.practiceNotPurchased,
    action: { label: M.practiceBuy, to: L.practiceExams(registrationId) },
  }
}

/** Expired by its status, or by a deadline that passed before the status caught up. */
export function isRegistrationExpired(
  registration: Pick<RegistrationFacts, 'expirationStatus' | 'deadline'>,
  today: Day,
): boolean {
  if (registration.expirationStatus !== 'not_expired') return true
  return registration.deadline !== null && registration.deadline < today
}

/** Spec 2 §4 Extension: in cart, under review, or whether one may still be requested. */
export function extensionState(
  registration: RegistrationFacts,
  today: Day,
): { state: ExtensionState; requestBy: Day | null } {
  const { extension } = registration
  if (extension?.isInCart) return { state: 'in_cart', requestBy: null }
  if (extension && extension.approved === null) return { state: 'under_review', requestBy: null }
  if (extension?.approved === false) return { state: 'rejected', requestBy: null }
  if (extension) return { state: 'closed', requestBy: null }
  if (registration.expirationStatus === 'expired_with_extension') return { state: 'under_review', requestBy: null }
  if (registration.expirationStatus === 'expired' || registration.deadline === null) {
    return { state: 'closed', requestBy: null }
  }
  const requestBy = addMonthsToDay(registration.deadline, EXTENSION_WINDOW_MONTHS)
  return today <= requestBy ? { state: 'can_request', requestBy } : { state: 'closed', requestBy: null }
}

function heldCard(certification: HeldCertificationFacts): CertificationCard {
  const isRevoked = certification.status === 'revoked'
  const hasCredits = certification.earnedCredits !== null && certification.requiredCredits !== null
  return {
    variant: 'held',
    name: certification.name,
    key: certification.key,
    status: certification.status,
    badge: certificationStatusBadge(certification.status),
    notice: isRevoked ? M.revoked : null,
    ceus:
      hasCredits && !isRevoked
        ? progressOf(certification.earnedCredits ?? 0, certification.requiredCredits ?? 0)
        : null,
    ceusDueOn: isRevoked ? null : formatDate(certification.reportingPeriodEnd) || null,
    payment: isRevoked
      ? null
      : { label: certification.key === 'afcc' ? M.payAfccFees : M.payFees, to: L.certificationFees },
    dashboard: { label: M.goToDashboard, to: L.certificationDashboard },
  }
}

/**
 * The card of a registration (null: complete, or still in the wizard unsent). The one state of a
 * registration that the dashboard card, the certification page's notice and the profile badge read.
 */
export function registrationCard(registration: RegistrationFacts, today: Day): CertificationCard | null {
  const { status, name } = registration
  if (status === 'complete') return null
  if (registration.isFeeInCart) {
    return { variant: 'cart', name, message: M.registrationInCart, action: { label: M.viewCart, to: L.cart } }
  }
  if (registration.sentBack) {
    return {
      variant: 'changes_requested',
      name,
      message: M.changesRequested(registration.sentBack.step),
      step: registration.sentBack.step,
      reviewMessage: registration.sentBack.message,
      action: { label: M.makeChanges, to: L.registration(registration.certificationId) },
    }
  }
  const stage = reviewStageOf(status)
  if (stage) {
    return {
      variant: 'review',
      name,
      stage,
      message: reviewMessageOf(stage),
      dashboard: { label: M.goToDashboard, to: L.certificationDashboard },
    }
  }
  if (!POST_REGISTRATION_STATUSES.includes(status)) return null
  if (isRegistrationExpired(registration, today)) {
    const { state, requestBy } = extensionState(registration, today)
    const shownBy = formatDate(requestBy)
    return {
      variant: 'expired',
      name,
      extension: state,
      requestBy: shownBy || null,
      message:
        state === 'can_request'
          ? M.expiredCanRequest(shownBy)
          : state === 'in_cart'
            ? M.extensionInCart
            : state === 'under_review'
              ? M.extensionUnderReview
              : state === 'rejected'
                ? M.extensionRejected
                : M.expiredClosed,
      reason: state === 'rejected' ? registration.extension?.decisionMessage?.trim() || null : null,
      action:
        state === 'can_request'
          ? { label: M.requestExtension, to: L.extensionRequest }
          : state === 'in_cart'
            ? { label: M.viewCart, to: L.cart }
            : state === 'closed' || state === 'rejected'
              ? { label: M.enrollNow, to: L.enroll }
              : null,
    }
  }
  const hasPassedExam = registration.exam.attempts.some((attempt) => attempt.result === 'P')
  return {
    variant: 'active',
    name,
    registrationId: registration.id,
    experience: progressOf(registration.approvedHours, registration.requiredHours),
    education: { label: M.education, to: L.certificationDashboard },
    practiceExams: practiceExamSummary(registration.id, registration.practiceExam, hasPassedExam),
    examStatus: examStatusText(registration.exam),
    codeOfEthics: {
      isSigned: registration.isCodeOfEthicsSigned,
      text: registration.isCodeOfEthicsSigned ? M.ethicsSigned : M.ethicsNotSigned,
    },
    deadline: formatDate(registration.deadline) || null,
    progress: candidateProgress({
      hasPassedExam,
      isCodeOfEthicsSigned: registration.isCodeOfEthicsSigned,
      approvedHours: registration.approvedHours,
      requiredHours: registration.requiredHours,
      status,
      isLocked: false,
    }),
    dashboard: { label: M.goToDashboard, to: L.certificationDashboard },
  }
}

/**
 * The profile's badge of a registration under way, from its card (null: none to show, the
 * registration is complete or still in the wizard unsent).
 */
export function registrationBadgeOf(card: CertificationCard | null): StatusBadge | null {
  switch (card?.variant) {
    case 'review':
      return { label: M.inReview, tone: 'info' }
    case 'changes_requested':
      return { label: M.changesRequestedBadge, tone: 'warning' }
    case 'expired':
      return { label: M.expired, tone: 'danger' }
    case 'active':
      return { label: M.inProgress, tone: 'info' }
    default:
      return null
  }
}

const HELD_PRIORITY: CertificationStatus[] = ['good_standing', 'renewed', 'lapsed_ceus', 'lapsed_payment']

export function certificationCard(facts: CertificationFacts): CertificationCard {
  const active = [...facts.certifications]
    .filter((c) => c.status !== 'revoked')
    .sort((a, b) => HELD_PRIORITY.indexOf(a.status) - HELD_PRIORITY.indexOf(b.status))[0]
  if (active) return heldCard(active)
  const fromRegistration = facts.registration ? registrationCard(facts.registration, facts.today) : null
  if (fromRegistration) return fromRegistration
  const revoked = facts.certifications[0]
  if (revoked) return heldCard(revoked)
  return { variant: 'not_enrolled', message: M.notEnrolled, action: { label: M.enrollNow, to: L.enroll } }
}
