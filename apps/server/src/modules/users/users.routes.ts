import { adminRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../platform/db/database'
import { implement } from '../../platform/http/route'
import { usersRepo } from './users.repo'

export function registerUserRoutes(app: FastifyInstance, deps: { db: Db }) {
  implement(app, adminRoutes.listUsers, async ({ query }) => usersRepo.listUsers(deps.db, query))
}
