import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { Products } from '../cart/products'
import { donationProducts } from './donations.products'
import { registerDonationRoutes } from './donations.routes'
import { createDonationsService, type DonationsService } from './donations.service'

/** Donation options and donations; sells the `donation` line item. */
export function registerDonationsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db'>,
): { donations: Pick<DonationsService, 'putDonation'>; products: Products<'donation'> } {
  const donations = createDonationsService(deps)
  registerDonationRoutes(app, { donations })
  return { donations, products: donationProducts }
}
