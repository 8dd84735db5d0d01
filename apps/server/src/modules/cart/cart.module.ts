import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { DonationsService } from '../donations/donations.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { PaymentsService } from '../payments/payments.service'
import type { UsersReader } from '../users/users.service'
import { registerCartRoutes } from './cart.routes'
import { createCartService, type CartService } from './cart.service'
import { paymentsReconcile, paymentsReconcileEveryMinute } from './checkout.jobs'
import { createCheckoutService, type CheckoutService } from './checkout.service'
import { createProductCatalog, type ProductRegistry } from './products'

export interface CartModule {
  /** For a module putting its item in the cart. */
  cart: Pick<CartService, 'change' | 'describe' | 'lockForChange' | 'removeIfNoLongerOffered'>
  /** For a module charging on approval or recording staff's admin entries, and for the reconciliation at start. */
  checkout: Pick<
    CheckoutService,
    | 'beginApprovalCharge'
    | 'settleApprovalCharge'
    | 'isChargeInFlight'
    | 'reconcile'
    | 'recordAdminEntry'
    | 'deleteAdminPaidLine'
  >
  /** Installs every kind's registration, once every module selling something is wired (app.ts). */
  installProducts(registry: ProductRegistry): void
}

/**
 * The cart, checkout exactly once and the provider's webhook, and the job finishing payments a
 * crash left pending. Calls each kind's registration (products.ts) for what buying it does.
 */
export function registerCartModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'gateway' | 'queue' | 'log'> & {
    users: Pick<UsersReader, 'findUser'>
    notifications: Pick<NotificationService, 'tell'>
    payments: Pick<PaymentsService, 'customerIdFor' | 'putCardOnFile' | 'mailReceipt'>
    donations: Pick<DonationsService, 'putDonation'>
  },
): CartModule {
  const products = createProductCatalog()
  const cart = createCartService({ ...deps, products })
  const checkout = createCheckoutService({ ...deps, products })
  registerCartRoutes(app, { cart, checkout })
  deps.queue.register(paymentsReconcile, { checkout })
  deps.queue.schedule(paymentsReconcileEveryMinute)
  return { cart, checkout, installProducts: (registry) => products.install(registry) }
}
