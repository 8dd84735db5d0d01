/**
 * Impersonation (spec 3: the Impersonate link; spec 1 §6: the admin payment option): an admin
 * starts a session as a member that remembers the admin as impersonator, and ends it to get
 * their own session back. Both are audited; the session ends with the browser.
 */
import { cartRoutes, type CurrentUser } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { recordAudit } from '../../platform/audit/audit'
import type { Db } from '../../platform/db/database'
import { conflict, forbidden, notFound } from '../../platform/http/errors'
import { implement, type Actor, type RequestMeta } from '../../platform/http/route'
import { setSessionCookie, type CookieOptions } from '../../platform/sessions/session-cookie'
import type { SessionStore } from '../../platform/sessions/session-store'
import type { UsersReader } from '../users/users.service'
import { toCurrentUser } from './auth.service'

export const ImpersonationMessages = {
  notAdminTarget: 'An admin cannot act as another admin.',
  notImpersonating: 'You are not acting as another user.',
} as const

export function createImpersonationService(deps: {
  db: Db
  sessions: SessionStore
  users: Pick<UsersReader, 'findUser'>
}) {
  const { db, sessions, users } = deps

  /** Replaces the current session with one for `userId` (or for the admin when ending). */
  async function switchTo(actor: Actor, userId: number, impersonatorId: number | null, meta: RequestMeta) {
    return db.transaction(async (tx) => {
      const user = await users.findUser(tx, userId)
      if (!user || user.mergedIntoId !== null) throw notFound()
      if (impersonatorId !== null && user.role === 'admin') throw conflict(ImpersonationMessages.notAdminTarget)
      await sessions.destroy(tx, actor.sessionId)
      const session = await sessions.create(tx, { userId, remember: false, meta, impersonatorId })
      await recordAudit(tx, {
        action: impersonatorId === null ? 'admin.impersonate.stop' : 'admin.impersonate.start',
        actor: { id: actor.impersonatorId ?? actor.id, impersonatorId: null },
        subjectType: 'user',
        subjectId: impersonatorId === null ? actor.id : userId,
        meta,
      })
      const current: CurrentUser = toCurrentUser(user, impersonatorId)
      return { user: current, session }
    })
  }

  return {
    start: (admin: Actor, userId: number, meta: RequestMeta) => {
      if (admin.impersonatorId !== null) throw forbidden()
      return switchTo(admin, userId, admin.id, meta)
    },
    stop: (actor: Actor, meta: RequestMeta) => {
      if (actor.impersonatorId === null) throw conflict(ImpersonationMessages.notImpersonating)
      return switchTo(actor, actor.impersonatorId, null, meta)
    },
  }
}

export function registerImpersonationRoutes(
  app: FastifyInstance,
  deps: { impersonation: ReturnType<typeof createImpersonationService>; cookies: CookieOptions },
) {
  const { impersonation, cookies } = deps
  implement(app, cartRoutes.impersonateUser, async ({ actor, params, meta, reply }) => {
    const { user, session } = await impersonation.start(actor, params.id, meta)
    setSessionCookie(reply, session, cookies)
    return user
  })
  implement(app, cartRoutes.stopImpersonating, async ({ actor, meta, reply }) => {
    const { user, session } = await impersonation.stop(actor, meta)
    setSessionCookie(reply, session, cookies)
    return user
  })
}
