import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CartService } from '../cart/cart.service'
import type { CheckoutService } from '../cart/checkout.service'
import type { ChargedOnApproval, Products } from '../cart/products'
import type { RegistrationCore } from '../registrations/registration-core'
import { createExamAttemptsService } from './exam-attempts.service'
import { examProducts } from './exams.products'
import { registerExamsRoutes } from './exams.routes'
import { examAuthorize } from './exams.jobs'
import { createExamsService, type ExamsService } from './exams.service'
import { createPracticeExamService } from './practice-exam.service'

/**
 * Exams: a registration's exam attempts (the candidate's payment, staff's tools, the provider's
 * signed results and the `exam.authorize` job) and practice exams; sells the exam and the
 * practice exam as items of the registration.
 */
export function registerExamsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'log' | 'queue' | 'examDelivery' | 'practiceExams' | 'appUrl'> & {
    cart: Pick<CartService, 'lockForChange'>
    checkout: Pick<CheckoutService, 'isChargeInFlight' | 'recordAdminEntry' | 'deleteAdminPaidLine'>
    registrations: RegistrationCore
    /** What paying for any item of a registration does (registrations.products.ts). */
    registrationItem: ChargedOnApproval
    /** Exam scheduling and simulated results on the certification dashboard (off in production). */
    demoExamControls: boolean
  },
): { exams: ExamsService; products: Products<'exam' | 'practice_exam'> } {
  const exams = createExamsService(deps)
  registerExamsRoutes(app, {
    exams,
    examAttempts: createExamAttemptsService({ ...deps, examPaid: exams.examPaid }),
    practiceExams: createPracticeExamService(deps),
  })
  deps.queue.register(examAuthorize, { exams })
  return { exams, products: examProducts(deps.registrationItem, exams.examPaid) }
}
