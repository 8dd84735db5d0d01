import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { UsersReader } from '../users/users.service'
import { registerDirectoryRoutes } from './directory.routes'
import { createDirectoryService, type DirectoryService } from './directory.service'

/** The member directory: search, detail and the send-a-message relay; answers who is listed. */
export function registerDirectoryModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'limiter' | 'mailer' | 'appUrl'> & {
    users: Pick<UsersReader, 'hasValidMembership'>
  },
): Pick<DirectoryService, 'isListed'> {
  const directory = createDirectoryService(deps)
  registerDirectoryRoutes(app, { directory })
  return directory
}
