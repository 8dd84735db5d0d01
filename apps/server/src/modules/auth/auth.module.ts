import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { UsersReader } from '../users/users.service'
import { passwordResetRequested, registrationRequested } from './auth.jobs'
import { registerAuthRoutes } from './auth.routes'
import { createAuthService, type AuthService } from './auth.service'
import { createImpersonationService, registerImpersonationRoutes } from './impersonation'

/** Sign-up, sign-in, password reset (and the jobs mailing their links), the current user and impersonation. */
export function registerAuthModule(
  app: FastifyInstance,
  deps: Pick<
    Infrastructure,
    'db' | 'sessions' | 'limiter' | 'mailer' | 'captcha' | 'clock' | 'queue' | 'cookies' | 'appUrl'
  > & { users: Pick<UsersReader, 'findUser'> },
): Pick<AuthService, 'enqueuePasswordResetMail' | 'pruneExpired'> {
  const auth = createAuthService(deps)
  deps.queue.register(passwordResetRequested, deps)
  deps.queue.register(registrationRequested, deps)
  registerAuthRoutes(app, { auth, captcha: deps.captcha, cookies: deps.cookies })
  registerImpersonationRoutes(app, { impersonation: createImpersonationService(deps), cookies: deps.cookies })
  return auth
}
