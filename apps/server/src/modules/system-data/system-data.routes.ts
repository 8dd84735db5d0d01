import { systemDataRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { SystemDataService } from './system-data.service'

/** /api/admin/extended/{kind}: the system-data lists and forms of the admin back office. */
export function registerSystemDataRoutes(app: FastifyInstance, deps: { systemData: SystemDataService }) {
  const { systemData } = deps

  implement(app, systemDataRoutes.listSystemData, async ({ params, query }) => systemData.list(params.kind, query))

  implement(app, systemDataRoutes.createSystemData, async ({ params, body, actor, meta }) =>
    systemData.create(params.kind, body, actor, meta),
  )

  implement(app, systemDataRoutes.listCannedMessages, async ({ query }) => systemData.cannedMessages(query.category))

  implement(app, systemDataRoutes.getSystemData, async ({ params }) => systemData.get(params.kind, params.id))

  implement(app, systemDataRoutes.updateSystemData, async ({ params, body, actor, meta }) =>
    systemData.update(params.kind, params.id, body, actor, meta),
  )

  implement(app, systemDataRoutes.deleteSystemData, async ({ params, actor, meta }) =>
    systemData.remove(params.kind, params.id, actor, meta),
  )
}
