import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { CertificationDashboard } from '../candidate/schemas'
import { AdminExamAttemptBody, AdminExamAttempts, ExamAttemptParams, PayExamBody, PayExamResult } from './schemas'

const tags = ['certification']

/**
 * The exam calls (spec 2 §7; spec 3 §7 exam attempts): paying the fee or a retake, the demo
 * environments' simulated results, and the staff's attempt tools. Another user's registration
 * answers 404. `candidateRoutes` (registrations) names them too, as the dashboard's calls.
 */
export const examRoutes = {
  payExam: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/exam',
    access: 'member',
    summary:
      'Puts the exam fee (or a retake) in the cart, priced for the candidate; AFC® only, at most 5 attempts, ' +
      'never twice: an attempt already waiting in the cart is answered again.',
    tags,
    params: IdParams,
    body: PayExamBody,
    response: PayExamResult,
  }),
  simulatePassExam: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/pass-exam',
    access: 'member',
    summary: 'Demo environments only (404 otherwise): records a pass for the paid attempt waiting for its result.',
    tags,
    params: IdParams,
    response: CertificationDashboard,
  }),
  simulateFailExam: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/fail-exam',
    access: 'member',
    summary: 'Demo environments only (404 otherwise): records a fail for the paid attempt waiting for its result.',
    tags,
    params: IdParams,
    response: CertificationDashboard,
  }),

  adminExamAttempts: defineRoute({
    method: 'GET',
    path: '/api/admin/registration/:id/exams',
    access: 'admin',
    summary: "A registration's exam attempts, oldest first, and whether another may be added.",
    tags,
    params: IdParams,
    response: AdminExamAttempts,
  }),
  adminAddExamAttempt: defineRoute({
    method: 'POST',
    path: '/api/admin/registration/:id/exam',
    access: 'admin',
    summary: 'Adds an exam attempt while the registration has fewer than 5 (audited).',
    tags,
    params: IdParams,
    body: AdminExamAttemptBody,
    response: AdminExamAttempts,
  }),
  adminEditExamAttempt: defineRoute({
    method: 'PATCH',
    path: '/api/admin/registration/:id/exam/:examId',
    access: 'admin',
    summary: 'Edits an attempt: score, result, date taken, paid date, retake and message (audited).',
    tags,
    params: ExamAttemptParams,
    body: AdminExamAttemptBody,
    response: AdminExamAttempts,
  }),
  adminDeleteExamAttempt: defineRoute({
    method: 'DELETE',
    path: '/api/admin/registration/:id/exam/:examId',
    access: 'admin',
    summary:
      'Deletes an attempt that was not paid through the portal (audited); a paid one is refused with the reason.',
    tags,
    params: ExamAttemptParams,
    response: AdminExamAttempts,
  }),
} as const
