/** What the CEU screens share: their paths, texts, the status badge, the section frame and the reviews. */
import { Card, Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import {
  CEU_STATUS_LABELS,
  REVIEW_STATUS_LABELS,
  type BadgeTone,
  type CeuStatus,
  type IndividualCeu,
} from '@portal/contracts'
import { ReviewsTable } from '../../components/ReviewsTable'
import { ToneBadge } from '../../components/ToneBadge'
import { isApiError } from '../../lib/errors'

export const CEUS_PATH = '/ceus'
export const LIST_PATH = '/ceus/individual'
export const NEW_PATH = '/ceus/individual/new'
export const ceuPath = (id: number) => `/ceus/individual/${id}`
export const ADMIN_LIST_PATH = '/admin/individual-ceus'
export const adminCeuPath = (id: number) => `/admin/individual-ceus/${id}`

/** Texts of the screens that the contracts' messages do not hold (labels and states). */
export const CeuScreenTexts = {
  backToList: '← Individual CEUs',
  backToCeus: '← Continuing education',
  backToAdminList: '← Individual CEUs',
  /** The review's certification rows for a person who holds none. */
  noCertifications: 'None',
  loading: 'Loading your CEUs...',
  loadFailed: 'Your CEUs could not be loaded',
  ceuLoadFailed: 'The CEU could not be loaded',
  notFound: 'This CEU was not found.',
  reviews: 'Reviews',
  newTitle: 'Report a CEU',
  reviewTitle: 'Individual CEU review',
  adminHint: 'Choose a CEU below to review it.',
  ceusTitle: 'Continuing education',
  ceusIntro:
    'Certified counselors report 30 CEUs every two-year reporting period, at least 2 of them in Ethics and/or Standards of Practice.',
  individualLink: 'Your individual CEUs',
  groupLink: 'Group CEU pre-approval (for sponsors)',
} as const

const STATUS_TONES: Record<CeuStatus, BadgeTone> = {
  pending: 'neutral',
  approved: 'success',
  rejected: 'danger',
  more_info_requested: 'warning',
}

export function CeuStatusBadge({ status }: { status: CeuStatus }) {
  return <ToneBadge badge={{ label: CEU_STATUS_LABELS[status], tone: STATUS_TONES[status] }} />
}

/** A titled card of a page: a section named by its level-2 heading. */
export function CeuSection({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children(headingId)}
      </Stack>
    </Card>
  )
}

/** The CEU's reviews (Date, Reviewer, Message, Status), when it has any. */
export function CeuReviews({ reviews }: { reviews: IndividualCeu['reviews'] }) {
  if (reviews.length === 0) return null
  return (
    <CeuSection title={CeuScreenTexts.reviews}>
      {(headingId) => (
        <ReviewsTable
          labelledBy={headingId}
          hasMessages
          reviews={reviews.map((review) => ({
            ...review,
            status: { label: REVIEW_STATUS_LABELS[review.status], tone: STATUS_TONES[review.status] },
          }))}
        />
      )}
    </CeuSection>
  )
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404
