import type { FastifyInstance, FastifyReply } from 'fastify'
import { renewCsrfToken } from '../security/csrf'
import type { NewSession, SessionStore } from './session-store'

export const SESSION_COOKIE = 'portal_session'

export interface CookieOptions {
  secure: boolean
}

/**
 * Sets the session cookie of a new session (persistent for "remember", otherwise a browser-session
 * cookie) and renews the CSRF token with it.
 */
export function setSessionCookie(reply: FastifyReply, session: NewSession, options: CookieOptions): void {
  renewCsrfToken(reply, options)
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  })
}

export function clearSessionCookie(reply: FastifyReply, options: CookieOptions): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure })
}

/** Resolves the session cookie of every API request into `request.actor`. */
export function registerSessionResolver(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('actor', null)
  app.addHook('onRequest', async (request) => {
    request.actor = null
    if (!request.url.startsWith('/api/')) return
    const token = request.cookies[SESSION_COOKIE]
    // A write reads its session afresh: one ended on another instance never writes (decision 0008's
    // cache serves reads, the bulk of requests).
    const fresh = request.method !== 'GET' && request.method !== 'HEAD'
    if (token && token.length <= 100) request.actor = await store.resolve(token, { fresh })
  })
}
