import { Fieldset, Group, TextInput } from '@mantine/core'
import { useEffect, useImperativeHandle, useState, type ChangeEvent, type Ref } from 'react'
import { CardEntryError, type CardEntryHandle } from './card-entry'
import {
  EMPTY_SANDBOX_CARD,
  formatCardNumber,
  SANDBOX_HINT,
  SandboxCardMessages,
  sandboxCardState,
  type SandboxCardValues,
} from './sandbox-card'

type Touched = Partial<Record<keyof SandboxCardValues, boolean>>

/**
 * The card form of the demo and the tests (no payment provider key): card number, expiry and
 * CVC. A known Stripe test card yields its test payment method; nothing leaves the page.
 */
export function SandboxCardForm({
  ref,
  onCompleteChange,
  disabled = false,
}: {
  ref: Ref<CardEntryHandle>
  onCompleteChange: (isComplete: boolean) => void
  disabled?: boolean
}) {
  const [values, setValues] = useState<SandboxCardValues>(EMPTY_SANDBOX_CARD)
  const [touched, setTouched] = useState<Touched>({})
  const state = sandboxCardState(values)
  const { isComplete, card } = state

  useEffect(() => onCompleteChange(isComplete), [isComplete, onCompleteChange])
  // A card form that goes away no longer offers a complete card.
  useEffect(() => () => onCompleteChange(false), [onCompleteChange])

  useImperativeHandle(ref, () => {
    const paymentMethod = async () => {
      if (!isComplete || !card) throw new CardEntryError(SandboxCardMessages.incomplete)
      return card.paymentMethodId
    }
    return { createPaymentMethod: paymentMethod, confirmSetup: paymentMethod }
  }, [isComplete, card])

  const errorOf = (field: keyof SandboxCardValues) => (touched[field] ? state.errors[field] : undefined)
  const bind = (field: keyof SandboxCardValues, format: (text: string) => string = (text) => text) => ({
    value: values[field],
    disabled,
    error: errorOf(field),
    withAsterisk: false,
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = format(event.currentTarget.value)
      setValues((current) => ({ ...current, [field]: next }))
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  })

  return (
    <Fieldset legend="Card details" variant="unstyled">
      {/* No placeholder: a test number greyed in the field read as a card already entered. */}
      <TextInput
        label="Card number"
        description={SANDBOX_HINT}
        autoComplete="cc-number"
        inputMode="numeric"
        {...bind('number', formatCardNumber)}
      />
      <Group grow mt="sm" align="flex-start">
        <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} {...bind('expiry')} />
        <TextInput label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...bind('cvc')} />
      </Group>
    </Fieldset>
  )
}
