import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core'
import { useController, type FieldValues } from 'react-hook-form'
import type { BoundProps, Unbound } from './FormFields'

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
        withAsterisk={false}
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
