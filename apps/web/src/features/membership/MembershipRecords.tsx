import { Card, Stack, Text, Title } from '@mantine/core'
import { formatDate, type MembershipRecord } from '@portal/contracts'
import { ResponsiveTable, type ResponsiveTableProps } from '../../components/ResponsiveTable'
import { MembershipScreenTexts, yesNo } from './membership-view'

const COLUMNS: ResponsiveTableProps<MembershipRecord>['columns'] = [
  { header: 'Membership', cell: (record) => record.name },
  { header: 'Start', cell: (record) => formatDate(record.start) },
  { header: 'End', cell: (record) => formatDate(record.end) },
  { header: 'Approved', cell: (record) => yesNo(record.approved) },
]

/** Every membership term of the member, newest first. */
export function MembershipRecords({ records }: { records: readonly MembershipRecord[] }) {
  const newestFirst = [...records].sort((a, b) => b.start.localeCompare(a.start))
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="membership-records-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="membership-records-heading">
          Membership history
        </Title>
        {newestFirst.length === 0 ? (
          <Text size="sm">{MembershipScreenTexts.noRecords}</Text>
        ) : (
          <ResponsiveTable
            labelledBy="membership-records-heading"
            columns={COLUMNS}
            rows={newestFirst}
            getRowKey={(record) => record.id}
          />
        )}
      </Stack>
    </Card>
  )
}
