import type { DbOrTx } from '../../platform/db/database'
import type { PaymentGateway } from '../../platform/payments/gateway'
import { paymentsRepo } from './payments.repo'

/**
 * The user's customer at the payment provider, created on first use and stored at once: a later
 * step that fails (a refused card) must not leave a customer the portal forgets, whose creation
 * would be replayed with changed details and refused by the provider's idempotency check.
 */
export async function customerFor(
  db: DbOrTx,
  gateway: PaymentGateway,
  user: { id: number; email: string; firstName: string; lastName: string; paymentCustomerId: string | null },
): Promise<string> {
  const customerId = await gateway.ensureCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    customerId: user.paymentCustomerId,
  })
  if (customerId !== user.paymentCustomerId) {
    await paymentsRepo.setCustomerId(db, user.id, customerId)
  }
  return customerId
}
