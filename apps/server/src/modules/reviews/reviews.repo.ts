/**
 * Staff decisions (db/schema/certification.ts `reviews`): the only code that writes them, and the
 * canned messages a decision is written from (system data, read here).
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { CannedMessageCategory, ReviewStatus } from '@portal/contracts'
import { cannedMessages, reviews, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

/** The record a decision is about: exactly one. */
export type ReviewSubject =
  | { registrationId: number }
  | { experienceId: number }
  | { extensionId: number }
  | { membershipRequestId: number }
  | { groupCeuId: number }
  | { individualCeuId: number }

export const reviewsRepo = {
  async insert(
    tx: DbOrTx,
    subject: ReviewSubject,
    values: {
      reviewerId: number | null
      approved: boolean
      message: string | null
      status: ReviewStatus
      previousStep?: string | null
      newStep?: string | null
    },
    /** When the decision was made: now, unless a record of an earlier one is written (the demo's history). */
    at?: Date,
  ) {
    await tx.insert(reviews).values({ ...subject, ...values, ...(at ? { createdAt: at, updatedAt: at } : {}) })
  },

  /** The decisions on a subject, newest first, with the reviewer's name (none when there is no reviewer). */
  of(db: DbOrTx, subject: ReviewSubject) {
    const [column, id] = Object.entries(subject)[0] as [keyof typeof subject, number]
    return db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        approved: reviews.approved,
        message: reviews.message,
        status: reviews.status,
        reviewerFirstName: users.firstName,
        reviewerLastName: users.lastName,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(eq(reviews[column], id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
  },

  /** The canned messages chosen, by id (of one category when given). */
  cannedBodies(db: DbOrTx, ids: number[], category?: CannedMessageCategory) {
    if (ids.length === 0) return Promise.resolve([])
    return db
      .select({ id: cannedMessages.id, body: cannedMessages.body })
      .from(cannedMessages)
      .where(and(inArray(cannedMessages.id, ids), category ? eq(cannedMessages.category, category) : undefined))
  },
}
