/** The payments module's jobs. */
import { z } from '@portal/contracts'
import { defineJob } from '../../platform/jobs/job'
import type { PaymentGateway } from '../../platform/payments/gateway'

/** Detaches at the provider a card no longer on file (detaching is idempotent, so a retry is safe). */
export const detachCard = defineJob({
  name: 'payments.detach_card',
  payload: z.object({ paymentMethodId: z.string() }),
  maxAttempts: 8,
  handler: ({ paymentMethodId }, { gateway }: { gateway: Pick<PaymentGateway, 'removeCard'> }) =>
    gateway.removeCard(paymentMethodId),
})
