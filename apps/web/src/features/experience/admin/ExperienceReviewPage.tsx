import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ExperienceMessages as M, formatHours, type ExperienceDetail } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ValueRow, ValueTable } from '../../../components/ValueTable'
import { routeId } from '../../../lib/route-params'
import { toastSuccess } from '../../../lib/toast'
import { useExperience } from '../experience-api'
import { ExperienceForm } from '../ExperienceForm'
import {
  ADMIN_LIST_PATH,
  ExperienceReviews,
  ExperienceVerifications,
  ExperienceScreenTexts as T,
  ExperienceStatusBadge,
  isNotFound,
} from '../experience-view'
import { UserRow } from '../../../components/UserReference'
import { ActiveFlagsAlert } from '../../users'

// The decisions are downloaded when staff open one, not with the page: their forms, then
// DecisionModal's dialog with the canned-messages picker (Mantine's MultiSelect).
const ApproveExperienceModal = lazy(() =>
  import('./ApproveExperienceModal').then((m) => ({ default: m.ApproveExperienceModal })),
)
const RejectExperienceModal = lazy(() =>
  import('./RejectExperienceModal').then((m) => ({ default: m.RejectExperienceModal })),
)

/**
 * /admin/experiences/:id (spec 3 "Experience review"): the member and registration, Approve and
 * Reject, and the member's form in admin mode (the route is an admin one): no verified box,
 * always editable, Save Changes.
 */
export function ExperienceReviewPage() {
  const { id } = useParams()
  const experienceId = routeId(id)
  const detail = useExperience(experienceId)
  const notFound = experienceId === 0 || isNotFound(detail.error)

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={ADMIN_LIST_PATH} size="sm">
        {T.backToAdminList}
      </Anchor>
      <Title order={1}>{T.reviewTitle}</Title>
      {notFound && <Text>{T.notFound}</Text>}
      {!notFound && detail.isPending && <PageLoader />}
      {!notFound && detail.isError && !detail.data && <LoadError title={T.entryLoadFailed} query={detail} />}
      {detail.data && <ExperienceReview detail={detail.data} />}
    </Stack>
  )
}

function ExperienceReview({ detail }: { detail: ExperienceDetail }) {
  const { experience, registration, user } = detail
  return (
    <Stack gap="lg">
      <ActiveFlagsAlert userId={user.id} />
      <Paper withBorder radius="md" p="lg">
        <ValueTable aria-label="Experience entry">
          <UserRow user={user} suffix={registration.militarySpouse && ' (Military Spouse)'} />
          <ValueRow label="Registration">
            <Anchor component={Link} to={`/admin/course-registrations/${registration.id}`}>
              {registration.certification} registration
            </Anchor>
          </ValueRow>
          <ValueRow label="Hours">
            {`${formatHours(registration.approvedHours)} approved, ${formatHours(registration.loggedHours)} logged of ${formatHours(registration.requiredHours)} required`}
          </ValueRow>
          <ValueRow label="Status">
            <ExperienceStatusBadge status={experience.status} />
          </ValueRow>
        </ValueTable>
      </Paper>
      <DecisionActions detail={detail} />
      <ExperienceForm
        registration={registration}
        serviceTypes={detail.serviceTypes}
        experience={experience}
        isAdmin
        onSaved={() => undefined}
      />
      <ExperienceVerifications verifications={experience.verifications} />
      <ExperienceReviews reviews={experience.reviews} />
    </Stack>
  )
}

function DecisionActions({ detail }: { detail: ExperienceDetail }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null)
  const close = () => setOpen(null)
  const decided = (message: string) => () => {
    toastSuccess(message)
    void navigate(ADMIN_LIST_PATH)
  }
  const isApproved = detail.experience.approved === true

  return (
    <>
      <Group gap="sm">
        <Button color="red" onClick={() => setOpen('reject')}>
          Reject
        </Button>
        {!isApproved && <Button onClick={() => setOpen('approve')}>Approve</Button>}
      </Group>
      <Suspense fallback={<PageLoader label="Opening..." />}>
        {open === 'approve' && (
          <ApproveExperienceModal
            experienceId={detail.experience.id}
            onClose={close}
            onDecided={decided(M.approvedToast)}
          />
        )}
        {open === 'reject' && (
          <RejectExperienceModal
            experienceId={detail.experience.id}
            onClose={close}
            onDecided={decided(M.rejectedToast)}
          />
        )}
      </Suspense>
    </>
  )
}
