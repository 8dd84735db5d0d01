import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import {
  CEU_STATUS_LABELS,
  CEU_STATUSES,
  formatDate,
  GroupCeuMessages as M,
  type AdminGroupCeuListField,
  type AdminGroupCeuRow,
} from '@portal/contracts'
import { DataTable, labelledChoices, type DataTableColumn } from '../../../../components/DataTable'
import { fullNameOf } from '../../../../lib/names'
import { ADMIN_GROUP_CEUS_KEY, fetchAdminGroupCeus } from '../group-ceus-api'
import { adminGroupCeuPath, GroupCeuStatusBadge } from '../group-ceu-view'

const columns: DataTableColumn<AdminGroupCeuRow, AdminGroupCeuListField>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'startDate', header: 'Start Date', cell: (row) => formatDate(row.startDate), sortable: true },
  { id: 'programTitle', header: 'Program Title', cell: (row) => row.programTitle, sortable: true, filterable: true },
  { id: 'sponsor', header: 'Sponsor', cell: (row) => row.sponsor, sortable: true, filterable: true },
  { id: 'credits', header: 'Credits', cell: (row) => row.credits, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <GroupCeuStatusBadge state={row.status} />,
    sortable: true,
    filterable: true,
    filterOptions: labelledChoices(CEU_STATUSES, CEU_STATUS_LABELS),
  },
]

/** On a phone each card is titled with the person's full name, not 'Daniel' over 'Last Name: Okafor'. */
const CARD_TITLE = { cell: (row: AdminGroupCeuRow) => fullNameOf(row), replaces: ['firstName', 'lastName'] as const }

/** /admin/group-ceus (spec 3 "Group CEU list"): paid requests, Pending by default, 10 a page. */
export function AdminGroupCeusPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{M.adminListTitle}</Title>
        <Text>{M.adminListHint}</Text>
      </Stack>
      <DataTable
        label={M.adminListTitle}
        columns={columns}
        queryKey={[...ADMIN_GROUP_CEUS_KEY, 'list']}
        fetchPage={fetchAdminGroupCeus}
        getRowId={(row) => row.id}
        defaultFilters={{ status: 'pending' }}
        defaultPageSize={10}
        cardTitle={CARD_TITLE}
        onRowClick={(row) => void navigate(adminGroupCeuPath(row.id))}
      />
    </Stack>
  )
}
