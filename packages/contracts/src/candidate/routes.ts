import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { examRoutes } from '../exams/routes'
import { PayExamResult } from '../exams/schemas'
import { AddLearningSystemBody, CertificationDashboard, SignCodeOfEthicsBody } from './schemas'

const tags = ['certification']

/**
 * The certification dashboard and the candidate's calls (spec 2 §7; spec 3 §7 exam attempts).
 * Another user's registration answers 404. The exam's calls are declared by `examRoutes` (exams)
 * and named here too, as they always were: the server implements them from this group.
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
  payExam: examRoutes.payExam,
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
  simulatePassExam: examRoutes.simulatePassExam,
  simulateFailExam: examRoutes.simulateFailExam,

  adminExamAttempts: examRoutes.adminExamAttempts,
  adminAddExamAttempt: examRoutes.adminAddExamAttempt,
  adminEditExamAttempt: examRoutes.adminEditExamAttempt,
  adminDeleteExamAttempt: examRoutes.adminDeleteExamAttempt,
} as const
