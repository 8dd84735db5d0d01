/**
 * THE table of a record's staff reviews, one layout on every review (issue 25, item 18: the
 * registration, extension and experience reviews drew three): the spec's columns in the spec's
 * order (spec 3 "Course registration review": Date, Reviewer, Message, Step, Status), a column
 * left out where the record has no such thing (an extension's review has no step), the
 * status a badge as on the lists.
 */
import { formatDate, type StatusBadge } from '@portal/contracts'
import { ResponsiveTable, type ResponsiveColumn } from './ResponsiveTable'
import { SafeHtml } from './SafeHtml'
import { ToneBadge } from './ToneBadge'

export interface ReviewRow {
  id: number
  createdAt: string
  reviewer: string | null
  /** Staff-written HTML; null when the review said nothing. */
  message?: string | null
  /** The step the review sent the record back to, as its label. */
  step?: string | null
  status: StatusBadge
}

export function ReviewsTable({
  labelledBy,
  reviews,
  hasMessages = false,
  hasSteps = false,
}: {
  labelledBy: string
  reviews: readonly ReviewRow[]
  /** The record's reviews carry a message. */
  hasMessages?: boolean
  /** The record's reviews may send it back to a step (a registration's). */
  hasSteps?: boolean
}) {
  const columns: [ResponsiveColumn<ReviewRow>, ...ResponsiveColumn<ReviewRow>[]] = [
    { header: 'Date', cell: (review) => formatDate(review.createdAt) },
    { header: 'Reviewer', cell: (review) => review.reviewer ?? '' },
    ...(hasMessages
      ? [
          {
            header: 'Message',
            cell: (review: ReviewRow) => (review.message ? <SafeHtml html={review.message} /> : null),
          },
        ]
      : []),
    ...(hasSteps ? [{ header: 'Step', cell: (review: ReviewRow) => review.step ?? '' }] : []),
    { header: 'Status', cell: (review) => <ToneBadge badge={review.status} /> },
  ]
  return <ResponsiveTable labelledBy={labelledBy} rows={reviews} getRowKey={(review) => review.id} columns={columns} />
}

/** A decision's badge: approved success, rejected danger, more information requested warning. */
export function decisionStatus(
  label: string,
  decision: 'approved' | 'rejected' | 'more_info' | 'pending',
): StatusBadge {
  const tone = { approved: 'success', rejected: 'danger', more_info: 'warning', pending: 'neutral' } as const
  return { label, tone: tone[decision] }
}
