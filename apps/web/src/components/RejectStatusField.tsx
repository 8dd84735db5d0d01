import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { REJECT_STATUS_OPTIONS } from './decision-form'
import { SelectField } from './form/FormFields'

/**
 * 'Set status to' of a staff rejection (an experience, a CEU, a group CEU): the review statuses
 * other than approved, required, the first field of the Reject modal (bound to `status`).
 */
export function RejectStatusField<T extends FieldValues & { status?: string }, TOut>({
  control,
  emptyLabel = 'Select a status',
}: {
  control: Control<T, unknown, TOut>
  /** The empty choice's words. */
  emptyLabel?: string
}) {
  return (
    <SelectField
      control={control}
      name={'status' as FieldPath<T>}
      label="Set status to"
      emptyLabel={emptyLabel}
      options={REJECT_STATUS_OPTIONS}
      required
      data-autofocus
    />
  )
}
