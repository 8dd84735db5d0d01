import { createReviewsService, type ReviewsService } from './reviews.service'

/**
 * Staff decisions: the one record of a decision on any reviewable record and the one way its
 * message is written from canned messages and the reviewer's text. Serves no route of its own:
 * each module's review screens decide through it.
 */
export function registerReviewsModule(): { reviews: ReviewsService } {
  return { reviews: createReviewsService() }
}
