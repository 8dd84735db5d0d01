/**
 * The auth module's jobs: the mail of a sign-up and of a password reset, sent off the request so
 * that it answers the same, in the same time, whether or not the address has an account.
 */
import { REGISTRATION_LINK_HOURS, z } from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/db/database'
import type { RequestMeta } from '../../platform/http/route'
import { defineJob } from '../../platform/jobs/job'
import type { Mailer } from '../../platform/mail/mailer'
import { hashToken, randomToken } from '../../platform/security/tokens'
import { alreadyRegisteredMail, confirmRegistrationMail, passwordResetMail } from './auth.mail'
import { authRepo } from './auth.repo'

export const RESET_LINK_MINUTES = 60

export interface AuthJobDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  appUrl: string
}

/** The request's meta as stored in a payload: JSON leaves out an unknown user agent. */
const StoredRequestMeta = z.object({ ip: z.string(), userAgent: z.optional(z.string()), requestId: z.string() })
const requestMetaOf = (meta: z.output<typeof StoredRequestMeta>): RequestMeta => ({
  ...meta,
  userAgent: meta.userAgent,
})

/** Looks the account up and mails the reset link (see AuthService.requestPasswordReset). */
export const passwordResetRequested = defineJob({
  name: 'auth.password_reset_mail',
  payload: z.object({ email: z.string(), meta: StoredRequestMeta }),
  handler: async ({ email, meta }, { db, clock, mailer, appUrl }: AuthJobDeps) => {
    const user = await authRepo.findUserByEmail(db, email)
    if (!user) return
    const token = randomToken()
    const now = clock.now()
    const path = `/password/reset/${token}?email=${encodeURIComponent(user.email)}`
    await db.transaction(async (tx) => {
      await authRepo.invalidatePasswordResets(tx, user.id, now)
      await authRepo.insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      })
      await mailer.send(tx, passwordResetMail({ to: user.email, firstName: user.firstName, appUrl, path }))
      await recordAudit(tx, {
        action: 'auth.password_reset_requested',
        actorId: user.id,
        subjectType: 'user',
        subjectId: user.id,
        meta: requestMetaOf(meta),
      })
    })
  },
})

/** What a sign-up carries until its link is followed (auth.repo's PendingRegistrationDetails). */
const PendingRegistration = z.object({
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  cellPhone: z.nullable(z.string()),
  willText: z.boolean(),
  agreeTos: z.boolean(),
  referral: z.nullable(z.string()),
  mailingOptIn: z.boolean(),
})

/** Finds whether the address has an account and mails the sign-up link, or a note to its owner. */
export const registrationRequested = defineJob({
  name: 'auth.registration_mail',
  payload: z.object({ details: PendingRegistration, meta: StoredRequestMeta }),
  handler: async ({ details, meta }, { db, clock, mailer, appUrl }: AuthJobDeps) => {
    const existing = await authRepo.findUserByEmail(db, details.email)
    const now = clock.now()
    await db.transaction(async (tx) => {
      if (existing) {
        await mailer.send(tx, alreadyRegisteredMail({ to: existing.email, firstName: existing.firstName, appUrl }))
        await recordAudit(tx, {
          action: 'auth.register_existing',
          actorId: existing.id,
          subjectType: 'user',
          subjectId: existing.id,
          meta: requestMetaOf(meta),
        })
        return
      }
      const token = randomToken()
      await authRepo.insertPendingRegistration(tx, {
        email: details.email,
        details,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3600_000),
      })
      await mailer.send(
        tx,
        confirmRegistrationMail({
          to: details.email,
          firstName: details.firstName,
          appUrl,
          path: `/register/confirm/${token}`,
          hours: REGISTRATION_LINK_HOURS,
        }),
      )
    })
  },
})
