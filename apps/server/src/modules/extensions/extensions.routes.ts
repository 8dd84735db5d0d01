import { extensionRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { ExtensionsService } from './extensions.service'

/** Extensions: the member's request form and cart entry; the staff queue and decisions. */
export function registerExtensionRoutes(app: FastifyInstance, deps: { extensions: ExtensionsService }) {
  const { extensions } = deps
  implement(app, routes.getExtensionPage, ({ actor }) => extensions.page(actor))
  implement(app, routes.requestExtension, ({ actor, body }) => extensions.request(actor, body))
  implement(app, routes.listAdminExtensions, ({ actor, query }) => extensions.list(actor, query))
  implement(app, routes.getAdminExtension, ({ actor, params }) => extensions.get(actor, params.id))
  implement(app, routes.approveExtension, ({ actor, params, body }) => extensions.approve(actor, params.id, body))
  implement(app, routes.rejectExtension, ({ actor, params, body }) => extensions.reject(actor, params.id, body))
}
