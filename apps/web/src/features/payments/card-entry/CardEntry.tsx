import { lazy, Suspense, type Ref } from 'react'
import { PageLoader } from '../../../components/PageLoader'
import { useRuntimeConfig } from '../../../lib/runtime-config'
import type { CardEntryHandle } from './card-entry'
import { SandboxCardForm } from './SandboxCardForm'

const StripeCardEntry = lazy(() => import('./StripeCardEntry').then((m) => ({ default: m.StripeCardEntry })))

export interface CardEntryProps {
  /** Receives the handle that turns the entered card into a payment method. */
  ref: Ref<CardEntryHandle>
  /** Told whether the entry holds a complete card (submit buttons depend on it). */
  onCompleteChange: (isComplete: boolean) => void
  disabled?: boolean
}

/**
 * The one card entry of the portal (checkout and payment info): Stripe Elements when the runtime
 * config has a publishable key, the sandbox card form otherwise.
 */
export function CardEntry({ ref, onCompleteChange, disabled }: CardEntryProps) {
  const { payments } = useRuntimeConfig()
  if (!payments.publishableKey) {
    return <SandboxCardForm ref={ref} onCompleteChange={onCompleteChange} disabled={disabled} />
  }
  return (
    <Suspense fallback={<PageLoader label="Loading the card form..." />}>
      <StripeCardEntry
        publishableKey={payments.publishableKey}
        ref={ref}
        onCompleteChange={onCompleteChange}
        disabled={disabled}
      />
    </Suspense>
  )
}
