/** Small pieces the registration steps share: a select of ids bound to a number, and a price. */
import { NativeSelect, Text, VisuallyHidden, type NativeSelectProps } from '@mantine/core'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { formatCents } from '@portal/contracts'

/** A native select whose field holds a number id (undefined when nothing is chosen). */
export function IdSelectField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  options,
  emptyLabel = 'Select an option',
  ...inputProps
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  options: readonly { id: number; name: string }[]
  emptyLabel?: string
} & Omit<NativeSelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'data'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <NativeSelect
      withAsterisk={false}
      {...inputProps}
      label={label}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'number' ? String(field.value) : ''}
      onChange={(event) =>
        field.onChange(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))
      }
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data={[
        { value: '', label: emptyLabel },
        ...options.map((option) => ({ value: String(option.id), label: option.name })),
      ]}
    />
  )
}

/** What is paid, with the price before discounts struck through when it is higher. */
export function Price({ price, finalPrice }: { price: number; finalPrice: number }) {
  if (finalPrice >= price) return <>{formatCents(finalPrice)}</>
  return (
    <>
      <Text component="s" inherit c="dimmed" mr={6}>
        <VisuallyHidden>Was </VisuallyHidden>
        {formatCents(price)}
      </Text>
      <VisuallyHidden>now </VisuallyHidden>
      {formatCents(finalPrice)}
    </>
  )
}
