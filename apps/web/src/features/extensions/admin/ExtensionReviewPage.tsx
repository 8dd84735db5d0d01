import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { formatDate, type AdminExtension } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { isApiError } from '../../../lib/errors'
import { routeId } from '../../../lib/route-params'
import { toastSuccess } from '../../../lib/toast'
import {
  approvalChargeText,
  decisionBadge,
  decisionLabel,
  ExtensionPaths,
  ExtensionScreenTexts as T,
} from '../extension-view'
import { useAdminExtension, type ExtensionDecision } from './admin-extension-api'
import { DecideExtensionModal } from './DecideExtensionModal'
import { UserRow } from '../../../components/UserReference'
import { ReviewsTable } from '../../../components/ReviewsTable'
import { ActiveFlagsAlert } from '../../users'

/** /admin/extensions/:id (spec 3 "Extension review"): the request, and Reject and Approve while pending. */
export function ExtensionReviewPage() {
  const { id } = useParams()
  const extensionId = routeId(id)
  const extension = useAdminExtension(extensionId)
  const isNotFound = extensionId === 0 || (isApiError(extension.error) && extension.error.status === 404)

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={ExtensionPaths.list} size="sm">
        {T.backToList}
      </Anchor>
      <Title order={1}>{T.reviewTitle}</Title>
      {isNotFound && <Text>{T.notFound}</Text>}
      {!isNotFound && extension.isPending && <PageLoader label="Loading the request..." />}
      {!isNotFound && extension.isError && !extension.data && <LoadError title={T.loadFailed} query={extension} />}
      {extension.data && <ExtensionReview extension={extension.data} />}
    </Stack>
  )
}

/** 'Deadline' for a registration, 'CEU Lapse Date' for a certification. */
const dateTitleOf = (extension: AdminExtension) => (extension.type === 'registration' ? 'Deadline' : 'CEU Lapse Date')

function ExtensionSummary({ extension }: { extension: AdminExtension }) {
  const { user } = extension
  const dateTitle = dateTitleOf(extension)
  return (
    <Paper withBorder radius="md" p="lg">
      <ValueTable aria-label="Extension request" layout="fixed">
        <UserRow user={user} />
        <ValueRow label="Submitted">
          {extension.submittedAt ? formatDate(extension.submittedAt) : T.notSubmitted}
        </ValueRow>
        <ValueRow label="Type">{extension.typeLabel}</ValueRow>
        <ValueRow label="Program">{extension.program}</ValueRow>
        <ValueRow label="Completed Hours">{extension.completedHours}</ValueRow>
        <ValueRow label="Signature">{extension.signature}</ValueRow>
        {extension.previousDeadline && (
          <ValueRow label={extension.approved === true ? `Previous ${dateTitle}` : dateTitle}>
            {formatDate(extension.previousDeadline)}
          </ValueRow>
        )}
        {extension.extendedUntil && extension.approved !== false && (
          <ValueRow label={extension.approved === true ? 'Extended Until' : 'Approving Extends To'}>
            {formatDate(extension.extendedUntil)}
          </ValueRow>
        )}
      </ValueTable>
    </Paper>
  )
}

function ExtensionReview({ extension }: { extension: AdminExtension }) {
  return (
    <Stack gap="lg">
      <ActiveFlagsAlert userId={extension.user.id} />
      <ExtensionSummary extension={extension} />
      {extension.approved === null ? (
        extension.submittedAt === null ? (
          <Alert color="gray" variant="light" role="status">
            {T.inCart}
          </Alert>
        ) : (
          <ReviewActions extension={extension} />
        )
      ) : (
        <Decision extension={extension} />
      )}
    </Stack>
  )
}

function ReviewActions({ extension }: { extension: AdminExtension }) {
  const navigate = useNavigate()
  const [deciding, setDeciding] = useState<ExtensionDecision | null>(null)
  const decided = () => {
    toastSuccess(T.success)
    void navigate(ExtensionPaths.list)
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{approvalChargeText(extension)}</Text>
      <Group gap="sm">
        <Button color="red" onClick={() => setDeciding('reject')}>
          Reject
        </Button>
        <Button onClick={() => setDeciding('approve')}>Approve</Button>
      </Group>
      {deciding && (
        <DecideExtensionModal
          extension={extension}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDecided={decided}
        />
      )}
    </Stack>
  )
}

/** Once decided: who decided and when, or the status alone when no review was recorded. */
function Decision({ extension }: { extension: AdminExtension }) {
  const headingId = useId()
  if (extension.reviews.length === 0) {
    return (
      <Text>
        <Text span fw={700} inherit>
          {'Status: '}
        </Text>
        {decisionLabel(extension.approved)}
      </Text>
    )
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {T.reviewsTitle}
      </Title>
      <ReviewsTable
        labelledBy={headingId}
        reviews={extension.reviews.map((review) => ({ ...review, status: decisionBadge(review.approved) }))}
        hasMessages
      />
    </Stack>
  )
}
