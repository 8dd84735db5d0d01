import { MultiSelect } from '@mantine/core'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import type { CannedMessageCategory } from '@portal/contracts'
import { useCannedMessages } from '../../lib/canned-messages'

/**
 * THE canned-messages picker (every staff decision, and the new registration's message): the
 * canned messages of a category (spec 3 §7, System Data's email-dropdown) as a multi-select bound
 * to a field that holds their ids; shown only when the category has messages (a list that fails
 * to load is only logged, and the free message still works).
 */
export function CannedMessagesField<T extends FieldValues, TOut>({
  control,
  name,
  category,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  category: CannedMessageCategory
}) {
  const canned = useCannedMessages(category)
  if (!canned.data || canned.data.length === 0) return null
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label="Canned messages"
          placeholder="Choose messages"
          data={canned.data}
          value={Array.isArray(field.value) ? field.value.map(String) : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  )
}
