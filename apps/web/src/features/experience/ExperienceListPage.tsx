import { Alert, Anchor, Button, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import {
  ExperienceMessages as M,
  formatDate,
  formatHours,
  type ExperienceList,
  type ExperienceRow,
} from '@portal/contracts'
import { ActionLink } from '../../components/ActionLink'
import { ResponsiveTable } from '../../components/ResponsiveTable'
import {
  CT,
  entryPath,
  ExperienceSection,
  ExperienceStatusBadge,
  ExperienceScreenTexts as T,
  NEW_PATH,
} from './experience-view'
import { CandidateExperience } from './CandidateExperience'

/**
 * /certifications-and-training/experience (spec 2 §2.8): the candidate's registration with its
 * hours, the hours left per service type, the entries logged with their status, and Add
 * Experience while new entries may be added.
 */
export function ExperienceListPage() {
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={CT} size="sm">
        {T.backToCertification}
      </Anchor>
      <Title order={1}>{M.listTitle}</Title>
      <CandidateExperience render={(list) => <ExperienceOverview list={list} />} />
    </Stack>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  )
}

function RegistrationHours({ list }: { list: ExperienceList }) {
  const { registration } = list
  const required = registration.requiredHours
  const percent = required > 0 ? Math.min(100, Math.round((registration.approvedHours / required) * 100)) : 0
  return (
    <ExperienceSection title={registration.certification}>
      {() => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label={T.requiredHours} value={formatHours(required)} />
            <Fact label={T.approvedHours} value={formatHours(registration.approvedHours)} />
            <Fact label={T.loggedHours} value={formatHours(registration.loggedHours)} />
            <Fact label={T.earliestStart} value={formatDate(registration.earliestStart) || '—'} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm">{T.progress(formatHours(registration.approvedHours), formatHours(required))}</Text>
            <Progress value={percent} aria-label={T.progressLabel} />
          </Stack>
        </Stack>
      )}
    </ExperienceSection>
  )
}

/** The hours each service type may still count: only while hours may be logged (not once certified, locked or done). */
function HoursLeft({ list }: { list: ExperienceList }) {
  const types = list.serviceTypes.filter((type) => list.registration.militarySpouse || !type.militarySpouseOnly)
  if (types.length === 0 || !list.registration.canAdd) return null
  return (
    <ExperienceSection title={T.hoursByType}>
      {(headingId) => (
        <ResponsiveTable
          labelledBy={headingId}
          rows={types}
          getRowKey={(type) => type.id}
          columns={[
            { header: 'Service type', cell: (type) => type.name },
            { header: 'Allowed', cell: (type) => formatHours(type.allowance), isNumeric: true },
            { header: 'Hours left', cell: (type) => formatHours(type.hoursLeft), isNumeric: true },
          ]}
        />
      )}
    </ExperienceSection>
  )
}

function AddAction({ list }: { list: ExperienceList }) {
  const { registration } = list
  if (registration.canAdd) {
    return (
      <Button component={Link} to={NEW_PATH}>
        {M.addTitle}
      </Button>
    )
  }
  return registration.cannotAddReason ? (
    <Alert color="yellow" variant="light" role="status" w="100%">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{registration.cannotAddReason}</Text>
        {registration.cannotAddAction && <ActionLink action={registration.cannotAddAction} asButton />}
      </Stack>
    </Alert>
  ) : null
}

function Entries({ list }: { list: ExperienceList }) {
  return (
    <ExperienceSection title={T.entries} aside={<AddAction list={list} />}>
      {(headingId) =>
        list.data.length === 0 ? (
          <Text>{M.empty}</Text>
        ) : (
          <ResponsiveTable<ExperienceRow>
            labelledBy={headingId}
            rows={list.data}
            getRowKey={(row) => row.id}
            columns={[
              {
                header: 'Service type',
                cell: (row) => (
                  <Anchor component={Link} to={entryPath(row.id)} fw={700}>
                    {row.serviceType}
                  </Anchor>
                ),
              },
              { header: 'Organization', cell: (row) => row.organization },
              { header: 'Start Date', cell: (row) => formatDate(row.startDate) },
              { header: 'End Date', cell: (row) => formatDate(row.endDate) },
              { header: 'Hours', cell: (row) => formatHours(row.hours), isNumeric: true },
              { header: 'Status', cell: (row) => <ExperienceStatusBadge status={row.status} /> },
            ]}
          />
        )
      }
    </ExperienceSection>
  )
}

function ExperienceOverview({ list }: { list: ExperienceList }) {
  return (
    <Stack gap="lg">
      <RegistrationHours list={list} />
      <Entries list={list} />
      <HoursLeft list={list} />
    </Stack>
  )
}
