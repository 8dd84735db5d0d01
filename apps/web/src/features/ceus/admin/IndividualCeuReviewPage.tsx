import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { IndividualCeuMessages as M, type IndividualCeuDetail } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { UserRow } from '../../../components/UserReference'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { routeId } from '../../../lib/route-params'
import { toastSuccess } from '../../../lib/toast'
import { useIndividualCeu } from '../ceus-api'
import { ADMIN_LIST_PATH, CeuReviews, CeuScreenTexts as T, CeuStatusBadge, isNotFound } from '../ceu-view'
import { ActiveFlagsAlert } from '../../users'
import { IndividualCeuForm } from '../IndividualCeuForm'

// The decisions are downloaded when staff open one (their forms and the dialog).
const ApproveCeuModal = lazy(() => import('./CeuDecisionModals').then((m) => ({ default: m.ApproveCeuModal })))
const RejectCeuModal = lazy(() => import('./CeuDecisionModals').then((m) => ({ default: m.RejectCeuModal })))

/**
 * /admin/individual-ceus/:id (spec 3 "Individual CEU review"): the user's active flags in a red
 * alert, Approve and Reject (then back to the list), and the form in admin mode: no verified
 * box, always editable (approved CEUs too), Save Changes.
 */
export function IndividualCeuReviewPage() {
  const { id } = useParams()
  const ceuId = routeId(id)
  const detail = useIndividualCeu(ceuId)
  const notFound = ceuId === 0 || isNotFound(detail.error)
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={ADMIN_LIST_PATH} size="sm">
        {T.backToAdminList}
      </Anchor>
      <Title order={1}>{T.reviewTitle}</Title>
      {notFound && <Text>{T.notFound}</Text>}
      {!notFound && detail.isPending && <PageLoader />}
      {!notFound && detail.isError && !detail.data && <LoadError title={T.ceuLoadFailed} query={detail} />}
      {detail.data && <CeuReview detail={detail.data} />}
    </Stack>
  )
}

function CeuReview({ detail }: { detail: IndividualCeuDetail }) {
  const { ceu, user } = detail
  return (
    <Stack gap="lg">
      <ActiveFlagsAlert userId={user.id} />
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Individual CEU">
          <UserRow user={user} />
          {/* As the list shows them: whether the person still holds what the CEU counts toward. */}
          <ValueRow label="Certifications">{user.certifications || T.noCertifications}</ValueRow>
          <ValueRow label="Certification Status">{user.certificationStatus || T.noCertifications}</ValueRow>
          <ValueRow label="Reporting Period">{ceu.reportingPeriod}</ValueRow>
          <ValueRow label="Status">
            <CeuStatusBadge status={ceu.status} />
            {ceu.preapprovedCreditId ? ' (pre-approved by completion code)' : ''}
          </ValueRow>
        </ValueTable>
      </Paper>
      <DecisionActions detail={detail} />
      <IndividualCeuForm form={detail.form} ceu={ceu} isAdmin onSaved={() => undefined} />
      <CeuReviews reviews={ceu.reviews} />
    </Stack>
  )
}

function DecisionActions({ detail }: { detail: IndividualCeuDetail }) {
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
          Reject
        </Button>
        {detail.ceu.status !== 'approved' && <Button onClick={() => setOpen('approve')}>Approve</Button>}
      </Group>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {open === 'approve' && (
          <ApproveCeuModal ceuId={detail.ceu.id} onClose={close} onDecided={decided(M.approvedToast)} />
        )}
        {open === 'reject' && (
          <RejectCeuModal ceuId={detail.ceu.id} onClose={close} onDecided={decided(M.rejectedToast)} />
        )}
      </Suspense>
    </>
  )
}
