import { optInRoutes, profileRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { ProfileService } from './profile.service'

export function registerProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService }) {
  const { profile } = deps
  implement(app, optInRoutes.optInToTexts, ({ actor, body }) => profile.optInToTexts(actor, body))
  implement(app, profileRoutes.getProfile, ({ actor }) => profile.getProfile(actor))
  implement(app, profileRoutes.updateProfile, ({ actor, body, query }) =>
    profile.updateProfile(actor, body, { silent: query.silent !== undefined }),
  )
  implement(app, profileRoutes.changeEmail, ({ actor, body, meta }) => profile.changeEmail(actor, body, meta))
  implement(app, profileRoutes.restoreEmail, async ({ body, meta }) => ({
    message: await profile.restoreEmail(body, meta),
  }))
  implement(app, profileRoutes.changePassword, ({ actor, body, meta }) => profile.changePassword(actor, body, meta))
  implement(app, profileRoutes.profileOptions, ({ actor }) => profile.profileOptions(actor))
  implement(app, profileRoutes.militaryInstallations, ({ actor }) => profile.militaryInstallations(actor))
  implement(app, profileRoutes.createAddress, ({ actor, body }) => profile.createAddress(actor, body))
  implement(app, profileRoutes.updateAddress, ({ actor, params, body }) =>
    profile.updateAddress(actor, params.id, body),
  )
  implement(app, profileRoutes.deleteAddress, ({ actor, params }) => profile.deleteAddress(actor, params.id))
  implement(app, profileRoutes.makePrimaryAddress, ({ actor, params }) => profile.makePrimaryAddress(actor, params.id))
}
