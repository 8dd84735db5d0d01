import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import {
  CEU_STATUS_LABELS,
  CEU_STATUSES,
  formatDate,
  GroupCeuMessages as M,
  type GroupCeuListField,
  type GroupCeuRow,
} from '@portal/contracts'
import { DataTable, labelledChoices, type DataTableColumn } from '../../../components/DataTable'
import { CEUS_PATH, CeuScreenTexts } from '../ceu-view'
import { fetchGroupCeus, GROUP_CEUS_KEY } from './group-ceus-api'
import { groupCeuPath, GroupCeuScreenTexts as T, GroupCeuStatusBadge, LIBRARY_PATH, NEW_PATH } from './group-ceu-view'

const columns: DataTableColumn<GroupCeuRow, GroupCeuListField>[] = [
  { id: 'startDate', header: 'Start Date', cell: (row) => formatDate(row.startDate), sortable: true },
  { id: 'programTitle', header: 'Program Title', cell: (row) => row.programTitle, sortable: true, filterable: true },
  { id: 'sponsor', header: 'Sponsor', cell: (row) => row.sponsor, sortable: true, filterable: true },
  { id: 'credits', header: 'Credits', cell: (row) => row.credits, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <GroupCeuStatusBadge state={row.state} />,
    sortable: true,
    filterable: true,
    filterOptions: labelledChoices(CEU_STATUSES, CEU_STATUS_LABELS),
  },
]

/** /ceus/group (spec 2 §2.11): the sponsor's pre-approval requests, 10 a page; a row opens the request. */
export function GroupCeusPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      {/* Back to the member's continuing education, as /ceus/individual goes. */}
      <Anchor component={Link} to={CEUS_PATH} size="sm">
        {CeuScreenTexts.backToCeus}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{M.listTitle}</Title>
        <Text>{T.listIntro}</Text>
      </Stack>
      <Group gap="md">
        <Button component={Link} to={NEW_PATH}>
          {T.newRequest}
        </Button>
        <Anchor component={Link} to={LIBRARY_PATH}>
          {T.libraryLink}
        </Anchor>
      </Group>
      <DataTable
        label={M.listTitle}
        columns={columns}
        queryKey={[...GROUP_CEUS_KEY, 'list']}
        fetchPage={fetchGroupCeus}
        getRowId={(row) => row.id}
        defaultPageSize={10}
        onRowClick={(row) => void navigate(groupCeuPath(row.id))}
        emptyState={<Text>{T.emptyList}</Text>}
      />
    </Stack>
  )
}
