/**
 * The create/edit form of one system-data row, generated from its kind's descriptor and
 * validated by the same schema the server uses (react-hook-form + zodResolver).
 */
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  SystemDataMessages as M,
  formDefaults,
  formatDate,
  formatDateTime,
  isEditable,
  rowToFormValues,
  systemDataSchemas,
  type SystemDataDescriptor,
  type SystemDataRow,
} from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { errorMessage } from '../../lib/errors'
import { toastSuccess } from '../../lib/toast'
import { useServerForm } from '../../lib/use-server-form'
import { SystemDataField } from './SystemDataField'
import { createSystemData, updateSystemData } from './system-data-api'
import { cellText } from './system-data-format'

export interface SystemDataFormProps {
  descriptor: SystemDataDescriptor
  /** The row to edit; null for a new one. */
  row: SystemDataRow | null
  onClose: () => void
  onDelete: (row: SystemDataRow) => void
}

export function SystemDataForm({ descriptor, row, onClose, onDelete }: SystemDataFormProps) {
  const { kind } = descriptor
  const queryClient = useQueryClient()
  // Other kinds' choices show this kind's titles, so every system-data query is refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'system-data'] })

  const { form, onSubmit, formMessages, setFormMessages, isPending } = useServerForm({
    schema: systemDataSchemas(kind).create,
    defaultValues: row ? rowToFormValues(descriptor, row) : formDefaults(descriptor),
    fields: descriptor.fields.filter(isEditable).map((field) => field.name),
    submit: (values) => (row ? updateSystemData(kind, row.id, values) : createSystemData(kind, values)),
    onSuccess: () => {
      toastSuccess(M.saved)
      void refresh()
      onClose()
    },
  })

  const restore = useMutation({
    mutationFn: (id: number) => updateSystemData(kind, id, { retired: false }),
    onSuccess: () => {
      toastSuccess(M.restored)
      void refresh()
      onClose()
    },
    onError: (error) => setFormMessages([errorMessage(error)]),
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {row?.retiredAt && (
          <Group gap="xs">
            <Badge color="red.9" variant="outline">
              Retired
            </Badge>
            <Text size="sm">
              Since {formatDate(row.retiredAt)}: kept for the records that use it, no longer offered as a choice.
            </Text>
          </Group>
        )}
        <FormAlert messages={formMessages} />
        {descriptor.fields.map((field) =>
          isEditable(field) ? (
            <SystemDataField key={field.name} field={field} control={form.control} />
          ) : row ? (
            <TextInput key={field.name} label={field.label} value={cellText(field, row)} readOnly />
          ) : null,
        )}
        {row && (
          <Text size="xs" c="dimmed">
            Created {formatDateTime(row.createdAt)} · Updated {formatDateTime(row.updatedAt)}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={isPending}>
              Save
            </Button>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
          {row && (
            <Group gap="sm">
              {row.retiredAt && (
                <Button variant="outline" loading={restore.isPending} onClick={() => restore.mutate(row.id)}>
                  Restore
                </Button>
              )}
              <Button color="red" variant="outline" onClick={() => onDelete(row)}>
                Delete
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  )
}
