import { optInRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { ProfileService } from './profile.service'

export function registerProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService }) {
  implement(app, optInRoutes.optInToTexts, ({ actor, body }) => deps.profile.optInToTexts(actor, body))
}
