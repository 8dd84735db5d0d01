import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router'
import { RegistrationMessages, type ExpiredRegistrationNotice, type RegistrationDetail } from '@portal/contracts'
import { DeadlineBannerAlert } from '../extensions'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { useOpenRegistration, useRegistration, useStartRegistration } from './registration-api'
import { serverMessageOr } from '../../lib/errors'
import { RegistrationWizard } from './RegistrationWizard'

const DASHBOARD = '/'

// The final application comes months after the registration: its wizard (the professional info,
// preferences and certificate name steps) is downloaded by those who reach it, not with the
// registration wizard.
const PostRegistrationWizard = lazy(() =>
  import('./PostRegistrationWizard').then((m) => ({ default: m.PostRegistrationWizard })),
)

/**
 * /certifications-and-training/register/:type (spec 2 §2.3), `type` being the certification's id:
 * the open registration of that certification, held by its own id; when none is open, the member
 * starts one (opening the page never does). Pre-registration shows the wizard; the approvals say the registration is in review;
 * past approval, the post-registration wizard (the final application).
 */
export function RegisterPage() {
  const { type } = useParams()
  const certificationId = Number(type)
  const isValidId = Number.isInteger(certificationId) && certificationId > 0
  const opened = useOpenRegistration(certificationId)

  if (!isValidId) return <Unavailable title="Certification registration" />
  return (
    <Stack gap="lg">
      {opened.isPending && <PageLoader label="Loading your registration..." />}
      <Failed query={opened} />
      {opened.data &&
        (opened.data.open ? (
          <OpenRegistration registrationId={opened.data.open.registration.id} />
        ) : (
          <StartRegistration certification={opened.data.certification} expired={opened.data.expired} />
        ))}
    </Stack>
  )
}

/**
 * No registration of this certification is open: opening the page starts nothing (a registration
 * is made only when the member asks for one); the first step is one click away. When the newest
 * one expired, the page says so first (spec 2 §4): while it may still be extended, the extension is
 * offered first and starting afresh is the second choice, saying what happens to the expired one.
 */
function StartRegistration({
  certification,
  expired,
}: {
  certification: { id: number; name: string }
  expired: ExpiredRegistrationNotice | null
}) {
  const start = useStartRegistration(certification.id)
  const isExtensionOffered = expired?.isExtensionOffered ?? false
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{`${certification.name} registration`}</Title>
      {expired?.banner && <DeadlineBannerAlert banner={expired.banner} />}
      {expired ? (
        <Text>{expired.startAfreshNote}</Text>
      ) : (
        <Text>
          {`You have no ${certification.name} registration in progress. Starting one opens the registration steps; your choices are saved as you go, and nothing is charged until you check out.`}
        </Text>
      )}
      {start.isError && (
        <Alert color="red" role="alert">
          {serverMessageOr(start.error, 'Your registration could not be started. Please try again.')}
        </Alert>
      )}
      <div>
        <Button
          onClick={() => start.mutate(isExtensionOffered)}
          loading={start.isPending}
          variant={isExtensionOffered ? 'default' : 'filled'}
        >
          {isExtensionOffered ? RegistrationMessages.startAfreshConfirm : 'Start registration'}
        </Button>
      </div>
    </Stack>
  )
}

/** The registration the page works on, held by its id (the wizard's saves keep it there). */
function OpenRegistration({ registrationId }: { registrationId: number }) {
  const registration = useRegistration(registrationId)
  return (
    <>
      {registration.isPending && <PageLoader label="Loading your registration..." />}
      <Failed query={registration} />
      {registration.data && <RegistrationStage detail={registration.data} />}
    </>
  )
}

function Failed({ query }: { query: Parameters<typeof LoadError>[0]['query'] & { isError: boolean; data?: unknown } }) {
  if (!query.isError || query.data !== undefined) return null
  return (
    <>
      <Title order={1}>Certification registration</Title>
      <LoadError title="Your registration could not be loaded" query={query} />
    </>
  )
}

function RegistrationStage({ detail }: { detail: RegistrationDetail }) {
  const { registration } = detail
  const name = registration.certification.name
  switch (registration.stage) {
    case 'pre_registration':
      if (registration.status !== 'pre_registration') return <Unavailable title={`${name} registration`} />
      return (
        <>
          <Title order={1}>{`${name} registration`}</Title>
          <RegistrationWizard detail={detail} />
        </>
      )
    case 'pathway_approval':
    case 'registration_approval':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{`${name} registration`}</Title>
          <Alert color="blue" title="Your registration is in review" role="status">
            <Stack gap="xs">
              <Text size="sm">
                {registration.stage === 'pathway_approval'
                  ? `Our staff are reviewing the pathway you chose for ${name}. We will notify you and send you an email when it is reviewed; you will then come back here to finish your registration.`
                  : `Our staff are reviewing your ${name} registration. We will notify you and send you an email when it is reviewed.`}
              </Text>
              <Anchor component={Link} to={DASHBOARD} size="sm">
                Go to your dashboard
              </Anchor>
            </Stack>
          </Alert>
        </Stack>
      )
    case 'post_registration':
      return (
        <Suspense fallback={<PageLoader label="Loading your registration..." />}>
          <PostRegistrationWizard registrationId={registration.id} />
        </Suspense>
      )
    case 'complete':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{`${name} registration`}</Title>
          <Text>{`Your ${name} registration is complete.`}</Text>
          <Anchor component={Link} to={DASHBOARD}>
            Go to your dashboard
          </Anchor>
        </Stack>
      )
    default:
      return <Unavailable title={`${name} registration`} />
  }
}

function Unavailable({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to={DASHBOARD}>
        Back to your dashboard
      </Anchor>
    </Stack>
  )
}
