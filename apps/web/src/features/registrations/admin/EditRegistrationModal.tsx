import { RegistrationMessages as M, type AdminRegistration } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { TextField } from '../../../components/form/FormFields'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { useEditRegistration } from './admin-registrations-api'
import { editFormDefaults, EditFormSchema } from './edit-form'

/** 'Edit Registration' (spec 3 §5 'Registration edit'): required hours, MSP class, enrolled-on date and deadline. */
export function EditRegistrationModal({
  registration,
  onClose,
}: {
  registration: Pick<AdminRegistration, 'id' | 'requiredHours' | 'mspClass' | 'enrolledOn' | 'deadline'>
  onClose: () => void
}) {
  const edit = useEditRegistration(registration.id)
  const editForm = useServerForm({
    schema: EditFormSchema,
    defaultValues: editFormDefaults(registration),
    submit: (body) => edit.mutateAsync(body),
    onSuccess: () => {
      toastSuccess(M.success)
      onClose()
    },
  })
  const { form } = editForm

  return (
    <ConfirmModal
      title="Edit Registration"
      message="Required experience hours, the MSP class, the enrolled-on date and the deadline (US Eastern)."
      confirmLabel="Save"
      onClose={onClose}
      form={editForm}
    >
      <TextField
        control={form.control}
        name="requiredHours"
        label="Required hours"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        data-autofocus
      />
      <TextField
        control={form.control}
        name="mspClass"
        label="MSP class"
        description="Optional"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
      />
      <TextField control={form.control} name="enrolledOn" label="Enrolled on" type="date" />
      <TextField control={form.control} name="deadline" label="Deadline" type="date" />
    </ConfirmModal>
  )
}
