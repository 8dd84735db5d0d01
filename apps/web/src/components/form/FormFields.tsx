/**
 * Mantine inputs bound to react-hook-form: each shows its field's error (client or server) under
 * itself, so every form in the portal reports problems the same way.
 *
 * `required` marks the input for assistive technology (aria-required) without Mantine's asterisk
 * inside the <label>, so a label reads exactly as the spec names the field ("Email", not
 * "Email *"); forms say in words which fields are optional.
 */
import {
  Checkbox,
  NativeSelect,
  PasswordInput,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export interface BoundProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
}

export type Unbound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label' | 'checked'

/** The props every text-like input takes from its react-hook-form field. */
function useTextBinding<T extends FieldValues, TOut>(control: Control<T, unknown, TOut>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name })
  return {
    withAsterisk: false,
    name: field.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  }
}

export function TextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  ...inputProps
}: BoundProps<T, TOut> & Omit<TextInputProps, Unbound>) {
  const binding = useTextBinding(control, name)
  return <TextInput {...inputProps} label={label} {...binding} />
}

export function PasswordField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  ...inputProps
}: BoundProps<T, TOut> & Omit<PasswordInputProps, Unbound>) {
  const binding = useTextBinding(control, name)
  return <PasswordInput {...inputProps} label={label} {...binding} />
}

/** "Password" and "Confirm Password" for choosing a new password (sign-up and reset). */
export function NewPasswordFields<
  T extends FieldValues & { password: string; passwordConfirmation: string },
  TOut = T,
>({ control }: { control: Control<T, unknown, TOut> }) {
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label="Password"
        description="At least 8 characters."
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name={'passwordConfirmation' as FieldPath<T>}
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
    </>
  )
}

export function CheckboxField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  ...inputProps
}: Omit<BoundProps<T, TOut>, 'label'> & { label: ReactNode } & Omit<CheckboxProps, Unbound>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <Checkbox
      {...inputProps}
      label={label}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}

export interface SelectOption {
  value: string
  label: string
}

/**
 * A native <select>: fully keyboard and screen-reader accessible without a custom listbox.
 * The empty choice stores `undefined`, which is how an optional enum is left unset.
 */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  emptyLabel = 'Select an option',
  ...inputProps
}: BoundProps<T, TOut> & { options: readonly SelectOption[]; emptyLabel?: string } & Omit<
    NativeSelectProps,
    Unbound | 'data'
  >) {
  const { field, fieldState } = useController({ control, name })
  return (
    <NativeSelect
      withAsterisk={false}
      {...inputProps}
      label={label}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      data={[{ value: '', label: emptyLabel }, ...options]}
    />
  )
}
