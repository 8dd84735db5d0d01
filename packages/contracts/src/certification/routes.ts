import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import {
  AddLearningSystemBody,
  AdminExamAttemptBody,
  AdminExamAttempts,
  CertificationDashboard,
  ExamAttemptParams,
  PayExamBody,
  PayExamResult,
  SignCodeOfEthicsBody,
} from './schemas'

const tags = ['certification']

/**
 * The certification dashboard and the candidate's calls (spec 2 §7; spec 3 §7 exam attempts).
 * Another user's registration answers 404.
 */
export const candidateRoutes = {
  certificationDashboard: defineRoute({
    method: 'GET',
    path: '/api/certifications/dashboard',
    access: 'member',
    summary:
      'The certification dashboard: the certified, candidate or not-certified view (spec 2 §2.1), ' +
      'with progress, exam, practice exams, code of ethics and deadline for a candidate.',
    tags,
    response: CertificationDashboard,
  }),
  signCodeOfEthics: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/code-of-ethics',
    access: 'member',
    summary: 'Signs the Code of Ethics with a name and date (once).',
    tags,
    params: IdParams,
    body: SignCodeOfEthicsBody,
    response: CertificationDashboard,
  }),
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
  addLearningSystem: defineRoute({
    method: 'POST',
    path: '/api/holmes/registration/addLms',
    access: 'member',
    summary:
      'Adds the AFC® Learning System (12 months of access) to the cart for one of your registrations, ' +
      'when its access is not active and it is not in the cart already.',
    tags,
    body: AddLearningSystemBody,
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
