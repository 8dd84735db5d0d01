/**
 * Stripe Elements' card field, loaded only when a publishable key is configured (this module is
 * split out of the main bundle, and `@stripe/stripe-js/pure` loads Stripe.js only when asked).
 */
import { Alert, Box, Input, Text } from '@mantine/core'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe } from '@stripe/stripe-js'
import { GenericMessages } from '@portal/contracts'
import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react'
import { CARD_FORM_NOT_READY, CardEntryError, type CardEntryHandle } from './card-entry'

const LOAD_FAILED = 'The card form could not be loaded. Please check your connection and reload the page.'

const stripeByKey = new Map<string, Promise<Stripe | null>>()

/** One Stripe.js instance per key for the life of the page; a failed load resolves to null. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null)
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

interface StripeCardEntryProps {
  publishableKey: string
  ref: Ref<CardEntryHandle>
  onCompleteChange: (isComplete: boolean) => void
  disabled?: boolean
}

export function StripeCardEntry({ publishableKey, ref, onCompleteChange, disabled = false }: StripeCardEntryProps) {
  const stripe = stripeFor(publishableKey)
  const [hasFailed, setHasFailed] = useState(false)
  useEffect(() => {
    let isCurrent = true
    void stripe.then((loaded) => {
      if (isCurrent && loaded === null) setHasFailed(true)
    })
    return () => {
      isCurrent = false
    }
  }, [stripe])

  if (hasFailed) {
    return (
      <Alert color="red" role="alert" title="Card entry unavailable">
        {LOAD_FAILED}
      </Alert>
    )
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardField ref={ref} onCompleteChange={onCompleteChange} disabled={disabled} />
    </Elements>
  )
}

function StripeCardField({ ref, onCompleteChange, disabled }: Omit<StripeCardEntryProps, 'publishableKey'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [cardError, setCardError] = useState<string | null>(null)
  const labelId = useId()
  const errorId = useId()

  useEffect(() => () => onCompleteChange(false), [onCompleteChange])

  useImperativeHandle(ref, () => {
    const ready = () => {
      const card = elements?.getElement(CardElement)
      if (!stripe || !card) throw new CardEntryError(CARD_FORM_NOT_READY)
      return { stripe, card }
    }
    return {
      async createPaymentMethod() {
        const { stripe: client, card } = ready()
        const result = await client.createPaymentMethod({ type: 'card', card })
        if (result.error) throw new CardEntryError(result.error.message ?? GenericMessages.internal)
        return result.paymentMethod.id
      },
      async confirmSetup(clientSecret: string) {
        const { stripe: client, card } = ready()
        const result = await client.confirmCardSetup(clientSecret, { payment_method: { card } })
        if (result.error) throw new CardEntryError(result.error.message ?? GenericMessages.internal)
        const method = result.setupIntent.payment_method
        const id = typeof method === 'string' ? method : method?.id
        if (!id) throw new CardEntryError(GenericMessages.internal)
        return id
      },
    }
  }, [stripe, elements])

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={cardError ? errorId : undefined}>
      <Text id={labelId} fw={500} size="sm" mb={4}>
        Card details
      </Text>
      <Box
        p="sm"
        style={{
          border: `1px solid ${cardError ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-5)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <CardElement
          options={{ disabled, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            setCardError(event.error?.message ?? null)
            onCompleteChange(event.complete)
          }}
          onLoadError={(event) => setCardError(event.error.message ?? LOAD_FAILED)}
        />
      </Box>
      {cardError && (
        <Input.Error id={errorId} mt={4}>
          {cardError}
        </Input.Error>
      )}
    </Box>
  )
}
