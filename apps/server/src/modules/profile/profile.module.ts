import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { AuthService } from '../auth/auth.service'
import type { DirectoryService } from '../directory/directory.service'
import type { UsersReader } from '../users/users.service'
import { registerAvatarRoutes } from './avatar.routes'
import { createAvatarService } from './avatar.service'
import { registerProfileRoutes } from './profile.routes'
import { createProfileService, type ProfileService } from './profile.service'

/** The user's own account record: profile, addresses, e-mail, password, opt-in and photo. */
export function registerProfileModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'sessions' | 'limiter' | 'mailer' | 'storage' | 'uploads' | 'appUrl'> & {
    users: Pick<UsersReader, 'findUser'>
    auth: Pick<AuthService, 'enqueuePasswordResetMail'>
    directory: Pick<DirectoryService, 'isListed'>
  },
): Pick<ProfileService, 'pruneExpired'> {
  const { auth, directory } = deps
  const profile = createProfileService({
    ...deps,
    enqueuePasswordResetMail: (tx, email, meta) => auth.enqueuePasswordResetMail(tx, email, meta),
  })
  registerProfileRoutes(app, { profile })
  registerAvatarRoutes(app, {
    avatars: createAvatarService({ ...deps, profile, isListedInDirectory: (userId) => directory.isListed(userId) }),
    uploads: deps.uploads,
  })
  return profile
}
