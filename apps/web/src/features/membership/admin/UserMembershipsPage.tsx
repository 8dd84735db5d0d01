import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { formatDate, MembershipMessages as M, type MembershipRecord } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { ResponsiveTable, type ResponsiveTableProps } from '../../../components/ResponsiveTable'
import type { SelectOption } from '../../../components/form/FormFields'
import { toastSuccess } from '../../../lib/toast'
import { MembershipScreenTexts, yesNo } from '../membership-view'
import { MembershipRecordModal } from './MembershipRecordModal'
import { useDeleteUserMembership, useMembershipTypes, useUserMemberships } from './admin-membership-api'

/**
 * /admin/users/:userId/memberships (spec 3, the user profile's Memberships tab): the user's
 * membership records, added, edited and deleted by staff, inside the profile's frame (its name,
 * tabs and way back to the users list).
 */
export function UserMembershipsPage() {
  const { userId = '' } = useParams()
  const id = /^\d+$/.test(userId) ? Number(userId) : 0
  const records = useUserMemberships(id)
  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>Memberships</Title>
      {records.isPending && <PageLoader label="Loading the memberships..." />}
      {records.isError && !records.data && <LoadError title="The memberships could not be loaded" query={records} />}
      {records.data && <UserMembershipRecords userId={id} records={records.data.records} />}
    </Stack>
  )
}

function useTypeOptions(): SelectOption[] {
  const types = useMembershipTypes()
  return useMemo(
    () =>
      (types.data ?? []).map((row) => ({
        value: String(row.id),
        label: typeof row.name === 'string' ? row.name : `#${row.id}`,
      })),
    [types.data],
  )
}

function UserMembershipRecords({ userId, records }: { userId: number; records: readonly MembershipRecord[] }) {
  const [editing, setEditing] = useState<MembershipRecord | 'new' | null>(null)
  const [deleting, setDeleting] = useState<MembershipRecord | null>(null)
  const typeOptions = useTypeOptions()
  const remove = useDeleteUserMembership(userId)

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing('new')}>Add membership</Button>
      </Group>
      {records.length === 0 ? (
        <Text>{MembershipScreenTexts.noRecords}</Text>
      ) : (
        <RecordsTable records={records} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing !== null && (
        <MembershipRecordModal
          userId={userId}
          record={editing === 'new' ? null : editing}
          typeOptions={typeOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete Membership"
          message={MembershipScreenTexts.deleteRecordConfirm}
          confirmLabel="Delete"
          confirmColor="red"
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id)
            toastSuccess(MembershipScreenTexts.success)
          }}
          failureMessage={M.deleteFailed}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  )
}

function RecordsTable({
  records,
  onEdit,
  onDelete,
}: {
  records: readonly MembershipRecord[]
  onEdit: (record: MembershipRecord) => void
  onDelete: (record: MembershipRecord) => void
}) {
  const newestFirst = [...records].sort((a, b) => b.start.localeCompare(a.start))
  const columns: ResponsiveTableProps<MembershipRecord>['columns'] = [
    { header: 'Membership', cell: (record) => record.name },
    { header: 'Start', cell: (record) => formatDate(record.start) },
    { header: 'End', cell: (record) => formatDate(record.end) },
    { header: 'Approved', cell: (record) => yesNo(record.approved) },
    {
      header: 'Actions',
      cell: (record) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => onEdit(record)}>
            Edit
            <VisuallyHiddenName record={record} />
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(record)}>
            Delete
            <VisuallyHiddenName record={record} />
          </Button>
        </Group>
      ),
    },
  ]
  return (
    <ResponsiveTable
      label="Membership records"
      minWidth={640}
      columns={columns}
      rows={newestFirst}
      getRowKey={(record) => record.id}
    />
  )
}

/** Buttons in a table say which row they act on to a screen reader. */
function VisuallyHiddenName({ record }: { record: MembershipRecord }) {
  return <VisuallyHidden>{` ${record.name} from ${formatDate(record.start)}`}</VisuallyHidden>
}
