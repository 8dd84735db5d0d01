import { Badge, Button, Group, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useParams } from 'react-router'
import { FLAG_NOTE_MAX, FlagBody, formatDate, UserProfileMessages as M, type UserFlag } from '@portal/contracts'
import { CheckboxField, TextField } from '../../components/form/FormFields'
import { FormAlert } from '../../components/form/FormAlert'
import { TextareaField } from '../../components/form/TextareaField'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ResponsiveTable, type ResponsiveTableProps } from '../../components/ResponsiveTable'
import { routeId } from '../../lib/route-params'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { useSaveFlag, useUserFlags } from './users-api'

/**
 * /admin/users/:userId/flags (spec 3 §2 "Flags: add or update; each has reason, note, active"):
 * the person's flags, active first; an active one shows in a red alert on every review of them.
 */
export function UserFlagsTab() {
  const { userId } = useParams()
  const id = routeId(userId)
  const flags = useUserFlags(id)
  const [editing, setEditing] = useState<UserFlag | 'new' | null>(null)
  const columns: ResponsiveTableProps<UserFlag>['columns'] = [
    { header: 'Reason', cell: (flag) => flag.reason, isRowHeader: true },
    { header: 'Note', cell: (flag) => flag.note ?? '' },
    {
      header: 'Status',
      cell: (flag) => (
        <Badge color={flag.active ? 'red' : 'gray'} variant={flag.active ? 'filled' : 'outline'}>
          {flag.active ? 'Active' : 'Resolved'}
        </Badge>
      ),
    },
    { header: 'Date', cell: (flag) => formatDate(flag.createdAt) },
    {
      header: 'Actions',
      cell: (flag) => (
        <Button size="compact-sm" variant="light" onClick={() => setEditing(flag)}>
          Edit<VisuallyHidden>{` flag ${flag.reason}`}</VisuallyHidden>
        </Button>
      ),
    },
  ]
  return (
    <Stack gap="md">
      <Title order={2}>Flags</Title>
      <Group>
        <Button onClick={() => setEditing('new')}>Add Flag</Button>
      </Group>
      {flags.isPending && <PageLoader label="Loading the flags..." />}
      {flags.isError && !flags.data && <LoadError title="The flags could not be loaded" query={flags} />}
      {flags.data &&
        (flags.data.flags.length === 0 ? (
          <Text>{M.noFlags}</Text>
        ) : (
          <ResponsiveTable
            label="Flags"
            minWidth={640}
            columns={columns}
            rows={flags.data.flags}
            getRowKey={(flag) => flag.id}
          />
        ))}
      {editing !== null && (
        <FlagModal userId={id} flag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  )
}

function FlagModal({ userId, flag, onClose }: { userId: number; flag: UserFlag | null; onClose: () => void }) {
  const save = useSaveFlag(userId)
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: FlagBody,
    defaultValues: { reason: flag?.reason ?? '', note: flag?.note ?? '', active: flag?.active ?? true },
    submit: (body) => save.mutateAsync({ flagId: flag?.id ?? null, body }),
    onSuccess: () => {
      toastSuccess(M.flagSaved)
      onClose()
    },
  })
  return (
    <Modal
      opened
      onClose={onClose}
      title={flag ? 'Edit Flag' : 'Add Flag'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formMessages} />
          <TextField control={form.control} name="reason" label="Reason" required data-autofocus />
          <TextareaField control={form.control} name="note" label="Note" maxLength={FLAG_NOTE_MAX} minRows={3} />
          <CheckboxField
            control={form.control}
            name="active"
            label="Active (shown in a red alert wherever staff review this user)"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
