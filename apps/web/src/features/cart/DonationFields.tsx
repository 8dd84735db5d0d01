import { Checkbox, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core'
import {
  donationAmountsFor,
  formatCents,
  OTHER_AMOUNT,
  parseDollars,
  type DonationInput,
  type DonationOption,
  type z,
} from '@portal/contracts'
import { useController, type Control } from 'react-hook-form'

/** The donation form's fields, as the server names them (its errors land on these). */
export const DONATION_FIELDS = ['id', 'amount', 'other', 'anonymous'] as const

/** A donation as the contract's DonationInput passes it on. */
export type DonationValues = z.output<typeof DonationInput>

export const NO_DONATION: DonationValues = { id: 0, amount: null, other: '', anonymous: false }

/** A form whose values are a donation, validated by the contract's DonationInput. */
export type DonationControl = Control<DonationInput, unknown, DonationValues>

const amountLabel = (amount: string) => formatCents(parseDollars(amount) ?? 0)

/**
 * The donation block of /donate and the checkout (spec 1 §2.14): an option, an amount from the
 * option's choices or 'other' with a typed amount, and whether to give anonymously. At checkout
 * the block is optional: its first choice is no donation (option 0).
 */
export function DonationFields({
  control,
  options,
  isOptional = false,
  disabled = false,
}: {
  control: DonationControl
  options: readonly DonationOption[]
  isOptional?: boolean
  disabled?: boolean
}) {
  const id = useController({ control, name: 'id' })
  const amount = useController({ control, name: 'amount' })
  const other = useController({ control, name: 'other' })
  const anonymous = useController({ control, name: 'anonymous' })

  const chosen = options.find((option) => option.id === id.field.value)
  const amounts = chosen ? donationAmountsFor(chosen.categoryId) : []
  const noChoice = isOptional ? { value: '0', label: 'No donation' } : { value: '', label: 'Choose an option' }

  function chooseOption(value: string) {
    const next = options.find((option) => String(option.id) === value)
    id.field.onChange(next ? next.id : value === '0' ? 0 : undefined)
    // An amount only the previous option offered (the symposium's attendance costs) is dropped.
    const current = amount.field.value
    const isStillOffered =
      next !== undefined &&
      (current === OTHER_AMOUNT || (current ? donationAmountsFor(next.categoryId).includes(current) : false))
    if (!isStillOffered) amount.field.onChange(null)
  }

  return (
    <Stack gap="md">
      <NativeSelect
        label={isOptional ? 'Add a donation' : 'Donate to'}
        name={id.field.name}
        ref={id.field.ref}
        value={id.field.value === undefined || id.field.value === null ? '' : String(id.field.value)}
        onChange={(event) => chooseOption(event.currentTarget.value)}
        onBlur={id.field.onBlur}
        error={id.fieldState.error?.message}
        disabled={disabled}
        data={[noChoice, ...options.map((option) => ({ value: String(option.id), label: option.name }))]}
      />
      {chosen && (
        <>
          <Radio.Group
            label="Amount"
            value={amount.field.value ?? ''}
            onChange={amount.field.onChange}
            error={amount.fieldState.error?.message}
          >
            <Group mt="xs" gap="md">
              {[...amounts, OTHER_AMOUNT].map((choice, index) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={choice === OTHER_AMOUNT ? 'Other' : amountLabel(choice)}
                  ref={index === 0 ? amount.field.ref : undefined}
                  onBlur={amount.field.onBlur}
                  disabled={disabled}
                />
              ))}
            </Group>
          </Radio.Group>
          {amount.field.value === OTHER_AMOUNT && (
            <TextInput
              label="Other amount"
              description="In dollars, for example 40 or 40.50."
              leftSection="$"
              inputMode="decimal"
              maw={240}
              name={other.field.name}
              ref={other.field.ref}
              value={other.field.value ?? ''}
              onChange={other.field.onChange}
              onBlur={other.field.onBlur}
              error={other.fieldState.error?.message}
              disabled={disabled}
            />
          )}
          <Checkbox
            label="Make my donation anonymous"
            name={anonymous.field.name}
            ref={anonymous.field.ref}
            checked={anonymous.field.value === true}
            onChange={(event) => anonymous.field.onChange(event.currentTarget.checked)}
            onBlur={anonymous.field.onBlur}
            disabled={disabled}
          />
        </>
      )}
    </Stack>
  )
}
