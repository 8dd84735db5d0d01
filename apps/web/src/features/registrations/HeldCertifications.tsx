/**
 * The certified and not-certified variants of the certification dashboard (spec 2 §2.1): the
 * certifications held, or what one may register for, as the server chose them.
 */
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { CandidateMessages as M, type CertificationDashboard, type HeldCertification } from '@portal/contracts'
import { useId } from 'react'
import { ToneBadge } from '../../components/ToneBadge'
import { ActionLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { CertificationDashboardTexts as T } from './dashboard-parts'
import { DeadlineBannerAlert } from './DeadlineBannerAlert'

type Variant<V extends CertificationDashboard['variant']> = Extract<CertificationDashboard, { variant: V }>

/** One certification held (or revoked): its badge says the status in words, coloured by its tone. */
function HeldCertificationCard({ certification }: { certification: HeldCertification }) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {certification.name}
          </Title>
          <ToneBadge badge={certification.badge} />
        </Group>
        {certification.notice && (
          <Text size="sm" c="red.9">
            {certification.notice}
          </Text>
        )}
        {certification.deadlineBanner && <DeadlineBannerAlert banner={certification.deadlineBanner} />}
        {certification.certifiedOn && <Text size="sm">{M.certifiedSince(certification.certifiedOn)}</Text>}
        {certification.reportingPeriodEnd && (
          <Text size="sm">{T.reportingPeriodEnds(certification.reportingPeriodEnd)}</Text>
        )}
        {certification.certificateUrl && (
          <div>
            {/* The local issuer's certificate opens in the portal; Accredible's in a new tab. */}
            <ActionLink action={{ label: M.viewCertificate, to: certification.certificateUrl }} />
          </div>
        )}
      </Stack>
    </Card>
  )
}

function HeldCertificationList({ certifications }: { certifications: readonly HeldCertification[] }) {
  return (
    <DashboardSection title={M.yourCertifications}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {certifications.map((certification) => (
          <HeldCertificationCard key={certification.certificationId} certification={certification} />
        ))}
      </SimpleGrid>
    </DashboardSection>
  )
}

export function CertifiedView({ dashboard }: { dashboard: Variant<'certified'> }) {
  return (
    <Stack gap="lg">
      <HeldCertificationList certifications={dashboard.certifications} />
      <Card withBorder radius="md" padding="lg" style={{ borderStyle: 'dashed' }}>
        <Text size="sm">{M.ceusComing}</Text>
      </Card>
    </Stack>
  )
}

export function NotCertifiedView({ dashboard }: { dashboard: Variant<'not_certified'> }) {
  const { notice, options, certifications } = dashboard
  return (
    <Stack gap="lg">
      {notice && (
        <Alert color="blue" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notice.message}</Text>
            {notice.action && <ActionLink action={notice.action} asButton />}
          </Stack>
        </Alert>
      )}
      <DashboardSection title={M.notCertifiedTitle}>
        {options.length === 0 ? (
          <Text size="sm">{T.noOptions}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {options.map((option) => (
              <EnrollOptionCard key={option.id} option={option} />
            ))}
          </SimpleGrid>
        )}
      </DashboardSection>
      {certifications.length > 0 && <HeldCertificationList certifications={certifications} />}
    </Stack>
  )
}

function EnrollOptionCard({ option }: { option: Variant<'not_certified'>['options'][number] }) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id={headingId}>
          {option.name}
        </Title>
        {option.description && <Text size="sm">{option.description}</Text>}
        <ActionLink action={option.action} asButton />
      </Stack>
    </Card>
  )
}
