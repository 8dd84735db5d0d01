/**
 * The certified variant of the certification dashboard (spec 2 §2.1): the certifications held, as
 * the server chose them; the not-certified variant lists the revoked ones with the same list.
 */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { CandidateMessages as M, type CertificationDashboard, type HeldCertification } from '@portal/contracts'
import { useId } from 'react'
import { ToneBadge } from '../../components/ToneBadge'
import { ActionLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { CeuCard } from '../ceus'
import { DeadlineBannerAlert } from '../extensions'

/** Texts of the list that the contracts' messages do not hold. */
const HeldCertificationTexts = {
  reportingPeriodEnds: (date: string) => `Reporting period ends ${date}`,
} as const
const T = HeldCertificationTexts

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

export function HeldCertificationList({ certifications }: { certifications: readonly HeldCertification[] }) {
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

/** The reporting periods of the reportable certifications not revoked, each once, with the certifications' names. */
function reportablePeriods(certifications: readonly HeldCertification[]) {
  const periods = new Map<number, string[]>()
  for (const certification of certifications) {
    const id = certification.reportingPeriodId
    if (!certification.reportable || id === null || certification.status === 'revoked') continue
    periods.set(id, [...(periods.get(id) ?? []), certification.name])
  }
  return [...periods].map(([reportingPeriodId, names]) => ({ reportingPeriodId, name: names.join(', ') }))
}

/**
 * The certified view: the certifications held, then what keeping them takes today and what is
 * coming (the CEU and annual-fee screens are not built yet): plain words and links to what
 * exists, no placeholder box.
 */
export function CertifiedView({ dashboard }: { dashboard: Variant<'certified'> }) {
  return (
    <Stack gap="lg">
      <HeldCertificationList certifications={dashboard.certifications} />
      {/* The CEU card of each reportable certification held (spec 2 §2.11), once per reporting period. */}
      {reportablePeriods(dashboard.certifications).map(({ reportingPeriodId, name }) => (
        <CeuCard key={reportingPeriodId} reportingPeriodId={reportingPeriodId} certification={name} />
      ))}
      <DashboardSection title={M.keepingTitle}>
        <Text size="sm">{M.keepingNow}</Text>
        <Text size="sm">{M.keepingSoon}</Text>
        <Group gap="md">
          <ActionLink action={{ label: M.openDashboard, to: '/' }} asButton variant="outline" />
          <ActionLink action={{ label: M.openPayments, to: '/payments' }} />
        </Group>
      </DashboardSection>
    </Stack>
  )
}
