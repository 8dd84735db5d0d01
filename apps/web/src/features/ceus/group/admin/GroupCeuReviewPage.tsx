import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { GroupCeuMessages as M, type GroupCeu } from '@portal/contracts'
import { LoadError } from '../../../../components/LoadError'
import { PageLoader } from '../../../../components/PageLoader'
import { UserRow } from '../../../../components/UserReference'
import { ValueRow, ValueTable } from '../../../../components/ValueTable'
import { routeId } from '../../../../lib/route-params'
import { toastSuccess } from '../../../../lib/toast'
import { ActiveFlagsAlert } from '../../../users'
import { useGroupCeu, useGroupCeuForm } from '../group-ceus-api'
import { GroupCeuFees, GroupCeuForm } from '../GroupCeuForm'
import {
  ADMIN_LIST_PATH,
  GroupCeuReviews,
  GroupCeuScreenTexts as T,
  GroupCeuStatusBadge,
  isNotFound,
} from '../group-ceu-view'

// The decisions are downloaded when staff open one, not with the page.
const ApproveGroupCeuModal = lazy(() =>
  import('./ApproveGroupCeuModal').then((m) => ({ default: m.ApproveGroupCeuModal })),
)
const RejectGroupCeuModal = lazy(() =>
  import('./RejectGroupCeuModal').then((m) => ({ default: m.RejectGroupCeuModal })),
)

/**
 * /admin/group-ceus/:id (spec 3 "Group CEU review"): the pre-approval form with Approve, Reject
 * and Save Changes; after a decision, back to the list.
 */
export function GroupCeuReviewPage() {
  const { id } = useParams()
  const ceuId = routeId(id)
  const detail = useGroupCeu(ceuId)
  const context = useGroupCeuForm()
  const notFound = ceuId === 0 || isNotFound(detail.error)
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={ADMIN_LIST_PATH} size="sm">
        {T.backToAdminList}
      </Anchor>
      <Title order={1}>{T.reviewTitle}</Title>
      {notFound && <Text>{M.notFound}</Text>}
      {!notFound && (detail.isPending || context.isPending) && <PageLoader />}
      {!notFound && detail.isError && !detail.data && <LoadError title={M.loadFailed} query={detail} />}
      {context.isError && <LoadError title={M.loadFailed} query={context} />}
      {detail.data && context.data && (
        <Stack gap="lg">
          <ActiveFlagsAlert userId={detail.data.user.id} />
          <Paper withBorder radius="md" p="lg">
            <ValueTable aria-label="Group CEU">
              <UserRow user={detail.data.user} />
              <ValueRow label="Status">
                <GroupCeuStatusBadge state={detail.data.state} />
              </ValueRow>
            </ValueTable>
          </Paper>
          <GroupCeuFees ceu={detail.data} />
          {detail.data.submittedAt !== null && <DecisionActions ceu={detail.data} />}
          <GroupCeuForm context={context.data} ceu={detail.data} isAdmin onSaved={() => undefined} />
          <GroupCeuReviews reviews={detail.data.reviews} />
        </Stack>
      )}
    </Stack>
  )
}

function DecisionActions({ ceu }: { ceu: GroupCeu }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null)
  const close = () => setOpen(null)
  const decided = (message: string) => () => {
    toastSuccess(message)
    void navigate(ADMIN_LIST_PATH)
  }
  return (
    <>
      <Group gap="sm">
        <Button color="red" onClick={() => setOpen('reject')}>
          {M.reject}
        </Button>
        {ceu.status !== 'approved' && <Button onClick={() => setOpen('approve')}>{M.approve}</Button>}
      </Group>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {open === 'approve' && (
          <ApproveGroupCeuModal
            ceuId={ceu.id}
            preferredCode={ceu.completionCode}
            onClose={close}
            onDecided={decided(M.approvedToast)}
          />
        )}
        {open === 'reject' && (
          <RejectGroupCeuModal ceuId={ceu.id} onClose={close} onDecided={decided(M.rejectedToast)} />
        )}
      </Suspense>
    </>
  )
}
