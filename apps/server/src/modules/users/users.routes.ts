import { adminRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { UsersService } from './users.service'

export function registerUserRoutes(app: FastifyInstance, deps: { users: Pick<UsersService, 'listUsers'> }) {
  implement(app, adminRoutes.listUsers, async ({ query }) => deps.users.listUsers(query))
}
