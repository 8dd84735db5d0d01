import { Box, Radio, Stack, Textarea } from '@mantine/core'
import type { PaymentMethodType, SavedCard } from '@portal/contracts'
import type { Ref } from 'react'
import { CardEntry, type CardEntryHandle } from '../payments'
import { isPaymentMethodType, paymentMethodLabel } from './cart-rules'

export const OVERRIDE_NOTES_MAX = 2000

/**
 * How the order is paid: the offered methods, the card entry for a new card (kept mounted so a
 * typed card survives switching methods) and the admin override's optional notes.
 */
export function PaymentMethodFields({
  methods,
  method,
  onMethodChange,
  savedCard,
  cardRef,
  onCardCompleteChange,
  overrideNotes,
  onOverrideNotesChange,
  disabled,
}: {
  methods: readonly PaymentMethodType[]
  method: PaymentMethodType
  onMethodChange: (method: PaymentMethodType) => void
  savedCard: SavedCard | null
  cardRef: Ref<CardEntryHandle>
  onCardCompleteChange: (isComplete: boolean) => void
  overrideNotes: string
  onOverrideNotesChange: (notes: string) => void
  disabled: boolean
}) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="Payment method"
        value={method}
        onChange={(value) => {
          if (isPaymentMethodType(value)) onMethodChange(value)
        }}
      >
        <Stack mt="xs" gap="xs">
          {methods.map((choice) => (
            <Radio key={choice} value={choice} label={paymentMethodLabel(choice, savedCard)} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      <Box hidden={method !== 'stripe'}>
        <CardEntry ref={cardRef} onCompleteChange={onCardCompleteChange} disabled={disabled} />
      </Box>
      {method === 'admin' && (
        <Textarea
          label="Override notes (optional)"
          autosize
          minRows={3}
          maxLength={OVERRIDE_NOTES_MAX}
          value={overrideNotes}
          onChange={(event) => onOverrideNotesChange(event.currentTarget.value)}
          disabled={disabled}
        />
      )}
    </Stack>
  )
}
