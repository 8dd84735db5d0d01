import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { Products } from '../cart/products'
import type { MediaOwnerDeclaration } from '../media/media.service'
import type { ReviewQueueDeclaration } from '../reviews/review-queues'
import { createCeuCardService } from './ceu-card.service'
import { ceuProducts } from './ceus.products'
import { ceusRepo } from './ceus.repo'
import { registerCeuRoutes } from './ceus.routes'
import {
  createIndividualCeusService,
  type IndividualCeusDeps,
  type IndividualCeusService,
} from './individual-ceus.service'
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
    Pick<IndividualCeusDeps, 'media' | 'notifications' | 'reviews' | 'users'> &
    Omit<GroupCeusDeps, 'db' | 'clock' | 'storage' | 'appUrl'>,
): {
  individualCeus: IndividualCeusService
  groupCeus: GroupCeusService
  products: Products<'ceu_review' | 'ceu_listing'>
  queues: ReviewQueueDeclaration[]
  mediaOwners: MediaOwnerDeclaration[]
} {
  // Individual CEUs, completion codes, the CEU card
  const individualCeus = createIndividualCeusService(deps)
  const ceuCard = createCeuCardService(deps)
  registerCeuRoutes(app, { individualCeus, ceuCard, uploads: deps.uploads })
  // Group CEUs: pre-approval requests, their fees, the staff queue and the CEU library
  const groupCeus = createGroupCeusService(deps)
  registerGroupCeuRoutes(app, { groupCeus, uploads: deps.uploads })
  return {
    individualCeus,
    groupCeus,
    products: ceuProducts(groupCeus),
    queues: [
      { key: 'individual_ceus', pending: ceusRepo.pendingIndividualCount },
      { key: 'group_ceus', pending: groupCeusRepo.pendingCount },
    ],
    mediaOwners: [individualCeus.agendas, groupCeus.agendas],
  }
}
