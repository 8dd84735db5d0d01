import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useId, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { formatDate, type AdminExtension } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable } from '../../../components/ResponsiveTable'
import { isApiError } from '../../../lib/errors'
import { toastSuccess } from '../../../lib/toast'
import { approvalChargeText, decisionLabel, ExtensionPaths, ExtensionScreenTexts as T } from '../extension-view'
import { useAdminExtension, type ExtensionDecision } from './admin-extension-api'
import { DecideExtensionModal } from './DecideExtensionModal'

const routeId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)

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

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={200}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  )
}

/** 'Deadline' for a registration, 'CEU Lapse Date' for a certification. */
const dateTitleOf = (extension: AdminExtension) => (extension.type === 'registration' ? 'Deadline' : 'CEU Lapse Date')

function ExtensionSummary({ extension }: { extension: AdminExtension }) {
  const { user } = extension
  const dateTitle = dateTitleOf(extension)
  return (
    <Paper withBorder radius="md" p="lg">
      <Table aria-label="Extension request" withRowBorders={false} verticalSpacing={6} layout="fixed">
        <Table.Tbody>
          <SummaryRow label="User">
            <Anchor component={Link} to={ExtensionPaths.user(user.id)}>
              {user.firstName} {user.lastName}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({user.email})
            </Text>
          </SummaryRow>
          <SummaryRow label="Submitted">
            {extension.submittedAt ? formatDate(extension.submittedAt) : T.notSubmitted}
          </SummaryRow>
          <SummaryRow label="Type">{extension.typeLabel}</SummaryRow>
          <SummaryRow label="Program">{extension.program}</SummaryRow>
          <SummaryRow label="Completed Hours">{extension.completedHours}</SummaryRow>
          <SummaryRow label="Signature">{extension.signature}</SummaryRow>
          {extension.previousDeadline && (
            <SummaryRow label={extension.approved === true ? `Previous ${dateTitle}` : dateTitle}>
              {formatDate(extension.previousDeadline)}
            </SummaryRow>
          )}
          {extension.extendedUntil && extension.approved !== false && (
            <SummaryRow label={extension.approved === true ? 'Extended Until' : 'Approving Extends To'}>
              {formatDate(extension.extendedUntil)}
            </SummaryRow>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

function ExtensionReview({ extension }: { extension: AdminExtension }) {
  return (
    <Stack gap="lg">
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
      <ResponsiveTable
        labelledBy={headingId}
        rows={extension.reviews}
        getRowKey={(review) => review.id}
        columns={[
          { header: 'Date', cell: (review) => formatDate(review.createdAt) },
          { header: 'Reviewer', cell: (review) => review.reviewer ?? '' },
          { header: 'Status', cell: (review) => decisionLabel(review.approved) },
        ]}
      />
    </Stack>
  )
}
