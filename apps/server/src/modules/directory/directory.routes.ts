import { directoryRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { DirectoryService } from './directory.service'

export function registerDirectoryRoutes(app: FastifyInstance, deps: { directory: DirectoryService }) {
  const { directory } = deps
  implement(app, directoryRoutes.searchDirectory, ({ query }) => directory.search(query))
  implement(app, directoryRoutes.getDirectoryMember, ({ actor, params }) => directory.getMember(actor, params.id))
  implement(app, directoryRoutes.messageDirectoryMember, ({ actor, params, body, meta }) =>
    directory.sendMessage(actor, params.id, body, meta),
  )
  implement(app, directoryRoutes.adminSearchDirectory, ({ query }) => directory.searchAsAdmin(query))
  implement(app, directoryRoutes.adminGetDirectoryMember, ({ actor, params }) =>
    directory.getMemberAsAdmin(actor, params.id),
  )
}
