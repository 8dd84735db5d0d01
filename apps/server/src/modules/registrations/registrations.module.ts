import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CartService } from '../cart/cart.service'
import type { CheckoutService } from '../cart/checkout.service'
import type { Products } from '../cart/products'
import type { MembershipService } from '../membership/membership.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { UsersReader } from '../users/users.service'
import { createCandidateService } from './candidate.service'
import { createDeadlineJobs, scheduleDeadlineJobs } from './deadlines.jobs'
import { createExamAttemptsService } from './exam-attempts.service'
import { createExperienceValidationService } from './experience-validation.service'
import { registerExperienceRoutes } from './experiences.routes'
import { createExperiencesService } from './experiences.service'
import { registerExtensionRoutes } from './extensions.routes'
import { createExtensionsService } from './extensions.service'
import { createPostRegistrationService } from './post-registration.service'
import { createPracticeExamService } from './practice-exam.service'
import { createRegistrationCore } from './registration-core'
import { createRegistrationsReviewService } from './registrations-review.service'
import { registrationProducts } from './registrations.products'
import { registerRegistrationsRoutes } from './registrations.routes'
import { createRegistrationsService } from './registrations.service'

/**
 * Certification registrations (the candidate's wizard and staff review, then the candidate's
 * certification dashboard: code of ethics, exams; staff exam attempts; the final application and
 * the certification it issues); sells the registration's
 * items (fee, course materials, shipping, exam, practice exam), extension requests (charged on
 * approval) with the daily deadline job and, until their modules exist, the training, CEU and
 * renewal items.
 */
export function registerRegistrationsModule(
  app: FastifyInstance,
  deps: Pick<
    Infrastructure,
    | 'db'
    | 'clock'
    | 'storage'
    | 'mailer'
    | 'uploads'
    | 'appUrl'
    | 'queue'
    | 'examDelivery'
    | 'practiceExams'
    | 'credentials'
    | 'log'
  > & {
    users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
    notifications: Pick<NotificationService, 'notify'>
    cart: Pick<CartService, 'lockForChange' | 'removeIfNoLongerOffered'>
    checkout: Pick<CheckoutService, 'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight'>
    membership: Pick<MembershipService, 'pendingRequestOf' | 'isVerifiedStudent' | 'decide'>
    /** Exam scheduling and simulated results on the certification dashboard (off in production). */
    demoExamControls: boolean
  },
): { products: Products<keyof ReturnType<typeof registrationProducts>> } {
  const core = createRegistrationCore(deps)
  const registrations = createRegistrationsService(deps, core)
  const candidate = createCandidateService(deps, core)
  const postRegistration = createPostRegistrationService(deps, core, candidate)
  const experiences = createExperiencesService(deps, core)
  const review = createRegistrationsReviewService(
    {
      ...deps,
      issueCertification: postRegistration.issueCertification,
      approvePendingExperiences: experiences.approvePending,
      settleExperienceStatus: experiences.settleStatus,
      examPaid: candidate.examPaid,
    },
    core,
  )
  const examAttempts = createExamAttemptsService({ ...deps, examPaid: candidate.examPaid }, core)
  const extensions = createExtensionsService(deps, core)
  registerExtensionRoutes(app, { extensions })
  scheduleDeadlineJobs(deps.queue, createDeadlineJobs(deps))
  const practiceExams = createPracticeExamService(deps)
  registerRegistrationsRoutes(app, {
    registrations,
    review,
    candidate,
    postRegistration,
    examAttempts,
    practiceExams,
    experiences,
    uploads: deps.uploads,
  })
  registerExperienceRoutes(app, {
    experiences,
    validations: createExperienceValidationService(deps),
    uploads: deps.uploads,
  })
  deps.queue.register('exam.authorize', (payload) =>
    candidate.authorizeExam((payload as { attemptId: number }).attemptId),
  )
  deps.queue.register('credential.issue', (payload) =>
    postRegistration.issueCertificate((payload as { userCertificationId: number }).userCertificationId),
  )
  const hooks = {
    submitIfSettled: core.submitIfSettled,
    approveCharged: core.approveCharged,
    examPaid: candidate.examPaid,
    extensionSubmitted: extensions.submitFromCart,
    extensionRemoved: extensions.removeFromCart,
    extensionNoLongerOffered: extensions.noLongerOffered,
    extensionCharged: extensions.approveCharged,
  }
  return { products: registrationProducts(hooks) }
}
