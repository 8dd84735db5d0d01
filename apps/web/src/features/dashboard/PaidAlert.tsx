/**
 * The confirmation the dashboard shows after a checkout (?paid=true). A module of its own, loaded
 * only then: checking what the navigation's state claims needs the payment outcome's schema, and
 * with it zod, which the dashboard's first view does not otherwise use.
 */
import { Alert, Text } from '@mantine/core'
import { paymentConfirmation, paymentOutcomeOf } from './payment-confirmation'

export function PaidAlert({ state, onClose }: { state: unknown; onClose: () => void }) {
  const confirmation = paymentConfirmation(paymentOutcomeOf(state))
  return (
    <Alert
      color="green"
      title={confirmation.title}
      withCloseButton
      closeButtonLabel="Dismiss payment confirmation"
      onClose={onClose}
    >
      {confirmation.lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  )
}
