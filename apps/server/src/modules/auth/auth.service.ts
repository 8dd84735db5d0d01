/**
 * Accounts: sign-up, sign-in and sign-out, password reset, the current user and the
 * referrer context shown to visitors. Owns users' credentials and sessions.
 */
import {
  AuthMessages as M,
  avatarUrl,
  effectiveReferral,
  isRememberableReferrer,
  type CurrentUser,
  type ReferrerContext,
  type z,
} from '@portal/contracts'
import {
  type ConfirmRegistrationBody,
  type LoginBody,
  type PasswordEmailBody,
  type PasswordResetBody,
  type RegisterBody,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Captcha } from '../../platform/captcha/captcha'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import type { JobQueue } from '../../platform/jobs/queue'
import { fieldError, rateLimited, unauthenticated, validationFailed } from '../../platform/http/errors'
import type { Actor, RequestMeta } from '../../platform/http/route'
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords'
import type { RateLimiter } from '../../platform/security/rate-limiter'
import { hashToken } from '../../platform/security/tokens'
import type { NewSession, SessionStore } from '../../platform/sessions/session-store'
import type { UsersReader } from '../users/users.service'
import { passwordResetRequested, registrationRequested } from './auth.jobs'
import { authRepo, type UserRecord } from './auth.repo'

export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  /**
   * Failed attempts per account (e-mail) from one address in a window. Counted per address, so
   * someone guessing from elsewhere cannot lock the owner out (ASVS V6); the per-address limit
   * bounds how many guesses any one address makes across accounts.
   */
  perAccount: 5,
  /** Attempts of any kind per address in a window. */
  perAddress: 30,
}
const RESET_LIMITS = { windowSeconds: 15 * 60, perAccount: 3, perAddress: 10 }
const REGISTER_LIMITS = { windowSeconds: 60 * 60, perAddress: 20 }

export interface AuthServiceDeps {
  db: Db
  sessions: SessionStore
  limiter: RateLimiter
  captcha: Captcha
  clock: Clock
  queue: Pick<JobQueue, 'enqueue'>
  /** The account by id (the users module's prepared read). */
  users: Pick<UsersReader, 'findUser'>
}

export interface SignedIn {
  user: CurrentUser
  session: NewSession
}

