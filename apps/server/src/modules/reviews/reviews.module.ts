import { reviewRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import { implement } from '../../platform/http/route'
import { reviewQueues, type ReviewQueueRegistry } from './review-queues'
import { createReviewsService, type ReviewsService } from './reviews.service'

/**
 * Staff decisions: the one record of a decision on any reviewable record and the one way its
 * message is written from canned messages and the reviewer's text; and the registry of review
 * queues each deciding module declares (installed once every module is wired).
 */
export function registerReviewsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db'>,
): { reviews: ReviewsService; installQueues(registry: ReviewQueueRegistry): void } {
  let queues: ReviewQueueRegistry = new Map()
  implement(app, reviewRoutes.listReviewQueues, async () => ({ queues: await reviewQueues(deps.db, queues) }))
  return {
    reviews: createReviewsService(),
    installQueues(registry) {
      queues = registry
    },
  }
}
