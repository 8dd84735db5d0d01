import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { Products } from '../cart/products'
import { ceuProducts } from './ceus.products'
import { registerCeuRoutes } from './ceus.routes'
import { createCeusService, type CeusService } from './ceus.service'

/**
 * Continuing education (spec 2 §5, §7–§9): individual CEUs and completion codes, the CEU card,
 * group CEU pre-approval and its fees, the staff lists and decisions through the reviews module.
 */
export function registerCeusModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock'>,
): { ceus: CeusService; products: Products<'ceu_review' | 'ceu_listing'> } {
  const ceus = createCeusService(deps)
  registerCeuRoutes(app, { ceus })
  return { ceus, products: ceuProducts() }
}
