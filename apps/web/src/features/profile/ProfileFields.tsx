/**
 * The inputs the profile pages need beyond components/form/FormFields: a multi-line text with a
 * character count, a group of checkboxes (ids or literals) and a group of radio buttons, each
 * bound to react-hook-form and showing its field's error like the shared fields do.
 */
import { Checkbox, Group, Radio, Stack, Text, Textarea, type TextareaProps } from '@mantine/core'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import type { SelectOption } from '../../components/form/FormFields'

interface BoundProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
}

type Unbound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label'

/** A textarea that counts characters against `maxLength` (not enforced, so the rule's message shows). */
export function TextareaField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  maxLength,
  ...inputProps
}: BoundProps<T, TOut> & { maxLength: number } & Omit<TextareaProps, Unbound | 'maxLength'>) {
  const { field, fieldState } = useController({ control, name })
  const value = typeof field.value === 'string' ? field.value : ''
  return (
    <Stack gap={4}>
      <Textarea
        autosize
        minRows={4}
        maxRows={14}
        {...inputProps}
        label={label}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
      <Text size="xs" c={value.length > maxLength ? 'red.9' : 'dimmed'} ta="right" aria-live="polite">
        {value.length} / {maxLength} characters
      </Text>
    </Stack>
  )
}

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
