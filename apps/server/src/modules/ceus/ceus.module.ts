import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { Products } from '../cart/products'
import type { MediaOwnerDeclaration } from '../media/media.service'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import { ceuProducts } from './ceus.products'
import { registerCeuRoutes } from './ceus.routes'
import { createCeusService, type CeusService } from './ceus.service'
import { groupCeusRepo } from './group-ceus.repo'
import { registerGroupCeuRoutes } from './group-ceus.routes'
import { createGroupCeusService, type GroupCeusDeps, type GroupCeusService } from './group-ceus.service'

/**
 * Continuing education (spec 2 §5, §7–§9): individual CEUs and completion codes, the CEU card,
 * group CEU pre-approval and its fees, the staff lists and decisions through the reviews module.
 */
export function registerCeusModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'storage' | 'appUrl' | 'uploads'> &
    Omit<GroupCeusDeps, 'db' | 'clock' | 'storage' | 'appUrl'>,
): {
  ceus: CeusService
  products: Products<'ceu_review' | 'ceu_listing'>
  groupCeus: GroupCeusService
  groupQueue: ReviewQueueDeclaration
  agendas: MediaOwnerDeclaration
} {
  const ceus = createCeusService(deps)
  registerCeuRoutes(app, { ceus })
  // Group CEUs: pre-approval requests, their fees, the staff queue and the CEU library.
  const groupCeus = createGroupCeusService(deps)
  registerGroupCeuRoutes(app, { groupCeus, uploads: deps.uploads })
  return {
    ceus,
    products: ceuProducts(groupCeus),
    groupCeus,
    groupQueue: { key: 'group_ceus', pending: groupCeusRepo.pendingCount },
    agendas: groupCeus.agendas,
  }
}
