import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CartService } from '../cart/cart.service'
import type { CheckoutService } from '../cart/checkout.service'
import type { Products } from '../cart/products'
import type { NotificationService } from '../notifications/notifications.service'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import type { ReviewsService } from '../reviews/reviews.service'
import { membershipRepo } from './membership.repo'
import type { UsersReader } from '../users/users.service'
import { membershipProducts } from './membership.products'
import { registerMembershipRoutes } from './membership.routes'
import { createMembershipService, type MembershipService, type MembershipServiceDeps } from './membership.service'
import type { MediaOwnerDeclaration } from '../media/media.service'

/** Joining and renewing, staff review and records; sells the `membership` line item (charged on approval). */
export function registerMembershipModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'storage' | 'mailer' | 'uploads' | 'appUrl'> & {
    users: Pick<UsersReader, 'findUser' | 'hasValidMembership'>
    notifications: Pick<NotificationService, 'tell'>
    cart: Pick<CartService, 'lockForChange'>
    checkout: Pick<CheckoutService, 'beginApprovalCharge' | 'settleApprovalCharge' | 'isChargeInFlight'>
    reviews: Pick<ReviewsService, 'decisionMessage' | 'record'>
    media: MembershipServiceDeps['media']
  },
): {
  products: Products<'membership'>
  membership: Pick<MembershipService, 'pendingRequestOf' | 'isVerifiedStudent' | 'decide'>
  queue: ReviewQueueDeclaration
  transcripts: MediaOwnerDeclaration
} {
  const membership = createMembershipService(deps)
  registerMembershipRoutes(app, { membership, uploads: deps.uploads })
  return {
    products: membershipProducts(membership),
    membership,
    queue: { key: 'memberships', pending: membershipRepo.pendingCount },
    transcripts: membership.transcripts,
  }
}
