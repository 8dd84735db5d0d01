/**
 * The staff review queues (spec 3: Pending Approvals): each is declared by the module whose
 * records it decides, with how many wait for a decision, so that one generic screen (the
 * Pending Approvals menu now, a review inbox later) lists them all.
 */
import { z } from '../zod'
import { defineRoute } from '../http/route'
import { PENDING_APPROVALS_MENU } from '../shell/web-routes'

/** The queues, in the order of the Pending Approvals menu. */
export const REVIEW_QUEUE_KEYS = [
  'registrations',
  'experiences',
  'extensions',
  'memberships',
  'group_ceus',
  'individual_ceus',
] as const
export type ReviewQueueKey = (typeof REVIEW_QUEUE_KEYS)[number]

export const ReviewQueue = z.object({
  key: z.enum(REVIEW_QUEUE_KEYS),
  /** The menu's label and the screen of the queue (PENDING_APPROVALS_MENU). */
  label: z.string(),
  to: z.string(),
  /** How many records wait for a staff decision. */
  pending: z.number().check(z.int(), z.nonnegative()),
})
export type ReviewQueue = z.infer<typeof ReviewQueue>
export const ReviewQueues = z.object({ queues: z.array(ReviewQueue) })
export type ReviewQueues = z.infer<typeof ReviewQueues>

/** Where each queue is shown: its Pending Approvals menu entry, by key. */
export const reviewQueueEntry = (key: ReviewQueueKey) => {
  const entry = PENDING_APPROVALS_MENU[REVIEW_QUEUE_KEYS.indexOf(key)]
  if (!entry) throw new Error(`no Pending Approvals entry for ${key}`)
  return entry
}

export const reviewRoutes = {
  listReviewQueues: defineRoute({
    method: 'GET',
    path: '/api/admin/review-queues',
    access: 'admin',
    summary: 'The review queues with how many records wait for a decision in each (the modules built so far).',
    tags: ['reviews'],
    response: ReviewQueues,
  }),
}
