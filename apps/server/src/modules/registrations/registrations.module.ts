import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { ChargedOnApproval } from '../cart/products'
import type { CandidateService } from '../candidate/candidate.service'
import type { CertificationsService } from '../certifications/certifications.service'
import type { ExamsService } from '../exams/exams.service'
import type { ExperiencesService } from '../experience/experiences.service'
import type { ExtensionsService } from '../extensions/extensions.service'
import { createDeadlineJobs, registrationDeadlines, registrationDeadlinesDaily } from './deadlines.jobs'
import { createPostRegistrationService } from './post-registration.service'
import { createRegistrationCore, type RegistrationCore, type RegistrationsDeps } from './registration-core'
import { createRegistrationsReviewService } from './registrations-review.service'
import { ofCertification, registrationProducts } from './registrations.products'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import type { MediaOwnerDeclaration } from '../media/media.service'
import { registrationsRepo } from './registrations.repo'
import { registerRegistrationsRoutes } from './registrations.routes'
import { createRegistrationsService } from './registrations.service'

type CoreDeps = RegistrationsDeps

/**
 * Certification registrations, first half: what the exams, experience and extensions modules read
 * of a registration and the transitions they ask of it (registration-core.ts), and the item every
 * registration's product is built on. Wired before those modules; `registerRegistrationsModule`
 * after them.
 */
export function createRegistrationsCore(deps: CoreDeps): { core: RegistrationCore; item: ChargedOnApproval } {
  const core = createRegistrationCore(deps)
  return {
    core,
    item: ofCertification({ submitIfSettled: core.submitIfSettled, approveCharged: core.approveCharged }),
  }
}

/**
 * Certification registrations, second half: the candidate's wizard and staff review, the
 * post-registration wizard and the final application (issuing the certification through the certifications module), the daily
 * deadline job (reminders, expiration statuses); sells the registration's fee, materials and
 * shipping and, until their modules exist, the training and CEU items.
 */
export function registerRegistrationsModule(
  app: FastifyInstance,
  deps: CoreDeps &
    Pick<Infrastructure, 'uploads' | 'queue' | 'log'> & {
      core: RegistrationCore
      item: ChargedOnApproval
      exams: Pick<ExamsService, 'examPaid'>
      experiences: Pick<ExperiencesService, 'approvePending' | 'settleStatus'>
      extensions: Pick<ExtensionsService, 'removeClosedCartRequests'>
      certifications: Pick<CertificationsService, 'issue'>
      candidate: Pick<CandidateService, 'expiredNotice' | 'finishState'>
    },
): {
  products: ReturnType<typeof registrationProducts>
  queue: ReviewQueueDeclaration
  documents: MediaOwnerDeclaration
} {
  const { core, exams, experiences, extensions, candidate } = deps
  const registrations = createRegistrationsService(deps, core, candidate)
  const postRegistration = createPostRegistrationService(deps, core, candidate)
  const review = createRegistrationsReviewService(
    {
      ...deps,
      issueCertification: postRegistration.issueCertification,
      approvePendingExperiences: experiences.approvePending,
      settleExperienceStatus: experiences.settleStatus,
      examPaid: exams.examPaid,
    },
    core,
  )
  registerRegistrationsRoutes(app, {
    registrations,
    review,
    postRegistration,
    uploads: deps.uploads,
  })
  deps.queue.register(registrationDeadlines, { deadlines: createDeadlineJobs({ ...deps, extensions }) })
  deps.queue.schedule(registrationDeadlinesDaily)
  return {
    products: registrationProducts(deps.item),
    queue: { key: 'registrations', pending: registrationsRepo.pendingCount },
    documents: registrations.documents,
  }
}
