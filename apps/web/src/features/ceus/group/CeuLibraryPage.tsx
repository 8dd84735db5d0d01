import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import {
  formatCents,
  formatDate,
  GroupCeuMessages as M,
  type LibraryListField,
  type LibraryProgram,
} from '@portal/contracts'
import { ExternalLink } from '../../../components/ActionLink'
import { DataTable, type DataTableColumn } from '../../../components/DataTable'
import { CEU_LIBRARY_KEY, fetchCeuLibrary } from './group-ceus-api'

const columns: DataTableColumn<LibraryProgram, LibraryListField>[] = [
  // Its filter is the library's search: the title or the sponsor, anywhere in them.
  { id: 'search', header: 'Program', cell: (row) => row.programTitle, filterable: true },
  { id: 'sponsor', header: 'Sponsor', cell: (row) => row.sponsor, sortable: true },
  { id: 'credits', header: 'Credits', cell: (row) => `${row.credits} ${row.creditType}`, sortable: true },
  {
    id: 'startDate',
    header: 'Dates',
    cell: (row) =>
      row.startDate === row.endDate
        ? formatDate(row.startDate)
        : `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`,
    sortable: true,
  },
  { id: 'cost', header: 'Cost', cell: (row) => formatCents(row.attendanceCostCents) },
  {
    id: 'register',
    header: 'Registration',
    cell: (row) => <ExternalLink href={row.registrationUrl} label={`Register for ${row.programTitle}`} />,
  },
]

/**
 * /ceu-library (public): the programs AFCPE pre-approved whose sponsors paid to list them, soonest
 * first, searchable by title or sponsor, 10 a page.
 */
export function CeuLibraryPage() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{M.libraryTitle}</Title>
        <Text>{M.libraryIntro}</Text>
      </Stack>
      <DataTable
        label={M.libraryTitle}
        columns={columns}
        queryKey={CEU_LIBRARY_KEY}
        fetchPage={fetchCeuLibrary}
        getRowId={(row) => row.id}
        defaultPageSize={10}
        emptyMessage={M.libraryEmpty}
      />
      <Anchor component={Link} to="/ceus/group/new" size="sm">
        Request pre-approval of your program
      </Anchor>
    </Stack>
  )
}
