/**
 * The CEU card (spec 2 §2.11, spec 3 CEU card) of a reportable certification: the reporting
 * period selector (periods that have started), earned of total, the records grouped by credit
 * type (an unmet minimum as 0 of N), 'No CEUs found for this reporting period', Add CEU, each
 * record's status link; and, beyond the spec, what stands between the certificant and renewal:
 * each type's credits against its minimum, pending credits that would close the gap, the
 * period's end and the days left. Staff see a user's card (`userId`): the links open the review.
 */
import { Alert, Anchor, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import {
  CeuCardMessages as M,
  formatCredits,
  formatDate,
  type CeuPeriodData,
  type CreditRecord,
} from '@portal/contracts'
import { ActionLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ResponsiveTable } from '../../components/ResponsiveTable'
import { useCeuPeriod } from './ceus-api'
import { adminCeuPath, ceuPath, CeuStatusBadge, NEW_PATH } from './ceu-view'

export interface CeuCardProps {
  /** The period shown first (the certification's current one). */
  reportingPeriodId: number
  /** Staff looking at a user's card; omitted for the member's own. */
  userId?: number
  /** The certification's name, in the heading. */
  certification?: string
}

export function CeuCard({ reportingPeriodId, userId, certification }: CeuCardProps) {
  const [periodId, setPeriodId] = useState(reportingPeriodId)
  const card = useCeuPeriod(periodId, userId ?? null)
  const selectId = useId()
  const title = certification ? `${M.title}: ${certification}` : M.title
  return (
    <DashboardSection title={title}>
      {card.isPending && <PageLoader />}
      {card.isError && !card.data && <LoadError title="The CEUs could not be loaded" query={card} />}
      {card.data && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <NativeSelect
              id={selectId}
              label={M.period}
              value={String(periodId)}
              onChange={(event) => setPeriodId(Number(event.currentTarget.value))}
              data={card.data.reportingPeriods.map((period) => ({
                value: String(period.id),
                label: `${period.name} (${formatDate(period.start)} to ${formatDate(period.end)})`,
              }))}
              maw={360}
            />
            <Text fw={700} size="lg">
              {M.earnedOf(formatCredits(card.data.earned), formatCredits(card.data.total))}
            </Text>
          </Group>
          <Standing data={card.data} isStaff={userId !== undefined} />
          <CreditsByType data={card.data} isStaff={userId !== undefined} />
          {userId === undefined && card.data.canAdd && (
            <div>
              <ActionLink action={{ label: M.addCeu, to: NEW_PATH }} asButton />
            </div>
          )}
        </Stack>
      )}
    </DashboardSection>
  )
}

/** What stands between the certificant and renewal (beyond the spec). */
function Standing({ data, isStaff }: { data: CeuPeriodData; isStaff: boolean }) {
  const end = formatDate(data.reportingPeriod.end)
  const returned = data.credits.filter((credit) => credit.status === 'more_info_requested').length
  const value = data.total > 0 ? Math.min(100, (data.earned / data.total) * 100) : 100
  return (
    <Stack gap="xs">
      <Progress value={value} aria-label={M.earnedOf(formatCredits(data.earned), formatCredits(data.total))} />
      {data.remaining === 0 ? (
        <Text size="sm">{M.met}</Text>
      ) : data.daysLeft < 0 ? (
        <Text size="sm">{M.ended(end)}</Text>
      ) : (
        <Text size="sm">{M.remaining(formatCredits(data.remaining), end, data.daysLeft)}</Text>
      )}
      {data.pending > 0 && data.remaining > 0 && (
        <Alert color={data.pendingClosesGap ? 'green' : 'blue'} variant="light" p="xs">
          {data.pendingClosesGap
            ? M.pendingWouldClose(formatCredits(data.pending))
            : M.pendingWouldHelp(formatCredits(data.pending))}
        </Alert>
      )}
      {!isStaff && returned > 0 && (
        <Alert color="yellow" variant="light" p="xs">
          {M.moreInfoRequested(returned)}
        </Alert>
      )}
    </Stack>
  )
}

/** The records grouped by credit type; a type with a minimum and no record shows 0 of N. */
function CreditsByType({ data, isStaff }: { data: CeuPeriodData; isStaff: boolean }) {
  if (data.credits.length === 0) {
    return (
      <Stack gap="xs">
        <Text>{M.empty}</Text>
        {data.byType
          .filter((type) => type.minimum > 0)
          .map((type) => (
            <Text key={type.creditTypeId} size="sm">
              {`${type.name}: ${M.typeOf(formatCredits(type.earned), formatCredits(type.minimum))}`}
            </Text>
          ))}
      </Stack>
    )
  }
  return (
    <Stack gap="lg">
      {data.byType
        .filter((type) => type.minimum > 0 || data.credits.some((credit) => credit.creditTypeId === type.creditTypeId))
        .map((type) => (
          <CreditTypeGroup
            key={type.creditTypeId}
            type={type}
            records={data.credits.filter((credit) => credit.creditTypeId === type.creditTypeId)}
            isStaff={isStaff}
          />
        ))}
    </Stack>
  )
}

function CreditTypeGroup({
  type,
  records,
  isStaff,
}: {
  type: CeuPeriodData['byType'][number]
  records: CreditRecord[]
  isStaff: boolean
}) {
  const headingId = useId()
  const standing =
    type.minimum > 0
      ? M.typeOf(formatCredits(type.earned), formatCredits(type.minimum))
      : `${formatCredits(type.earned)} earned`
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {`${type.name}: ${standing}`}
        {type.pending > 0 ? ` (${formatCredits(type.pending)} pending)` : ''}
      </Title>
      {records.length > 0 && (
        <ResponsiveTable
          labelledBy={headingId}
          getRowKey={(row) => row.id}
          rows={records}
          columns={[
            { header: 'Program Title', cell: (row) => row.programTitle, isRowHeader: true },
            { header: 'Sponsor', cell: (row) => row.sponsor },
            { header: 'Credits', cell: (row) => formatCredits(row.credits), isNumeric: true },
            { header: 'Completion Date', cell: (row) => formatDate(row.completionDate) },
            {
              header: 'Status',
              cell: (row) => (
                <Anchor
                  component={Link}
                  to={isStaff ? adminCeuPath(row.id) : ceuPath(row.id)}
                  aria-label={`${row.statusLabel}: ${row.programTitle}`}
                >
                  <CeuStatusBadge status={row.status} />
                </Anchor>
              ),
            },
          ]}
        />
      )}
    </Stack>
  )
}
