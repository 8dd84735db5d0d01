import { GROUP_CEU_FILE_FORM, GROUP_CEU_FORM, groupCeuRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { GroupCeusService } from './group-ceus.service'

/** Group CEUs: the sponsor's requests, the staff list and decisions, and the public CEU library. */
export function registerGroupCeuRoutes(app: FastifyInstance, deps: { groupCeus: GroupCeusService; uploads: Uploads }) {
  const { groupCeus, uploads } = deps
  implement(app, routes.groupCeuForm, ({ actor }) => groupCeus.formContext(actor))
  implement(app, routes.listGroupCeus, ({ actor, query }) => groupCeus.list(actor, query))
  implement(app, routes.createGroupCeu, async ({ actor, request }) => {
    const { fields, files } = await uploads.read(request, actor, GROUP_CEU_FORM)
    return groupCeus.create(actor, fields, files.media)
  })
  implement(app, routes.getGroupCeu, ({ actor, params }) => groupCeus.get(actor, params.id))
  implement(app, routes.updateGroupCeu, ({ actor, params, body }) => groupCeus.update(actor, params.id, body))
  implement(app, routes.uploadGroupCeuFile, async ({ actor, params, request }) => {
    const { files } = await uploads.read(request, actor, GROUP_CEU_FILE_FORM)
    return groupCeus.uploadFile(actor, params.id, files.media)
  })

  // Staff
  implement(app, routes.listAdminGroupCeus, ({ actor, query }) => groupCeus.adminList(actor, query))
  implement(app, routes.approveGroupCeu, ({ actor, params, body }) => groupCeus.approve(actor, params.id, body))
  implement(app, routes.rejectGroupCeu, ({ actor, params, body }) => groupCeus.reject(actor, params.id, body))

  // Visitors
  implement(app, routes.listCeuLibrary, ({ query }) => groupCeus.library(query))
}
