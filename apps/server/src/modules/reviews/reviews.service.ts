/**
 * Staff decisions (spec 3: every review): the one record of a decision on a registration, an
 * experience entry, an extension or a membership request (`reviews`), and the one way its message
 * is written: the canned messages chosen (staff HTML, edited in System Data) followed by the
 * reviewer's own text, kept as HTML and read as text by notifications, e-mails and screens that
 * show text (`htmlToText`).
 */
import { htmlToText, type CannedMessageCategory, type ReviewHistoryItem, type ReviewStatus } from '@portal/contracts'
import type { DbOrTx } from '../../platform/db/database'
import { escapeHtml } from '../../platform/mail/escape-html'
import { reviewsRepo as repo, type ReviewSubject } from './reviews.repo'

export type { ReviewSubject }

/** A decision's message: HTML as stored and mailed, and its text. */
export interface DecisionMessage {
  html: string | null
  text: string | null
}

export type ReviewsService = ReturnType<typeof createReviewsService>

export function createReviewsService() {
  return {
    /**
     * The message of a decision: the canned messages chosen, in the order chosen (those of
     * `category` only, when given), then the reviewer's own text, escaped.
     */
    async decisionMessage(
      db: DbOrTx,
      input: { selectedMessages?: number[]; message?: string | null },
      category?: CannedMessageCategory,
    ): Promise<DecisionMessage> {
      const chosen = input.selectedMessages ?? []
      const canned = await repo.cannedBodies(db, chosen, category)
      const ordered = chosen.flatMap((id) => canned.filter((c) => c.id === id))
      const own = input.message?.trim() ?? ''
      const parts = [
        ...ordered.map((c) => c.body.trim()).filter(Boolean),
        ...(own ? [`<p>${escapeHtml(own).replaceAll('\n', '<br>')}</p>`] : []),
      ]
      if (parts.length === 0) return { html: null, text: null }
      const html = parts.join('\n')
      return { html, text: htmlToText(html) }
    },

    /** The decisions on a subject, newest first, as its screen lists them. */
    async history(db: DbOrTx, subject: ReviewSubject): Promise<ReviewHistoryItem[]> {
      const rows = await repo.of(db, subject)
      return rows.map((review) => ({
        id: review.id,
        createdAt: review.createdAt.toISOString(),
        approved: review.approved,
        message: review.message,
        status: review.status,
        reviewer: review.reviewerFirstName
          ? `${review.reviewerFirstName} ${review.reviewerLastName ?? ''}`.trim()
          : null,
      }))
    },

    /** Records a decision on its subject, in the caller's transaction. */
    async record(
      tx: DbOrTx,
      subject: ReviewSubject,
      decision: {
        reviewerId: number | null
        approved: boolean
        message: string | null
        /** Rejected by default when not approved; experience may ask for more information. */
        status?: ReviewStatus
        previousStep?: string | null
        newStep?: string | null
      },
    ): Promise<void> {
      await repo.insert(tx, subject, {
        ...decision,
        status: decision.status ?? (decision.approved ? 'approved' : 'rejected'),
      })
    },
  }
}
