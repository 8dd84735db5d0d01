/**
 * /admin/extended/:kind — one system-data list (spec 3, "System data"): the shared server-paged
 * table with the kind's columns, a form to create or edit a row, and delete-or-retire.
 */
import { lazy, Suspense, useMemo, useState } from 'react'
import { Anchor, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import {
  SYSTEM_DATA,
  SystemDataMessages as M,
  inSentence,
  isSystemDataKind,
  type ListQueryInput,
  type SystemDataDescriptor,
  type SystemDataRow,
} from '@portal/contracts'
import { ConfirmModal } from '../../components/ConfirmModal'
import { DataTable, type DataTableColumn } from '../../components/DataTable'
import { PageLoader } from '../../components/PageLoader'
import { deleteSystemData, fetchSystemDataPage, systemDataKey } from './system-data-api'
import { YES_NO, cellText, filterChoices } from './system-data-format'
import { toastSuccess } from '../../lib/toast'

// The form (every field kind, its validation) loads when a row or New is opened: the list opens without it.
const SystemDataForm = lazy(() => import('./SystemDataForm').then((m) => ({ default: m.SystemDataForm })))

function columnsOf(descriptor: SystemDataDescriptor): DataTableColumn<SystemDataRow>[] {
  return [
    ...descriptor.fields
      .filter((field) => field.list)
      .map((field) => ({
        id: field.name,
        header: field.label,
        cell: (row: SystemDataRow) => cellText(field, row),
        sortable: field.sortable === true,
        filterable: field.filter !== undefined,
        filterOptions: filterChoices(field),
      })),
    {
      id: 'retired',
      header: 'Retired',
      cell: (row) =>
        row.retiredAt ? (
          <Badge color="red.9" variant="outline">
            Retired
          </Badge>
        ) : null,
      sortable: true,
      filterable: true,
      filterOptions: YES_NO,
    },
  ]
}

function BackLink() {
  return (
    <Anchor component={Link} to="/admin/extended" size="sm">
      ← System Data
    </Anchor>
  )
}

function SystemDataList({ descriptor }: { descriptor: SystemDataDescriptor }) {
  const { kind } = descriptor
  const queryClient = useQueryClient()
  /** The row in the form: a row to edit, 'new', or null when the form is closed. */
  const [editing, setEditing] = useState<SystemDataRow | 'new' | null>(null)
  const [deleting, setDeleting] = useState<SystemDataRow | null>(null)
  const columns = useMemo(() => columnsOf(descriptor), [descriptor])
  const fetchPage = useMemo(
    () => (query: ListQueryInput, signal: AbortSignal) => fetchSystemDataPage(kind, query, signal),
    [kind],
  )
  const label = inSentence(descriptor.label)

  const remove = useMutation({
    mutationFn: (row: SystemDataRow) => deleteSystemData(kind, row.id),
    onSuccess: ({ outcome }) => {
      toastSuccess(outcome === 'deleted' ? M.deleted : M.retired)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'system-data'] })
    },
  })

  const confirmDelete = (row: SystemDataRow) => {
    setEditing(null)
    setDeleting(row)
  }

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{descriptor.title}</Title>
          <Text>{descriptor.description}</Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>New {label}</Button>
      </Group>
      <DataTable
        label={descriptor.title}
        columns={columns}
        queryKey={[...systemDataKey(kind), 'list']}
        fetchPage={fetchPage}
        getRowId={(row) => row.id}
        defaultSort={descriptor.defaultSort}
        defaultPageSize={20}
        onRowClick={(row) => setEditing(row)}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `New ${label}` : `Edit ${label}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <Suspense fallback={<PageLoader label="Loading the form..." />}>
            <SystemDataForm
              key={editing === 'new' ? 'new' : editing.id}
              descriptor={descriptor}
              row={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onDelete={confirmDelete}
            />
          </Suspense>
        )}
      </Modal>
      {deleting && (
        <ConfirmModal
          title={`Delete ${label}`}
          message={M.confirmDelete(descriptor.label)}
          confirmLabel="Delete"
          confirmColor="red"
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  )
}

/** The list of one kind; an unknown kind in the address gets a clear page, not a crash. */
export function SystemDataListPage() {
  const { kind = '' } = useParams()
  if (!isSystemDataKind(kind)) {
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1}>System data not found</Title>
        <Text>There is no system data list named “{kind}”.</Text>
      </Stack>
    )
  }
  return <SystemDataList key={kind} descriptor={SYSTEM_DATA[kind]} />
}
