import { Anchor, Button, Checkbox, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import {
  ExperienceMessages,
  formatDate,
  formatHours,
  GenericMessages,
  ValidationMessages as V,
  type ExperienceList,
  type ExperienceRow,
} from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { useSidewaysScroll } from '../../../components/use-sideways-scroll'
import { useWideFrom } from '../../../lib/use-breakpoint'
import { serverMessageOr } from '../../../lib/errors'
import { toastError, toastSuccess } from '../../../lib/toast'
import { useRegistrationExperiences, useSendValidations } from './experience-admin-api'
import { RowItem, RowItems } from '../../../components/RowItems'
import { ExperienceStatusBadge } from '../experience-view'

/** Texts of the card that the spec does not quote. */
export const ExperienceHoursTexts = {
  title: 'Experience Hours',
  table: 'Experience entries',
  loadFailed: 'The experience entries could not be loaded',
  totals: (approved: number, logged: number, required: number) =>
    `${formatHours(approved)} approved and ${formatHours(logged)} logged of ${formatHours(required)} required hours.`,
  selectAll: 'Select all experiences',
  send: 'Send Validations',
  sendHint: 'Choose the entries whose supervisors should confirm them.',
  review: 'Review',
} as const

const experiencePath = (id: number) => `/admin/experiences/${id}`
const datesOf = (row: ExperienceRow) => `${formatDate(row.startDate)} to ${formatDate(row.endDate)}`

/**
 * The Experience Hours card of the registration review (spec 3 "Course registration review"):
 * the entries with their status, each opening its review, the hours approved, logged and
 * required, and the verifier validation sent to the supervisors of the entries chosen.
 */
export function ExperienceHoursCard({ registrationId }: { registrationId: number }) {
  const headingId = useId()
  const experiences = useRegistrationExperiences(registrationId)

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {ExperienceHoursTexts.title}
        </Title>
        {experiences.isPending && <PageLoader label="Loading experience entries..." />}
        {experiences.isError && !experiences.data && (
          <LoadError title={ExperienceHoursTexts.loadFailed} query={experiences} />
        )}
        {experiences.data && <ExperienceEntries registrationId={registrationId} list={experiences.data} />}
      </Stack>
    </Paper>
  )
}

function ExperienceEntries({ registrationId, list }: { registrationId: number; list: ExperienceList }) {
  const { registration, data: rows } = list
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const send = useSendValidations(registrationId)
  const hintId = useId()
  // Only entries still listed count (one may have gone since it was ticked).
  const chosenIds = rows.filter((row) => chosen.has(row.id)).map((row) => row.id)

  const toggle = (id: number, isChosen: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (isChosen) next.add(id)
      else next.delete(id)
      return next
    })

  const sendValidations = () =>
    send.mutate(chosenIds, {
      onSuccess: (result) => {
        toastSuccess(V.sent(result.validations.length))
        setChosen(new Set())
      },
      onError: (error) => toastError(serverMessageOr(error, GenericMessages.internal)),
    })

  return (
    <>
      <Text size="sm">
        {ExperienceHoursTexts.totals(registration.approvedHours, registration.loggedHours, registration.requiredHours)}
      </Text>
      {rows.length === 0 ? (
        <Text>{ExperienceMessages.empty}</Text>
      ) : (
        <>
          <EntriesTable
            rows={rows}
            chosen={chosenIds}
            onToggle={toggle}
            onToggleAll={(isChosen) => setChosen(new Set(isChosen ? rows.map((row) => row.id) : []))}
          />
          <Group gap="sm">
            <Button
              variant="default"
              onClick={sendValidations}
              loading={send.isPending}
              disabled={chosenIds.length === 0}
              aria-describedby={chosenIds.length === 0 ? hintId : undefined}
            >
              {ExperienceHoursTexts.send}
            </Button>
            {chosenIds.length === 0 && (
              <Text size="sm" id={hintId}>
                {ExperienceHoursTexts.sendHint}
              </Text>
            )}
          </Group>
        </>
      )}
    </>
  )
}

function EntriesTable({
  rows,
  chosen,
  onToggle,
  onToggleAll,
}: {
  rows: readonly ExperienceRow[]
  chosen: readonly number[]
  onToggle: (id: number, isChosen: boolean) => void
  onToggleAll: (isChosen: boolean) => void
}) {
  // Not a ResponsiveTable: a table to choose rows in, whose header holds the select-all box (a
  // column header of the responsive one is a text). On a phone each entry is an item with its own
  // box and its values labelled, the select-all box above them (issue 25, item 15).
  const sidewaysScroll = useSidewaysScroll<HTMLDivElement>(ExperienceHoursTexts.table)
  const isWide = useWideFrom('sm')
  const allChosen = chosen.length === rows.length
  const selectAll = (
    <Checkbox
      aria-label={ExperienceHoursTexts.selectAll}
      checked={allChosen}
      indeterminate={chosen.length > 0 && !allChosen}
      onChange={(event) => onToggleAll(event.currentTarget.checked)}
    />
  )
  const choose = (row: ExperienceRow) => (
    <Checkbox
      aria-label={`Select ${row.serviceType} at ${row.organization}, ${datesOf(row)}`}
      checked={chosen.includes(row.id)}
      onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
    />
  )
  const reviewLink = (row: ExperienceRow) => (
    <Anchor component={Link} to={experiencePath(row.id)} size="sm">
      {ExperienceHoursTexts.review}
      <VisuallyHidden>{` ${row.serviceType} at ${row.organization}, ${datesOf(row)}`}</VisuallyHidden>
    </Anchor>
  )
  if (!isWide) {
    return (
      <Stack gap="sm">
        <Group gap="xs">
          {selectAll}
          <Text size="sm" aria-hidden>
            {ExperienceHoursTexts.selectAll}
          </Text>
        </Group>
        <RowItems label={ExperienceHoursTexts.table}>
          {rows.map((row) => (
            <RowItem
              key={row.id}
              title={
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {choose(row)}
                  {row.serviceType}
                </Group>
              }
              values={[
                { label: 'Organization', value: row.organization },
                { label: 'Dates', value: datesOf(row) },
                { label: 'Hours', value: formatHours(row.hours) },
                { label: 'Status', value: <ExperienceStatusBadge status={row.status} /> },
              ]}
            >
              {reviewLink(row)}
            </RowItem>
          ))}
        </RowItems>
      </Stack>
    )
  }
  return (
    // Positioned, so nothing hidden inside it reaches past the page's edge on a phone.
    <Table.ScrollContainer minWidth={720} type="native" pos="relative" {...sidewaysScroll}>
      <Table aria-label={ExperienceHoursTexts.table} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <VisuallyHidden>Select</VisuallyHidden>
              {selectAll}
            </Table.Th>
            <Table.Th scope="col">Service type</Table.Th>
            <Table.Th scope="col">Organization</Table.Th>
            <Table.Th scope="col">Dates</Table.Th>
            <Table.Th scope="col" ta="right">
              Hours
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{choose(row)}</Table.Td>
              <Table.Td>{row.serviceType}</Table.Td>
              <Table.Td>{row.organization}</Table.Td>
              <Table.Td>{datesOf(row)}</Table.Td>
              <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
              <Table.Td>
                <ExperienceStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{reviewLink(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
