/**
 * A choice among several options, bound to react-hook-form like the fields of FormFields: a group
 * of checkboxes (the field holds the ticked values) or of radio buttons (it holds the chosen one).
 * Kept apart from FormFields so a form without them (the sign-in page) does not load them.
 */
import { Checkbox, Group, Radio, Stack } from '@mantine/core'
import { useController, type FieldValues } from 'react-hook-form'
import type { BoundProps, SelectOption } from './FormFields'

/** Checkboxes sharing one field that holds the ticked values (strings). */
export function CheckboxGroupField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  description,
  columns = 1,
}: BoundProps<T, TOut> & { options: readonly SelectOption[]; description?: string; columns?: 1 | 2 }) {
  const { field, fieldState } = useController({ control, name })
  const value = Array.isArray(field.value) ? field.value.map(String) : []
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    >
      <Group mt="xs" gap="sm" align="flex-start" wrap="wrap">
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            w={columns === 2 ? { base: '100%', sm: 'calc(50% - var(--mantine-spacing-sm))' } : '100%'}
          />
        ))}
      </Group>
    </Checkbox.Group>
  )
}

/** Radio buttons for one choice (the field holds the chosen value as a string). */
export function RadioGroupField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
}: BoundProps<T, TOut> & { options: readonly SelectOption[] }) {
  const { field, fieldState } = useController({ control, name })
  const value = field.value === undefined || field.value === null ? '' : String(field.value)
  return (
    <Radio.Group label={label} value={value} onChange={field.onChange} error={fieldState.error?.message}>
      <Stack mt="xs" gap="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}
