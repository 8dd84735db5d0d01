import { Stack, Text, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import {
  CEU_STATUS_LABELS,
  CEU_STATUSES,
  IndividualCeuMessages as M,
  formatCredits,
  formatDate,
  formatDateTime,
  type AdminIndividualCeuRow,
  type INDIVIDUAL_CEU_LIST_FIELDS,
} from '@portal/contracts'
import { DataTable, labelledChoices, type DataTableColumn } from '../../../components/DataTable'
import { fullNameOf } from '../../../lib/names'
import { ADMIN_INDIVIDUAL_CEUS_KEY, fetchAdminIndividualCeus } from '../ceus-api'
import { adminCeuPath, CeuScreenTexts as T, CeuStatusBadge } from '../ceu-view'

type Field = (typeof INDIVIDUAL_CEU_LIST_FIELDS)[number]

const columns: DataTableColumn<AdminIndividualCeuRow, Field>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName, sortable: true, filterable: true },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName, sortable: true, filterable: true },
  { id: 'certifications', header: 'Certifications', cell: (row) => row.certifications },
  { id: 'certificationStatus', header: 'Certification Status', cell: (row) => row.certificationStatus },
  // Stored in UTC, shown on the portal's clock (US Eastern, spec 2 §9), as every date of the staff screens.
  { id: 'submittedAt', header: 'Submission Date', cell: (row) => formatDateTime(row.submittedAt), sortable: true },
  { id: 'completionDate', header: 'Completion Date', cell: (row) => formatDate(row.completionDate), sortable: true },
  { id: 'programTitle', header: 'Program Title', cell: (row) => row.programTitle, sortable: true, filterable: true },
  { id: 'sponsor', header: 'Sponsor', cell: (row) => row.sponsor, sortable: true, filterable: true },
  { id: 'credits', header: 'Credits', cell: (row) => formatCredits(row.credits), sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <CeuStatusBadge status={row.status} />,
    sortable: true,
    filterable: true,
    filterOptions: labelledChoices(CEU_STATUSES, CEU_STATUS_LABELS),
  },
]

/** On a phone each card is titled with the person's full name, not 'Daniel' over 'Last Name: Okafor'. */
const CARD_TITLE = {
  cell: (row: AdminIndividualCeuRow) => fullNameOf(row),
  replaces: ['firstName', 'lastName'] as const,
}

/** /admin/individual-ceus (spec 3 "Individual CEU list"): pending CEUs first, 10 a page. */
export function IndividualCeusAdminPage() {
  const navigate = useNavigate()
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{M.adminListTitle}</Title>
        <Text>{T.adminHint}</Text>
      </Stack>
      <DataTable
        label={M.adminListTitle}
        columns={columns}
        queryKey={[...ADMIN_INDIVIDUAL_CEUS_KEY, 'list']}
        fetchPage={fetchAdminIndividualCeus}
        getRowId={(row) => row.id}
        defaultFilters={{ status: 'pending' }}
        defaultPageSize={10}
        cardTitle={CARD_TITLE}
        onRowClick={(row) => void navigate(adminCeuPath(row.id))}
      />
    </Stack>
  )
}
