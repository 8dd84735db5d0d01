/**
 * The not-certified variant of the certification dashboard (spec 2 §2.1): what one may register
 * for, as the server chose it, and any certification held that was revoked.
 */
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { CandidateMessages as M, type CertificationDashboard } from '@portal/contracts'
import { useId } from 'react'
import { ActionLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { ValueRow, ValueTable } from '../../components/ValueTable'
import { HeldCertificationList } from '../certifications'
import { CertificationDashboardTexts as T } from './dashboard-texts'

type Variant<V extends CertificationDashboard['variant']> = Extract<CertificationDashboard, { variant: V }>

export function NotCertifiedView({ dashboard }: { dashboard: Variant<'not_certified'> }) {
  const { notice, options, certifications } = dashboard
  return (
    <Stack gap="lg">
      {notice && (
        <Alert color="blue" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notice.message}</Text>
            {notice.detail && (
              <Text size="sm" fs="italic">
                {notice.detail}
              </Text>
            )}
            {notice.facts.length > 0 && (
              <ValueTable aria-label={T.registrationFacts}>
                {notice.facts.map((fact) => (
                  <ValueRow key={fact.label} label={fact.label}>
                    {fact.value}
                  </ValueRow>
                ))}
              </ValueTable>
            )}
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
              // One primary action per state: the notice's own way forward (File an extension,
              // View Cart) comes first, registering again is the second choice.
              <EnrollOptionCard key={option.id} option={option} isSecondary={Boolean(notice?.action)} />
            ))}
          </SimpleGrid>
        )}
      </DashboardSection>
      {certifications.length > 0 && <HeldCertificationList certifications={certifications} />}
    </Stack>
  )
}

function EnrollOptionCard({
  option,
  isSecondary,
}: {
  option: Variant<'not_certified'>['options'][number]
  isSecondary: boolean
}) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h4" id={headingId}>
          {option.name}
        </Title>
        {option.description && <Text size="sm">{option.description}</Text>}
        {option.action && <ActionLink action={option.action} asButton variant={isSecondary ? 'outline' : 'filled'} />}
      </Stack>
    </Card>
  )
}
