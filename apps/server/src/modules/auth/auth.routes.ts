import { authRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../platform/http/errors'
import { implement } from '../../platform/http/route'
import type { Captcha } from '../../platform/captcha/captcha'
import { clearSessionCookie, setSessionCookie, type CookieOptions } from '../../platform/sessions/session-cookie'
import type { AuthService } from './auth.service'

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; captcha: Captcha; cookies: CookieOptions },
) {
  const { auth, captcha, cookies } = deps

  implement(app, authRoutes.login, async ({ body, meta, actor, reply }) => {
    const { user, session } = await auth.login(body, meta, actor?.sessionId)
    setSessionCookie(reply, session, cookies)
    return user
  })

  implement(app, authRoutes.logout, async ({ actor, meta, reply }) => {
    await auth.logout(actor, meta)
    clearSessionCookie(reply, cookies)
    return { ok: true as const }
  })

  implement(app, authRoutes.register, async ({ body, meta }) => ({ message: await auth.register(body, meta) }))

  implement(app, authRoutes.confirmRegistration, async ({ body, meta, actor, reply }) => {
    const { user, session } = await auth.confirmRegistration(body, meta, actor?.sessionId)
    setSessionCookie(reply, session, cookies)
    return user
  })

  implement(app, authRoutes.passwordEmail, async ({ body, meta }) => {
    return { message: await auth.requestPasswordReset(body, meta) }
  })

  implement(app, authRoutes.passwordReset, async ({ body, meta, reply }) => {
    const { user, session } = await auth.resetPassword(body, meta)
    setSessionCookie(reply, session, cookies)
    return user
  })

  implement(app, authRoutes.currentUser, async ({ actor }) => auth.currentUser(actor))

  implement(app, authRoutes.captchaChallenge, async ({ reply }) => {
    if (!captcha.challenge) throw notFound('This captcha provider issues no challenges.')
    void reply.header('cache-control', 'no-store')
    return captcha.challenge()
  })

  implement(app, authRoutes.referrerContext, async ({ query }) => auth.referrerContext(query.referrer))
}
