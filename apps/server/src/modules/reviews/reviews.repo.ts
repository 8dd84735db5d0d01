/**
 * Staff decisions (db/schema/certification.ts `reviews`): the only code that writes them, and the
 * canned messages a decision is written from (system data, read here).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { CannedMessageCategory, ReviewStatus } from '@portal/contracts'
import { cannedMessages, reviews } from '../../db/schema'
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

  /** The canned messages chosen, by id (of one category when given). */
  cannedBodies(db: DbOrTx, ids: number[], category?: CannedMessageCategory) {
    if (ids.length === 0) return Promise.resolve([])
    return db
      .select({ id: cannedMessages.id, body: cannedMessages.body })
      .from(cannedMessages)
      .where(and(inArray(cannedMessages.id, ids), category ? eq(cannedMessages.category, category) : undefined))
  },
}
