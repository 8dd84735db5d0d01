import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { formatDate, type MembershipRequestStatus, type MembershipRequestListField } from '@portal/contracts'
import { DataTable, labelledChoices, type DataTableColumn } from '../../../components/DataTable'
import { REQUEST_STATUS_LABELS, requestStatusBadge } from '../membership-view'
import { ToneBadge } from '../../../components/ToneBadge'
import { fetchMembershipRequests, ADMIN_MEMBERSHIPS_KEY, type MembershipRequestRow } from './admin-membership-api'

/** Requests still in a cart are not for review yet. */
const REVIEW_STATUSES: readonly MembershipRequestStatus[] = ['pending', 'approved', 'rejected']

const columns: DataTableColumn<MembershipRequestRow, MembershipRequestListField>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'submittedAt', header: 'Requested On', cell: (row) => formatDate(row.submittedAt), sortable: true },
  { id: 'type', header: 'Type', cell: (row) => row.type, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <ToneBadge badge={requestStatusBadge(row.status)} />,
    filterable: true,
    filterOptions: labelledChoices(REVIEW_STATUSES, REQUEST_STATUS_LABELS),
  },
]

/** Membership requests waiting for staff (spec 3 "Membership request list"): pending first, 10 a page. */
export function MembershipRequestsPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Membership requests</Title>
        <Text>Choose a request to review it.</Text>
      </Stack>
      <DataTable
        label="Membership requests"
        columns={columns}
        queryKey={[...ADMIN_MEMBERSHIPS_KEY, 'list']}
        fetchPage={fetchMembershipRequests}
        getRowId={(row) => row.id}
        defaultFilters={{ status: 'pending' }}
        defaultPageSize={10}
        onRowClick={(row) => void navigate(`/admin/memberships/${row.id}`)}
      />
    </Stack>
  )
}
