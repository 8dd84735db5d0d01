/**
 * An exam attempt as the candidate's dashboard and the staff review show it: a record the tests of
 * two features share (the exams feature's cards, the registrations feature's pages that draw them).
 */
import type { ExamAttemptView } from '@portal/contracts'

/** A failed, paid exam attempt, changed by `overrides`. */
export const examAttempt = (overrides: Partial<ExamAttemptView> = {}): ExamAttemptView => ({
  id: 1,
  examId: 8,
  name: 'AFC® Certification Exam',
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
  ...overrides,
})
