import { Button, Group, Modal, Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { easternDay, type MembershipRecord } from '@portal/contracts'
import { FormAlert } from '../../../components/form/FormAlert'
import { CheckboxField, SelectField, TextField, type SelectOption } from '../../../components/form/FormFields'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { MembershipScreenTexts } from '../membership-view'
import { useSaveUserMembership } from './admin-membership-api'
import { endForStart, recordFormDefaults, RecordFormSchema, toRecordBody } from './record-form'

/** Add or edit a membership record: the end follows the start (start + 364 days) and is read-only. */
export function MembershipRecordModal({
  userId,
  record,
  typeOptions,
  onClose,
}: {
  userId: number
  record: MembershipRecord | null
  typeOptions: readonly SelectOption[]
  onClose: () => void
}) {
  const save = useSaveUserMembership(userId)
  const { form, onSubmit, formMessages, isPending } = useServerForm({
    schema: RecordFormSchema,
    defaultValues: recordFormDefaults(record, easternDay()),
    submit: (values) => save.mutateAsync({ recordId: record?.id ?? null, body: toRecordBody(values) }),
    onSuccess: () => {
      toastSuccess(MembershipScreenTexts.success)
      onClose()
    },
  })
  const start = useWatch({ control: form.control, name: 'start' })
  useEffect(() => {
    const end = endForStart(start)
    if (form.getValues('end') !== end) form.setValue('end', end, { shouldValidate: form.formState.isSubmitted })
  }, [form, start])

  return (
    <Modal
      opened
      onClose={onClose}
      title={record ? 'Edit Membership' : 'Add Membership'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messages={formMessages} />
          <SelectField
            control={form.control}
            name="membershipId"
            label="Membership"
            options={typeOptions}
            emptyLabel="Select a membership"
            required
            data-autofocus
          />
          <TextField control={form.control} name="start" label="Start" type="date" required />
          <TextField
            control={form.control}
            name="end"
            label="End"
            type="date"
            readOnly
            description="364 days after the start"
          />
          <CheckboxField control={form.control} name="approved" label="Approved" />
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
