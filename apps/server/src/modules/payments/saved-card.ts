/**
 * The card on file (spec 1 §2.6): one per user, kept by the provider under the user's customer.
 * A card replaced or removed here is detached at the provider by a job queued in the same
 * transaction: it runs only once the change has committed, is retried when the provider fails
 * (the queue logs each failure), and never fails the member's request.
 */
import type { Tx } from '../../platform/db/database'
import type { JobQueue } from '../../platform/jobs/queue'
import type { CardDetails } from '../../platform/payments/gateway'
import { detachCard } from './payments.jobs'
import { paymentsRepo } from './payments.repo'

/** Makes `card` the user's card on file (null: none) and detaches the card it replaces. */
export async function putCardOnFile(
  tx: Tx,
  queue: Pick<JobQueue, 'enqueue'>,
  userId: number,
  card: (CardDetails & { customerId: string }) | null,
): Promise<void> {
  // Locked, so two saves at once each detach the card the other replaced, never the one kept.
  const previous = await paymentsRepo.lockCardOnFile(tx, userId)
  await paymentsRepo.setCardOnFile(tx, userId, card)
  if (previous !== null && previous !== card?.paymentMethodId) {
    await queue.enqueue(tx, detachCard, { paymentMethodId: previous })
  }
}
