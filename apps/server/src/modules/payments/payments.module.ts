import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { UsersReader } from '../users/users.service'
import { registerPaymentRoutes } from './payments.routes'
import { createPaymentsService, type PaymentsService } from './payments.service'
import { detachCard } from './payments.jobs'

/** Payment history, receipts and the card on file, and the job detaching a replaced card. */
export function registerPaymentsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'gateway' | 'queue' | 'mailer' | 'appUrl'> & {
    users: Pick<UsersReader, 'findUser'>
  },
): Pick<PaymentsService, 'customerIdFor' | 'putCardOnFile' | 'mailReceipt'> {
  const payments = createPaymentsService(deps)
  deps.queue.register(detachCard, { gateway: deps.gateway })
  registerPaymentRoutes(app, { payments })
  return payments
}
