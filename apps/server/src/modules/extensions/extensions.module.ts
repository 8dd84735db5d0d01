import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CartService } from '../cart/cart.service'
import type { CheckoutService } from '../cart/checkout.service'
import type { Products } from '../cart/products'
import type { CertificationsService } from '../certifications/certifications.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import type { ReviewsService } from '../reviews/reviews.service'
import { extensionsRepo } from './extensions.repo'
import type { RegistrationCore } from '../registrations/registration-core'
import type { UsersReader } from '../users/users.service'
import { extensionProducts } from './extensions.products'
import { registerExtensionRoutes } from './extensions.routes'
import { createExtensionsService, type ExtensionsService } from './extensions.service'

/**
 * Extensions: requests put in the cart and charged on approval, the staff queue and decisions;
 * an approval asks registrations to move a deadline and certifications to restore good standing.
 */
export function registerExtensionsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'mailer' | 'appUrl'> & {
    users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
    notifications: Pick<NotificationService, 'tell'>
    cart: Pick<CartService, 'lockForChange' | 'removeIfNoLongerOffered'>
    checkout: Pick<CheckoutService, 'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight'>
    certifications: Pick<CertificationsService, 'restoreGoodStanding'>
    reviews: Pick<ReviewsService, 'decisionMessage' | 'record'>
    registrations: RegistrationCore
  },
): { extensions: ExtensionsService; products: Products<'extension'>; queue: ReviewQueueDeclaration } {
  const extensions = createExtensionsService(deps, deps.registrations)
  registerExtensionRoutes(app, { extensions })
  return {
    extensions,
    products: extensionProducts(extensions),
    queue: { key: 'extensions', pending: extensionsRepo.pendingCount },
  }
}
