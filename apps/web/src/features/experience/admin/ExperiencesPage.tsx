import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import {
  EXPERIENCE_LIST_STATUS_LABELS,
  EXPERIENCE_LIST_STATUSES,
  ExperienceMessages as M,
  formatDate,
  formatHours,
  type AdminExperienceRow,
  type EXPERIENCE_LIST_FIELDS,
} from '@portal/contracts'
import { DataTable, labelledChoices, YES_NO_CHOICES, type DataTableColumn } from '../../../components/DataTable'
import { ADMIN_EXPERIENCES_KEY, fetchAdminExperiences } from '../experience-api'
import { adminEntryPath, ExperienceStatusBadge } from '../experience-view'

type ExperienceListField = (typeof EXPERIENCE_LIST_FIELDS)[number]

const STATUS_OPTIONS = labelledChoices(EXPERIENCE_LIST_STATUSES, EXPERIENCE_LIST_STATUS_LABELS)

const columns: DataTableColumn<AdminExperienceRow, ExperienceListField>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'startDate', header: 'Start Date', cell: (row) => formatDate(row.startDate), sortable: true },
  { id: 'endDate', header: 'End Date', cell: (row) => formatDate(row.endDate), sortable: true },
  { id: 'certification', header: 'Certification', cell: (row) => row.certification, sortable: true, filterable: true },
  { id: 'hours', header: 'Hours', cell: (row) => formatHours(row.hours), sortable: true },
  {
    id: 'militarySpouse',
    header: 'Military Spouse',
    cell: (row) => (row.militarySpouse ? 'Yes' : 'No'),
    sortable: true,
    filterable: true,
    // The spec's filter values, 1 and 0, read Yes and No.
    filterOptions: YES_NO_CHOICES,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <ExperienceStatusBadge status={EXPERIENCE_LIST_STATUS_LABELS[row.status]} />,
    sortable: true,
    filterable: true,
    filterOptions: STATUS_OPTIONS,
  },
]

/** /admin/experiences (spec 3 "Experience list"): pending entries first, 10 a page. */
export function ExperiencesPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{M.adminListTitle}</Title>
        <Text>Choose an entry to review it.</Text>
      </Stack>
      <DataTable
        label={M.adminListTitle}
        columns={columns}
        queryKey={[...ADMIN_EXPERIENCES_KEY, 'list']}
        fetchPage={fetchAdminExperiences}
        getRowId={(row) => row.id}
        defaultFilters={{ status: 'pending' }}
        defaultPageSize={10}
        onRowClick={(row) => void navigate(adminEntryPath(row.id))}
      />
    </Stack>
  )
}
