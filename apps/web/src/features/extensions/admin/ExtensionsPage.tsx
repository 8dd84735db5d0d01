import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { formatDate, type AdminExtensionRow, type ExtensionListField } from '@portal/contracts'
import { DataTable, type DataTableColumn } from '../../../components/DataTable'
import { ToneBadge } from '../../../components/ToneBadge'
import {
  decisionBadge,
  ExtensionPaths,
  ExtensionScreenTexts as T,
  PENDING_FILTER,
  STATUS_FILTER_OPTIONS,
} from '../extension-view'
import { ADMIN_EXTENSIONS_KEY, fetchAdminExtensions } from './admin-extension-api'

const columns: DataTableColumn<AdminExtensionRow, ExtensionListField>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'submittedAt', header: 'Submitted', cell: (row) => formatDate(row.submittedAt), sortable: true },
  { id: 'certification', header: 'Certification', cell: (row) => row.certification, sortable: true, filterable: true },
  { id: 'completedHours', header: 'Completed Hours', cell: (row) => row.completedHours, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <ToneBadge badge={decisionBadge(row.approved)} />,
    filterable: true,
    filterOptions: STATUS_FILTER_OPTIONS,
  },
]

/** /admin/extensions (spec 3 "Extension list"): submitted requests, Pending by default, 10 a page. */
export function ExtensionsPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{T.listTitle}</Title>
        <Text>{T.listHint}</Text>
      </Stack>
      <DataTable
        label={T.listTitle}
        columns={columns}
        queryKey={[...ADMIN_EXTENSIONS_KEY, 'list']}
        fetchPage={fetchAdminExtensions}
        getRowId={(row) => row.id}
        defaultFilters={{ status: PENDING_FILTER }}
        defaultPageSize={10}
        onRowClick={(row) => void navigate(ExtensionPaths.review(row.id))}
      />
    </Stack>
  )
}
