import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { NotificationService } from '../notifications/notifications.service'
import type { RegistrationCore } from '../registrations/registration-core'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import type { ReviewsService } from '../reviews/reviews.service'
import { experiencesRepo } from './experiences.repo'
import type { UsersReader } from '../users/users.service'
import { createExperienceValidationService } from './experience-validation.service'
import { registerExperienceRoutes } from './experiences.routes'
import { createExperiencesService, type ExperiencesDeps, type ExperiencesService } from './experiences.service'
import type { MediaOwnerDeclaration } from '../media/media.service'

/**
 * Experience hours: the candidate's entries and their files, staff review, and the supervisors'
 * single-use verification links. Moves its registration between in progress and experience
 * approval through the registrations module.
 */
export function registerExperienceModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'storage' | 'mailer' | 'appUrl' | 'uploads'> & {
    media: ExperiencesDeps['media']
    users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
    notifications: Pick<NotificationService, 'tell'>
    registrations: RegistrationCore
    reviews: Pick<ReviewsService, 'decisionMessage' | 'record' | 'history'>
  },
): { experiences: ExperiencesService; queue: ReviewQueueDeclaration; verificationForms: MediaOwnerDeclaration } {
  const experiences = createExperiencesService(deps, deps.registrations)
  registerExperienceRoutes(app, {
    experiences,
    validations: createExperienceValidationService(deps),
    uploads: deps.uploads,
  })
  return {
    experiences,
    queue: { key: 'experiences', pending: experiencesRepo.pendingCount },
    verificationForms: experiences.verificationForms,
  }
}
