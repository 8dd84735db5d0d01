/**
 * The candidate's rules (spec 2 §2.1, §2.2, §4 Exam, §9), as pure functions the server applies
 * and the tests pin: which dashboard variant a user sees, the exam's state, attempts, the
 * assigned exam id and whether the candidate's page is locked.
 */
import type { Day } from '../dates'
import { examStatusText, type ExamFacts } from '../dashboard/certification-card'
import {
  MAX_EXAM_ATTEMPTS,
  POST_REGISTRATION_STATUSES,
  type CertificationStatus,
  type ExpirationStatus,
  type RegistrationStatus,
} from '../domain/enums'
import type { CertificationDashboardVariant, ExamState } from './schemas'

/**
 * Spec 2 §2.1: a certification held that is not revoked gives the certified view; otherwise a
 * registration in a post-registration status, not complete and not expired, gives the candidate
 * view; otherwise the not-certified view. An approved extension moves the deadline, so the
 * registration is not expired any more (decision 0014).
 */
export function certificationDashboardVariant(facts: {
  certificationStatuses: readonly CertificationStatus[]
  registration: { status: RegistrationStatus; expirationStatus: ExpirationStatus } | null
}): CertificationDashboardVariant {
  if (facts.certificationStatuses.some((status) => status !== 'revoked')) return 'certified'
  const registration = facts.registration
  if (
    registration &&
    registration.status !== 'complete' &&
    POST_REGISTRATION_STATUSES.includes(registration.status) &&
    registration.expirationStatus === 'not_expired'
  ) {
    return 'candidate'
  }
  return 'not_certified'
}

/**
 * Spec 2 §4: waiting on payment when the latest attempt is unpaid or the latest paid attempt
 * failed (or was missed: an absent candidate pays a retake too); passed when the latest result is
 * P; otherwise paid. With no attempt the fee is due.
 */
export function examState(exam: Pick<ExamFacts, 'attempts'>): ExamState {
  const latest = exam.attempts.at(-1)
  if (latest?.result === 'P') return 'passed'
  const latestPaid = exam.attempts.filter((attempt) => attempt.isPaid).at(-1)
  const needsRetake = latestPaid !== undefined && (latestPaid.result === 'F' || latestPaid.result === 'A')
  if (needsRetake && latest === latestPaid) return 'retake'
  if (!latest || !latest.isPaid) return needsRetake ? 'retake' : 'due'
  return 'paid'
}

export { examStatusText }

/** Spec 2 §9: attempts remaining = 5 minus failed exams. */
export function attemptsRemaining(exam: Pick<ExamFacts, 'attempts'>): number {
  const failed = exam.attempts.filter((attempt) => attempt.result === 'F').length
  return Math.max(0, MAX_EXAM_ATTEMPTS - failed)
}

/** Spec 2 §4: a sixth attempt is refused (at most 5 exams in all, paid or not). */
export function canAddExamAttempt(attemptCount: number): boolean {
  return attemptCount < MAX_EXAM_ATTEMPTS
}

/** Spec 2 §9: "AFC" plus the user id padded to 6 digits. */
export function assignedExamId(userId: number): string {
  return `AFC${String(userId).padStart(6, '0')}`
}

/** The deadline passed (US Eastern) and no extension was approved: exams and CEUs are hidden. */
export function isCandidateLocked(input: { deadline: Day | null; today: Day; hasApprovedExtension: boolean }): boolean {
  return input.deadline !== null && input.deadline < input.today && !input.hasApprovedExtension
}
