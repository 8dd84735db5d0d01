import { cartRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { DonationsService } from './donations.service'

export function registerDonationRoutes(app: FastifyInstance, deps: { donations: DonationsService }) {
  const { donations } = deps
  implement(app, cartRoutes.listDonationOptions, () => donations.listDonationOptions())
}
