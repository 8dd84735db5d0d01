import { AppError } from '../http/errors'
import { ErrorCode, GenericMessages } from '@portal/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { randomToken, safeEqual } from './tokens'

export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const csrfCookieOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: false })

/**
 * A new token at every sign-in (as the session id is renewed): a token planted or read before
 * sign-in is worthless after it.
 */
export function renewCsrfToken(reply: FastifyReply, options: { secure: boolean }): void {
  void reply.setCookie(CSRF_COOKIE, randomToken(), csrfCookieOptions(options.secure))
}

/**
 * Double-submit CSRF protection: the server sets a readable XSRF-TOKEN cookie; a
 * state-changing API call must echo it in the X-XSRF-TOKEN header, which another site cannot
 * read or set. A request from another origin is refused outright.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean; exemptPaths?: string[] }): void {
  const exempt = new Set(options.exemptPaths ?? [])
  app.addHook('onRequest', async (request, reply) => {
    let token = request.cookies[CSRF_COOKIE]
    if (!token) {
      token = randomToken()
      void reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(options.secure))
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    if (exempt.has(request.url.split('?')[0] ?? '')) return
    const origin = request.headers.origin
    if (origin && request.headers.host && originHost(origin) !== request.headers.host) {
      throw new AppError(403, ErrorCode.forbidden, 'Cross-site requests are not allowed.')
    }
    const header = request.headers[CSRF_HEADER]
    const sent = request.cookies[CSRF_COOKIE]
    if (typeof header !== 'string' || !sent || !safeEqual(header, sent)) {
      throw new AppError(419, ErrorCode.csrf, GenericMessages.csrf)
    }
  })
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
