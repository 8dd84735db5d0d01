/** What the group CEU screens share: their paths and texts, the status badge, the reviews section. */
import { Card, Stack, Title } from '@mantine/core'
import { useId } from 'react'
import {
  GROUP_CEU_STATE_LABELS,
  REVIEW_STATUS_LABELS,
  type BadgeTone,
  type GroupCeu,
  type GroupCeuState,
} from '@portal/contracts'
import { ReviewsTable } from '../../../components/ReviewsTable'
import { ToneBadge } from '../../../components/ToneBadge'
import { isApiError } from '../../../lib/errors'

export const LIST_PATH = '/ceus/group'
export const NEW_PATH = '/ceus/group/new'
export const groupCeuPath = (id: number) => `/ceus/group/${id}`
export const ADMIN_LIST_PATH = '/admin/group-ceus'
export const adminGroupCeuPath = (id: number) => `/admin/group-ceus/${id}`
export const LIBRARY_PATH = '/ceu-library'

/** Texts of the screens that the contracts' messages do not hold (labels and states). */
export const GroupCeuScreenTexts = {
  backToList: '← Group CEUs',
  backToAdminList: '← Group CEUs',
  newRequest: 'Request pre-approval',
  listIntro:
    'Sponsors of programs for financial counselors ask AFCPE to pre-approve them for CEUs. Once approved, ' +
    'attendees report their credits with the completion code.',
  libraryLink: 'Browse the CEU Library',
  reviewTitle: 'Group CEU review',
  reviews: 'Reviews',
  fees: 'Fees',
  paid: 'Paid',
  inCart: 'In your cart',
  viewCart: 'View Cart',
  agendaMethod: 'Agenda',
  agendaUpload: 'Upload the agenda',
  agendaType: 'Type the agenda',
  agendaFile: 'Agenda file',
  listProgramLabel: 'List this program in the CEU Library',
  listingFee: (amount: string) => `Listing fee: ${amount}, added to your cart.`,
  feesBefore: (review: string, listing: string) =>
    `Review fee: ${review} (non-refundable). Listing in the CEU Library: ${listing} more. ` +
    'Submit 30 days ahead to guarantee listing.',
  readOnly: 'This program is approved and can no longer be changed.',
  deleteFailed: 'Could not delete file.',
  uploadFailed: 'Could not upload file.',
  emptyList: 'You have not asked for any pre-approval yet.',
} as const

const TONES: Record<GroupCeuState, BadgeTone> = {
  in_cart: 'info',
  pending: 'neutral',
  approved: 'success',
  rejected: 'danger',
  more_info_requested: 'warning',
}

export function GroupCeuStatusBadge({ state }: { state: GroupCeuState }) {
  return <ToneBadge badge={{ label: GROUP_CEU_STATE_LABELS[state], tone: TONES[state] }} />
}

/** The request's reviews (Date, Reviewer, Message, Status), when it has any. */
export function GroupCeuReviews({ reviews }: { reviews: GroupCeu['reviews'] }) {
  const headingId = useId()
  if (reviews.length === 0) return null
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {GroupCeuScreenTexts.reviews}
        </Title>
        <ReviewsTable
          labelledBy={headingId}
          hasMessages
          reviews={reviews.map((review) => ({
            ...review,
            status: { label: REVIEW_STATUS_LABELS[review.status], tone: TONES[review.status] },
          }))}
        />
      </Stack>
    </Card>
  )
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404
