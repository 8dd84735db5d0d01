import { ValidationMessages as V, type ExperienceValidation } from '@portal/contracts'
import { ConfirmModal } from '../../../components/ConfirmModal'
import { TextField } from '../../../components/form/FormFields'
import { TextareaField } from '../../../components/form/TextareaField'
import { toastSuccess } from '../../../lib/toast'
import { useServerForm } from '../../../lib/use-server-form'
import { useEditValidation } from './experience-admin-api'
import { validationFormDefaults, ValidationFormSchema } from './validation-form'

const TEXT_MAX_LENGTH = 5000

/** 'Validation' (spec 3 §2 review modals, §5): staff correct a verifier validation; the server's errors land on their fields. */
export function ValidationModal({
  registrationId,
  validation,
  onClose,
}: {
  registrationId: number
  validation: ExperienceValidation
  onClose: () => void
}) {
  const edit = useEditValidation(registrationId)
  const validationForm = useServerForm({
    schema: ValidationFormSchema,
    defaultValues: validationFormDefaults(validation),
    submit: (body) => edit.mutateAsync({ validationId: validation.id, body }),
    onSuccess: () => {
      toastSuccess(V.saved)
      onClose()
    },
  })
  const { form } = validationForm

  return (
    <ConfirmModal
      title={V.modalTitle}
      message="Dates are US Eastern days; an emptied field is cleared."
      confirmLabel="Save"
      onClose={onClose}
      form={validationForm}
    >
      <TextField
        control={form.control}
        name="supervisorEmail"
        label="Verifier email"
        type="email"
        autoComplete="off"
        required
        data-autofocus
      />
      <TextField control={form.control} name="start" label="Start" type="date" />
      <TextField control={form.control} name="end" label="End" type="date" />
      <TextField
        control={form.control}
        name="hours"
        label="Hours"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
      <TextareaField
        control={form.control}
        name="description"
        label="Description"
        maxLength={TEXT_MAX_LENGTH}
        minRows={3}
      />
      <TextareaField control={form.control} name="comments" label="Comments" maxLength={TEXT_MAX_LENGTH} minRows={3} />
    </ConfirmModal>
  )
}
