/**
 * One form input per descriptor field type, bound to react-hook-form. Each keeps the form value
 * in its wire shape (cents, ISO instants, ids) and only converts for display, so the form is
 * validated by exactly the schema the server uses.
 */
import { Checkbox, Group, NativeSelect, NumberInput, Stack, TextInput, Textarea } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useController, useWatch, type Control } from 'react-hook-form'
import {
  SYSTEM_DATA,
  fromEasternDateTimeInput,
  isNullable,
  optionLabel,
  toEasternDateTimeInput,
  type FieldDescriptor,
  type MoneyFieldDescriptor,
  type ReferenceFieldDescriptor,
} from '@portal/contracts'
import { fetchAllSystemData, systemDataKey } from './system-data-api'
import { referenceChoices } from './system-data-format'

export type FormValues = Record<string, unknown>

interface FieldProps {
  field: FieldDescriptor
  control: Control<FormValues, unknown, FormValues>
}

interface WrapperProps {
  label: string
  description: string | undefined
  error: string | undefined
  withAsterisk: false
}

/** Label, help and error as every input shows them; optional fields say so in words. */
function wrapper(field: FieldDescriptor, error: string | undefined, extraHelp?: string): WrapperProps {
  const optional = isNullable(field) && field.type !== 'boolean'
  const help = [field.description, extraHelp].filter(Boolean).join(' ')
  return {
    label: optional ? `${field.label} (optional)` : field.label,
    description: help || undefined,
    error,
    withAsterisk: false,
  }
}

const EMPTY_CHOICE = { value: '', label: 'Select an option' }

function MoneyInput({ field, control }: FieldProps & { field: MoneyFieldDescriptor }) {
  const { field: input, fieldState } = useController({ control, name: field.name })
  const percentFlag = useWatch({ control, name: field.percentWhen ?? '__none__' })
  const isPercent = field.percentWhen !== undefined && percentFlag === true
  const cents = typeof input.value === 'number' ? input.value : null
  return (
    <NumberInput
      {...wrapper(field, fieldState.error?.message)}
      required={field.required}
      name={input.name}
      ref={input.ref}
      onBlur={input.onBlur}
      prefix={isPercent ? undefined : '$'}
      suffix={isPercent ? '%' : undefined}
      decimalScale={isPercent ? 0 : 2}
      fixedDecimalScale={!isPercent}
      thousandSeparator={isPercent ? undefined : ','}
      allowNegative={false}
      value={cents === null ? '' : isPercent ? cents : cents / 100}
      onChange={(value) => {
        if (typeof value !== 'number') input.onChange(null)
        else input.onChange(isPercent ? value : Math.round(value * 100))
      }}
    />
  )
}

function ReferenceSelect({ field, control }: FieldProps & { field: ReferenceFieldDescriptor }) {
  const { field: input, fieldState } = useController({ control, name: field.name })
  const rows = useQuery({
    queryKey: [...systemDataKey(field.kind), 'choices'],
    queryFn: ({ signal }) => fetchAllSystemData(field.kind, signal),
  })
  const chosen = field.type === 'reference' ? [input.value] : Array.isArray(input.value) ? input.value : []
  const choices = referenceChoices(
    SYSTEM_DATA[field.kind],
    rows.data ?? [],
    chosen.filter((id): id is number => typeof id === 'number'),
  )
  const loadError = rows.isError ? `The ${field.label.toLowerCase()} choices could not be loaded.` : undefined
  if (field.type === 'references') {
    const selected = (Array.isArray(input.value) ? input.value : []).map(String)
    return (
      <Checkbox.Group
        {...wrapper(field, fieldState.error?.message ?? loadError)}
        value={selected}
        onChange={(values) => input.onChange(values.map(Number))}
      >
        <Stack gap={6} mt={6}>
          {rows.isPending && <span>Loading...</span>}
          {choices.map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={choice.label} onBlur={input.onBlur} />
          ))}
        </Stack>
      </Checkbox.Group>
    )
  }
  return (
    <NativeSelect
      {...wrapper(field, fieldState.error?.message ?? loadError)}
      required={field.required}
      name={input.name}
      ref={input.ref}
      onBlur={input.onBlur}
      value={typeof input.value === 'number' ? String(input.value) : ''}
      onChange={(event) => {
        const value = event.currentTarget.value
        input.onChange(value === '' ? null : Number(value))
      }}
      data={[rows.isPending ? { value: '', label: 'Loading...' } : EMPTY_CHOICE, ...choices]}
    />
  )
}

/** The input of one descriptor field. */
export function SystemDataField({ field, control }: FieldProps) {
  if (field.type === 'money') return <MoneyInput field={field} control={control} />
  if (field.type === 'reference' || field.type === 'references')
    return <ReferenceSelect field={field} control={control} />
  return <PlainField field={field} control={control} />
}

function PlainField({ field, control }: FieldProps) {
  const { field: input, fieldState } = useController({ control, name: field.name })
  const error = fieldState.error?.message
  const common = { name: input.name, ref: input.ref, onBlur: input.onBlur, required: field.required }

  switch (field.type) {
    case 'text':
    case 'url':
      return (
        <TextInput
          {...wrapper(field, error)}
          {...common}
          inputMode={field.type === 'url' ? 'url' : undefined}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      )
    case 'textarea':
      return (
        <Textarea
          {...wrapper(field, error)}
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      )
    case 'json':
      return (
        <Textarea
          {...wrapper(field, error, `A JSON list, e.g. ${field.example}`)}
          {...common}
          autosize
          minRows={3}
          maxRows={14}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={typeof input.value === 'string' ? input.value : JSON.stringify(input.value ?? [], null, 2)}
          onChange={(event) => input.onChange(event.currentTarget.value)}
        />
      )
    case 'number':
      return (
        <NumberInput
          {...wrapper(field, error)}
          {...common}
          min={field.min}
          max={field.max}
          decimalScale={field.decimals ?? 0}
          allowDecimal={(field.decimals ?? 0) > 0}
          clampBehavior="none"
          value={typeof input.value === 'number' ? input.value : ''}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
        />
      )
    case 'boolean':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          error={error}
          name={input.name}
          ref={input.ref}
          onBlur={input.onBlur}
          checked={input.value === true}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
      )
    case 'date':
      return (
        <TextInput
          {...wrapper(field, error)}
          {...common}
          type="date"
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        />
      )
    case 'datetime':
      return (
        <TextInput
          {...wrapper(field, error)}
          {...common}
          type="datetime-local"
          value={toEasternDateTimeInput(typeof input.value === 'string' ? input.value : null)}
          onChange={(event) => input.onChange(fromEasternDateTimeInput(event.currentTarget.value))}
        />
      )
    case 'select':
      return (
        <NativeSelect
          {...wrapper(field, error)}
          {...common}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(event) => input.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
          data={[EMPTY_CHOICE, ...field.options.map((value) => ({ value, label: optionLabel(field, value) }))]}
        />
      )
    case 'multiselect':
      return (
        <Checkbox.Group
          {...wrapper(field, error)}
          value={Array.isArray(input.value) ? input.value.map(String) : []}
          onChange={input.onChange}
        >
          <Group gap="md" mt={6}>
            {field.options.map((value) => (
              <Checkbox key={value} value={value} label={optionLabel(field, value)} onBlur={input.onBlur} />
            ))}
          </Group>
        </Checkbox.Group>
      )
    default:
      return null
  }
}
