import { ADD_MEMBERSHIP_FORM, membershipRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { MembershipService } from './membership.service'

export function registerMembershipRoutes(
  app: FastifyInstance,
  deps: { membership: MembershipService; uploads: Uploads },
) {
  const { membership, uploads } = deps
  implement(app, membershipRoutes.addMembership, async ({ actor, request }) => {
    const { fields, files } = await uploads.read(request, actor, ADD_MEMBERSHIP_FORM)
    return membership.addToCart(actor, fields, files.media)
  })
  implement(app, membershipRoutes.getMembership, ({ actor }) => membership.overview(actor))
  implement(app, membershipRoutes.listMembershipRequests, ({ query }) => membership.listRequests(query))
  implement(app, membershipRoutes.getMembershipRequest, ({ actor, params }) => membership.getRequest(actor, params.id))
  implement(app, membershipRoutes.decideMembershipRequest, ({ actor, params, body }) =>
    membership.decide(actor, params.id, body),
  )
  implement(app, membershipRoutes.deleteMembershipRequest, ({ actor, params }) =>
    membership.deleteRequest(actor, params.id),
  )
  // Admin mode: the user-id route parameter names whose records the screen shows (the policy decides).
  implement(app, membershipRoutes.listUserMemberships, ({ actor, params }) =>
    membership.listUserMemberships(actor, params.userId),
  )
  implement(app, membershipRoutes.addUserMembership, ({ actor, params, body }) =>
    membership.addUserMembership(actor, params.userId, params.membershipId, body),
  )
  implement(app, membershipRoutes.updateUserMembership, ({ actor, params, body }) =>
    membership.updateUserMembership(actor, params.userId, params.id, body),
  )
  implement(app, membershipRoutes.deleteUserMembership, ({ actor, params }) =>
    membership.deleteUserMembership(actor, params.id),
  )
}
