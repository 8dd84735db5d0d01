/** What the experience screens share: their texts, the status badge, the section frame and the reviews. */
import { Card, Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { REVIEW_STATUS_LABELS, formatDate, formatHours, type BadgeTone, type Experience } from '@portal/contracts'
import { ToneBadge } from '../../components/ToneBadge'
import { ReviewsTable } from '../../components/ReviewsTable'
import { EmailAddress } from '../../components/EmailAddress'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { isApiError } from '../../lib/errors'

export const CT = '/certifications-and-training'
export const LIST_PATH = `${CT}/experience`
export const NEW_PATH = `${CT}/experience/new`
export const entryPath = (id: number) => `${CT}/experience/${id}`
export const ADMIN_LIST_PATH = '/admin/experiences'
export const adminEntryPath = (id: number) => `/admin/experiences/${id}`

/** Texts of the screens that the contracts' messages do not hold (labels and states). */
export const ExperienceScreenTexts = {
  backToList: '← Experience Hours',
  backToCertification: '← Certification',
  backToAdminList: '← Experience Hours',
  certificationLink: 'Go to your certification',
  loading: 'Loading your experience...',
  loadFailed: 'Your experience could not be loaded',
  entryLoadFailed: 'The experience could not be loaded',
  notFound: 'This experience was not found.',
  entries: 'Your Experience',
  hoursByType: 'Hours Left by Service Type',
  requiredHours: 'Required hours',
  approvedHours: 'Approved hours',
  loggedHours: 'Logged hours (pending and approved)',
  earliestStart: 'Earliest start date',
  progressLabel: 'Approved experience hours',
  progress: (approved: string, required: string) => `${approved} of ${required} hours approved`,
  readOnly: 'This experience can no longer be changed',
  reviews: 'Reviews',
  verifications: 'Supervisor Verification',
  verification: (signature: string, day: string) => `Signed by ${signature} on ${day}`,
  verifiedBy: 'Supervisor',
  verifiedHours: 'Hours confirmed',
  verifiedDates: 'Dates confirmed',
  verifierComments: 'Comments',
  submitNew: 'Add Experience',
  submitEdit: 'Save Changes',
  reviewTitle: 'Experience review',
} as const

const STATUS_TONES: Record<string, BadgeTone> = {
  [REVIEW_STATUS_LABELS.approved]: 'success',
  [REVIEW_STATUS_LABELS.rejected]: 'danger',
  [REVIEW_STATUS_LABELS.more_info_requested]: 'warning',
}

/** Approved, the latest review's status, or Pending (spec 2 §2.8), as the server worded it. */
export function ExperienceStatusBadge({ status }: { status: string }) {
  return <ToneBadge badge={{ label: status, tone: STATUS_TONES[status] ?? 'neutral' }} />
}

/** A titled card of a page: a section named by its level-2 heading. */
export function ExperienceSection({
  title,
  children,
  aside,
}: {
  title: string
  /** Given the heading's id, for a table it names. */
  children: (headingId: string) => ReactNode
  /** Beside the heading (an action). */
  aside?: ReactNode
}) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {aside}
        </Stack>
        {children(headingId)}
      </Stack>
    </Card>
  )
}

/** The entry's reviews (Date, Reviewer, Message, Status: ReviewsTable), when it has any. */
export function ExperienceReviews({ reviews }: { reviews: Experience['reviews'] }) {
  if (reviews.length === 0) return null
  return (
    <ExperienceSection title={ExperienceScreenTexts.reviews}>
      {(headingId) => (
        <ReviewsTable
          labelledBy={headingId}
          hasMessages
          reviews={reviews.map((review) => ({
            ...review,
            status: {
              label: REVIEW_STATUS_LABELS[review.status],
              tone: STATUS_TONES[REVIEW_STATUS_LABELS[review.status]] ?? 'neutral',
            },
          }))}
        />
      )}
    </ExperienceSection>
  )
}

/**
 * What the supervisors signed about the entry (spec 3 Experience validation: the verifier's dates,
 * hours, comments and signature), for the candidate and staff alike, when one has signed.
 */
export function ExperienceVerifications({ verifications }: { verifications: Experience['verifications'] }) {
  if (verifications.length === 0) return null
  const T = ExperienceScreenTexts
  return (
    <ExperienceSection title={T.verifications}>
      {() =>
        verifications.map((verification) => (
          <ValueTable
            key={verification.id}
            aria-label={T.verification(verification.signature, formatDate(verification.signedAt))}
          >
            <ValueRow label={T.verifiedBy}>
              {T.verification(verification.signature, formatDate(verification.signedAt))} (
              <EmailAddress email={verification.supervisorEmail} />)
            </ValueRow>
            {verification.hours !== null && (
              <ValueRow label={T.verifiedHours}>{formatHours(verification.hours)}</ValueRow>
            )}
            {verification.start && verification.end && (
              <ValueRow label={T.verifiedDates}>
                {formatDate(verification.start)} – {formatDate(verification.end)}
              </ValueRow>
            )}
            {verification.comments && <ValueRow label={T.verifierComments}>{verification.comments}</ValueRow>}
          </ValueTable>
        ))
      }
    </ExperienceSection>
  )
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404
