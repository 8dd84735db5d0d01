import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { formatCents, formatDate, MembershipMessages as M, type AdminMembershipRequest } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { isApiError } from '../../../lib/errors'
import { toastSuccess } from '../../../lib/toast'
import { MembershipScreenTexts, REQUEST_STATUS_LABELS, termRange, yesNo } from '../membership-view'
import { ApproveMembershipModal } from './ApproveMembershipModal'
import { RejectMembershipModal } from './RejectMembershipModal'
import { useDeleteMembershipRequest, useMembershipRequest } from './admin-membership-api'
import { UserRow } from '../../../components/UserReference'
import { ActiveFlagsAlert } from '../../users'

const LIST_PATH = '/admin/memberships'

/** /admin/memberships/:id (spec 3 "Membership review"): the request, and Delete, Reject, Approve while pending. */
export function MembershipReviewPage() {
  const { id = '' } = useParams()
  const requestId = /^\d+$/.test(id) ? Number(id) : 0
  const request = useMembershipRequest(requestId)
  const isNotFound = requestId === 0 || (isApiError(request.error) && request.error.status === 404)

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        ← Membership requests
      </Anchor>
      <Title order={1}>Membership review</Title>
      {isNotFound && <Text>This membership request was not found.</Text>}
      {!isNotFound && request.isPending && <PageLoader label="Loading the request..." />}
      {!isNotFound && request.isError && !request.data && (
        <LoadError title="The request could not be loaded" query={request} />
      )}
      {request.data && <MembershipReview request={request.data} />}
    </Stack>
  )
}

function RequestFiles({ files }: { files: AdminMembershipRequest['files'] }) {
  if (files.length === 0) return <>None</>
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Anchor key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
          {file.fileName}
        </Anchor>
      ))}
    </Stack>
  )
}

function RequestSummary({ request }: { request: AdminMembershipRequest }) {
  const { user } = request
  return (
    <Paper withBorder radius="md" p="lg">
      <ValueTable aria-label="Membership request">
        <UserRow user={user} />
        <ValueRow label="Membership">{request.membership.name}</ValueRow>
        <ValueRow label="Term">{termRange(request.startsOn, request.endsOn)}</ValueRow>
        <ValueRow label="Requesting Call">{yesNo(request.isRequestingCall)}</ValueRow>
        <ValueRow label="Price">{formatCents(request.membership.price)}</ValueRow>
        <ValueRow label="Requested On">{formatDate(request.submittedAt ?? request.createdAt)}</ValueRow>
        <ValueRow label="Files">
          <RequestFiles files={request.files} />
        </ValueRow>
        <ValueRow label="Status">{REQUEST_STATUS_LABELS[request.status]}</ValueRow>
        {request.decidedAt && <ValueRow label="Decided On">{formatDate(request.decidedAt)}</ValueRow>}
        {request.decisionMessage && <ValueRow label="Message">{request.decisionMessage}</ValueRow>}
      </ValueTable>
    </Paper>
  )
}

function MembershipReview({ request }: { request: AdminMembershipRequest }) {
  return (
    <Stack gap="lg">
      <ActiveFlagsAlert userId={request.user.id} />
      <RequestSummary request={request} />
      {request.status === 'pending' ? (
        <ReviewActions request={request} />
      ) : (
        <Alert color={request.status === 'approved' ? 'green' : 'gray'} title={REQUEST_STATUS_LABELS[request.status]}>
          {request.status === 'cart' ? 'The member has not paid for this request yet.' : M.notPending}
        </Alert>
      )}
    </Stack>
  )
}

function ReviewActions({ request }: { request: AdminMembershipRequest }) {
  const navigate = useNavigate()
  const [openModal, setOpenModal] = useState<'approve' | 'reject' | 'delete' | null>(null)
  const remove = useDeleteMembershipRequest(request.id)
  const decided = () => {
    toastSuccess(MembershipScreenTexts.success)
    void navigate(LIST_PATH)
  }

  return (
    <>
      <Group gap="sm">
        <Button color="red" variant="outline" onClick={() => setOpenModal('delete')} loading={remove.isPending}>
          Delete
        </Button>
        <Button color="red" onClick={() => setOpenModal('reject')}>
          Reject
        </Button>
        <Button onClick={() => setOpenModal('approve')}>Approve</Button>
      </Group>
      {openModal === 'approve' && (
        <ApproveMembershipModal request={request} onClose={() => setOpenModal(null)} onDecided={decided} />
      )}
      {openModal === 'reject' && (
        <RejectMembershipModal request={request} onClose={() => setOpenModal(null)} onDecided={decided} />
      )}
      {openModal === 'delete' && (
        <ConfirmModal
          title="Delete Membership Request"
          message={MembershipScreenTexts.deleteConfirm}
          confirmLabel="Delete"
          confirmColor="red"
          onConfirm={async () => {
            await remove.mutateAsync()
            decided()
          }}
          failureMessage={M.deleteFailed}
          onClose={() => setOpenModal(null)}
        />
      )}
    </>
  )
}
