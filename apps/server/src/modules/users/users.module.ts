import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import { registerUserRoutes } from './users.routes'
import { createUsersService, type UsersReader } from './users.service'

/** The admin users list and a person's profile (Info, secuId, flags, notes); answers the reads of a user other modules may make. */
export function registerUsersModule(app: FastifyInstance, deps: Pick<Infrastructure, 'db' | 'clock'>): UsersReader {
  const users = createUsersService(deps)
  registerUserRoutes(app, { users })
  return users
}