export function toCurrentUser(user: UserRecord, impersonatorId: number | null = null): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    cellPhone: user.cellPhone,
    willText: user.willText,
    agreeTos: user.agreeTos,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    impersonatorId,
    avatarUrl: avatarUrl(user.id, user.avatarKey),
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, sessions, limiter, captcha, clock, queue, users } = deps

  const minutesUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - clock.now().getTime()) / 60_000))

  async function limit(key: string, max: number, windowSeconds: number) {
    const hit = await limiter.hit(key, windowSeconds)
    if (hit.count > max) {
      throw rateLimited(
        M.tooManyAttempts(minutesUntil(hit.resetAt)),
        (hit.resetAt.getTime() - clock.now().getTime()) / 1000,
      )
    }
  }

  async function startSession(
    user: UserRecord,
    options: { remember: boolean; meta: RequestMeta; previousSessionId?: string; action: string },
  ): Promise<SignedIn> {
    const session = await db.transaction(async (tx) => {
      // A new id at every sign-in: a session fixed before sign-in is worthless after it.
      if (options.previousSessionId) await sessions.destroy(tx, options.previousSessionId)
      const created = await sessions.create(tx, { userId: user.id, remember: options.remember, meta: options.meta })
      await recordAudit(tx, {
        action: options.action,
        actorId: user.id,
        subjectType: 'user',
        subjectId: user.id,
        meta: options.meta,
      })
      return created
    })
    return { user: toCurrentUser(user), session }
  }

  function assertStrongPassword(password: string) {
    if (isCommonPassword(password)) throw fieldError('password', M.passwordTooCommon)
  }

  return {
    async login(body: z.output<typeof LoginBody>, meta: RequestMeta, previousSessionId?: string): Promise<SignedIn> {
      const accountKey = `login:account:${body.email}:${meta.ip}`
      await limit(`login:address:${meta.ip}`, LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds)
      const failures = await limiter.peek(accountKey)
      if (failures && failures.count >= LOGIN_LIMITS.perAccount) {
        throw rateLimited(
          M.tooManyAttempts(minutesUntil(failures.resetAt)),
          (failures.resetAt.getTime() - clock.now().getTime()) / 1000,
        )
      }
      const user = await authRepo.findUserByEmail(db, body.email)
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password)
      if (!user || !valid) {
        await limiter.hit(accountKey, LOGIN_LIMITS.windowSeconds)
        await recordAudit(db, { action: 'auth.login_failed', actorId: user?.id, meta, details: { email: body.email } })
        // Unknown e-mail and wrong password answer identically.
        throw fieldError('email', M.badCredentials)
      }
      await limiter.reset(accountKey)
      return startSession(user, { remember: body.remember, meta, previousSessionId, action: 'auth.login' })
    },

    async logout(actor: Actor | null, meta: RequestMeta): Promise<void> {
      if (!actor) return
      await db.transaction(async (tx) => {
        await sessions.destroy(tx, actor.sessionId)
        await recordAudit(tx, { action: 'auth.logout', actor, subjectType: 'user', subjectId: actor.id, meta })
      })
    },

    /**
     * Starts a sign-up. Answers the same, after the same work, whether or not the address has an
     * account (ASVS V6: no one learns which addresses do); the job then mails the address either
     * the link that creates the account or, to an owner, a note that they already have one.
     */
    async register(body: z.output<typeof RegisterBody>, meta: RequestMeta): Promise<string> {
      await limit(`register:address:${meta.ip}`, REGISTER_LIMITS.perAddress, REGISTER_LIMITS.windowSeconds)
      if (!(await captcha.verify(body.captcha, meta.ip))) throw fieldError('captcha', M.captcha)
      assertStrongPassword(body.password)
      await queue.enqueue(db, registrationRequested, {
        details: {
          firstName: body.firstName,
          middleName: body.middleName ?? null,
          lastName: body.lastName,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          cellPhone: body.cellPhone ?? null,
          willText: body.willText,
          agreeTos: body.agreeTos,
          referral: effectiveReferral(body) ?? null,
          mailingOptIn: body.mailing_opt_in,
        },
        meta,
      })
      return M.registrationPending
    },

    /** Finishes a sign-up with its mailed link: creates the account and signs in. */
    async confirmRegistration(
      body: z.output<typeof ConfirmRegistrationBody>,
      meta: RequestMeta,
      previousSessionId?: string,
    ): Promise<SignedIn> {
      const now = clock.now()
      // Throwing inside the transaction rolls the link's use back.
      const user = await db.transaction(async (tx) => {
        const details = await authRepo.consumePendingRegistration(tx, hashToken(body.token), now)
        if (!details) throw validationFailed({ token: [M.registrationLinkInvalid] }, M.registrationLinkInvalid)
        const created = await authRepo.insertUser(tx, {
          ...details,
          passwordChangedAt: now,
          // The person just entered their details: no profile-review prompt for three months.
          profileLastUpdated: now,
          createdAt: now,
          updatedAt: now,
        })
        // Another sign-up with the same address was finished first.
        if (!created) throw validationFailed({ token: [M.emailTaken] }, M.emailTaken)
        return created
      })
      return startSession(user, { remember: false, meta, previousSessionId, action: 'auth.register' })
    },

    /**
     * Always answers the same, in the same time, whether or not the account exists: the request
     * does the same two counts and one insert either way, and the job finds the account (or not)
     * and mails the link after the answer has left.
     */
    async requestPasswordReset(body: z.output<typeof PasswordEmailBody>, meta: RequestMeta): Promise<string> {
      await limit(`reset:address:${meta.ip}`, RESET_LIMITS.perAddress, RESET_LIMITS.windowSeconds)
      const perAccount = await limiter.hit(`reset:account:${body.email}`, RESET_LIMITS.windowSeconds)
      if (perAccount.count > RESET_LIMITS.perAccount) return M.resetRequested
      await this.enqueuePasswordResetMail(db, body.email, meta)
      return M.resetRequested
    },

    /** Mails a reset link to the address if an account has it (checked by the job, after the answer). */
    async enqueuePasswordResetMail(tx: DbOrTx, email: string, meta: RequestMeta): Promise<void> {
      await queue.enqueue(tx, passwordResetRequested, { email, meta })
    },

    /** Sets the new password, ends every session of the user and signs in on this one. */
    async resetPassword(body: z.output<typeof PasswordResetBody>, meta: RequestMeta): Promise<SignedIn> {
      await limit(`reset:address:${meta.ip}`, RESET_LIMITS.perAddress, RESET_LIMITS.windowSeconds)
      assertStrongPassword(body.password)
      const passwordHash = await hashPassword(body.password)
      const now = clock.now()
      // Throwing inside the transaction rolls the token's consumption back, so a link used with
      // the wrong e-mail address stays usable by its owner.
      return db.transaction(async (tx) => {
        const userId = await authRepo.consumePasswordReset(tx, hashToken(body.token), now)
        const user = userId === undefined ? undefined : await users.findUser(tx, userId)
        if (!user || user.email.toLowerCase() !== body.email)
          throw validationFailed({ token: [M.resetInvalid] }, M.resetInvalid)
        await authRepo.setPassword(tx, user.id, passwordHash, now)
        await authRepo.invalidatePasswordResets(tx, user.id, now)
        await sessions.destroyForUser(tx, user.id)
        const session = await sessions.create(tx, { userId: user.id, remember: false, meta })
        await recordAudit(tx, {
          action: 'auth.password_reset',
          actorId: user.id,
          subjectType: 'user',
          subjectId: user.id,
          meta,
        })
        return { user: toCurrentUser(user), session }
      })
    },

    async currentUser(actor: Actor): Promise<CurrentUser> {
      const user = await users.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      return toCurrentUser(user, actor.impersonatorId)
    },

    /** The context for the longest configured path prefix of the referrer. */
    async referrerContext(referrer: string): Promise<ReferrerContext | null> {
      if (!referrer.startsWith('/') || !isRememberableReferrer(referrer)) return null
      const path = referrer.split(/[?#]/)[0] ?? referrer
      const contexts = await authRepo.findReferrerContexts(db)
      const match = contexts
        .filter(
          (c) =>
            path === c.pathPrefix || path.startsWith(c.pathPrefix.endsWith('/') ? c.pathPrefix : `${c.pathPrefix}/`),
        )
        .sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)[0]
      return match ? { title: match.title, copy: match.copy, videoUrl: match.videoUrl } : null
    },

    async pruneExpired(): Promise<void> {
      await authRepo.pruneExpiredResets(db, clock.now())
      await authRepo.prunePendingRegistrations(db, clock.now())
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
