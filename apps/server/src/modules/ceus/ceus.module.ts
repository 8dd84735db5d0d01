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

/**
 * Continuing education (spec 2 §5, §7–§9): individual CEUs and completion codes, the CEU card,
 * group CEU pre-approval and its fees, the staff lists and decisions through the reviews module.
 */
export function registerCeusModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'storage' | 'appUrl' | 'uploads'> &
    Pick<IndividualCeusDeps, 'media' | 'notifications' | 'reviews' | 'users'>,
): {
  individualCeus: IndividualCeusService
  products: Products<'ceu_review' | 'ceu_listing'>
  queues: ReviewQueueDeclaration[]
  mediaOwners: MediaOwnerDeclaration[]
} {
  // Individual CEUs, completion codes, the CEU card
  const individualCeus = createIndividualCeusService(deps)
  const ceuCard = createCeuCardService(deps)
  registerCeuRoutes(app, { individualCeus, ceuCard, uploads: deps.uploads })
  return {
    individualCeus,
    products: ceuProducts(),
    queues: [{ key: 'individual_ceus', pending: ceusRepo.pendingIndividualCount }],
    mediaOwners: [individualCeus.agendas],
  }
}
