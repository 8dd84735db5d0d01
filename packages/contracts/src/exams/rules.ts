/**
 * The exam's rules (spec 2 §2.10, §4 Exam, §9), as pure functions the server applies and the
 * tests pin: the exam's state, its status text, the attempts left and allowed, and the assigned
 * exam id.
 */
import { examStatusText, type ExamFacts } from '../dashboard/certification-card'
import { MAX_EXAM_ATTEMPTS } from '../domain/enums'
import type { ExamState } from './schemas'

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
