import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { UsersReader } from '../users/users.service'
import { registerAuthRoutes } from './auth.routes'
import { createAuthService, type AuthService } from './auth.service'
import { createImpersonationService, registerImpersonationRoutes } from './impersonation'

/** Sign-up, sign-in, password reset, the current user and impersonation. */
export function registerAuthModule(
  app: FastifyInstance,
  deps: Pick<
    Infrastructure,
    'db' | 'sessions' | 'limiter' | 'mailer' | 'captcha' | 'clock' | 'queue' | 'cookies' | 'appUrl'
  > & { users: Pick<UsersReader, 'findUser'> },
): Pick<AuthService, 'enqueuePasswordResetMail' | 'pruneExpired'> {
  const auth = createAuthService(deps)
  registerAuthRoutes(app, { auth, captcha: deps.captcha, cookies: deps.cookies })
  registerImpersonationRoutes(app, { impersonation: createImpersonationService(deps), cookies: deps.cookies })
  return auth
}
