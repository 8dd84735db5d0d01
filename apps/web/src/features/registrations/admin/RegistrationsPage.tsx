import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import {
  formatDate,
  htmlToText,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationListField,
} from '@portal/contracts'
import { DataTable, labelledChoices, YES_NO_CHOICES, type DataTableColumn } from '../../../components/DataTable'
import { ADMIN_REGISTRATIONS_KEY } from '../../../lib/query-keys'
import { fetchRegistrations, type RegistrationRow } from './admin-registrations-api'
import { registrationStatusBadge, yesNo } from './registration-view'
import { ToneBadge } from '../../../components/ToneBadge'

const columns: DataTableColumn<RegistrationRow, RegistrationListField>[] = [
  { id: 'certification', header: 'Certification', cell: (row) => row.certification, sortable: true, filterable: true },
  {
    id: 'challengePath',
    header: 'Challenge Path',
    cell: (row) => (row.challengePath === null ? '' : htmlToText(row.challengePath)),
    sortable: true,
    filterable: true,
  },
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'updatedAt', header: 'Date', cell: (row) => formatDate(row.updatedAt), sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <ToneBadge badge={registrationStatusBadge(row)} />,
    sortable: true,
    filterable: true,
    filterOptions: labelledChoices(REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS),
  },
  {
    id: 'militarySpouse',
    header: 'Military Spouse',
    cell: (row) => yesNo(row.militarySpouse),
    sortable: true,
    filterable: true,
    // The spec's filter values, 1 and 0, read Yes and No.
    filterOptions: YES_NO_CHOICES,
  },
]

/** /admin/course-registrations (spec 3 "Course registration list"): last updated first, 10 a page. */
export function RegistrationsPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Registrations</Title>
        <Text>Choose a registration to review it.</Text>
      </Stack>
      <DataTable
        label="Registrations"
        columns={columns}
        queryKey={[...ADMIN_REGISTRATIONS_KEY, 'list']}
        fetchPage={fetchRegistrations}
        getRowId={(row) => row.id}
        defaultSort={[{ field: 'updatedAt', direction: 'desc' }]}
        defaultPageSize={10}
        onRowClick={(row) => void navigate(`/admin/course-registrations/${row.id}`)}
      />
    </Stack>
  )
}
