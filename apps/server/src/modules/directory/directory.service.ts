/**
 * The member directory (spec 1 §2.8, spec 3 "Users list"): search and detail of listed members
 * in the member view or the admin view, and the send-a-message relay. Owns who is listed (see
 * directory.repo) and what each viewer may see; messages go out through the mailer, rate limited.
 */
import {
  DIRECTORY_MESSAGE_LIMITS,
  DirectoryMessages as M,
  type DirectoryMessageBody,
  type DirectorySearchQuery,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/db/database'
import { notFound, rateLimited } from '../../platform/http/errors'
import type { Actor, RequestMeta } from '../../platform/http/route'
import type { Mailer } from '../../platform/mail/mailer'
import type { RateLimiter } from '../../platform/security/rate-limiter'
import type { UsersReader } from '../users/users.service'
import { directoryMessageMail } from './directory.mail'
import { directoryPolicy } from './directory.policy'
import { directoryRepo } from './directory.repo'
import { searchTermsOf } from './directory-search'
import {
  toAdminDirectoryMember,
  toAdminDirectoryProfile,
  toDirectoryMember,
  toDirectoryProfile,
} from './directory.views'

export type DirectoryService = ReturnType<typeof createDirectoryService>

export interface DirectoryServiceDeps {
  db: Db
  clock: Clock
  limiter: RateLimiter
  mailer: Mailer
  appUrl: string
  users: Pick<UsersReader, 'hasValidMembership'>
}

const HOUR_SECONDS = 60 * 60
const DAY_SECONDS = 24 * HOUR_SECONDS

export function createDirectoryService(deps: DirectoryServiceDeps) {
  const { db, clock, limiter, mailer, appUrl, users } = deps

  async function findListed(userId: number) {
    const row = await directoryRepo.findListed(db, userId, clock.now())
    if (!row) throw notFound(M.notFound)
    return row
  }

  /** Counts one message against a window; refuses it once the sender is over the limit. */
  async function countMessage(key: string, max: number, windowSeconds: number) {
    const hit = await limiter.hit(key, windowSeconds)
    if (hit.count <= max) return
    const seconds = (hit.resetAt.getTime() - clock.now().getTime()) / 1000
    throw rateLimited(M.tooManyMessages(Math.max(1, Math.ceil(seconds / 60))), seconds)
  }

  return {
    /** Whether the member is listed in the directory today (their photo may then be shown to others). */
    isListed(userId: number): Promise<boolean> {
      return directoryRepo.isListed(db, userId, clock.now())
    },

    async search(query: DirectorySearchQuery) {
      const page = await directoryRepo.listMembers(db, query, searchTermsOf(query), clock.now())
      return { ...page, data: page.data.map(toDirectoryMember) }
    },

    async searchAsAdmin(query: DirectorySearchQuery) {
      const page = await directoryRepo.listForAdmin(db, query, searchTermsOf(query), clock.now())
      return { ...page, data: page.data.map(toAdminDirectoryMember) }
    },

    async getMember(viewer: Actor, userId: number) {
      const row = await findListed(userId)
      return toDirectoryProfile(row, {
        areasOfExpertise: await directoryRepo.expertiseNames(db, userId),
        showsMemberBio: await users.hasValidMembership(db, viewer.id, clock.now()),
        canMessage: directoryPolicy.can(viewer, 'message', { id: userId }),
      })
    },

    async getMemberAsAdmin(viewer: Actor, userId: number) {
      const row = await findListed(userId)
      return toAdminDirectoryProfile(row, {
        areasOfExpertise: await directoryRepo.expertiseNames(db, userId),
        showsMemberBio: true,
        canMessage: directoryPolicy.can(viewer, 'message', { id: userId }),
      })
    },

    /**
     * Relays a message to a listed member by e-mail. The limits count messages accepted for
     * sending; a refused or unknown recipient costs nothing.
     */
    async sendMessage(sender: Actor, recipientId: number, body: DirectoryMessageBody, meta: RequestMeta) {
      directoryPolicy.assert(sender, 'message', { id: recipientId })
      const recipient = await findListed(recipientId)
      await countMessage(`directory:message:hour:${sender.id}`, DIRECTORY_MESSAGE_LIMITS.perHour, HOUR_SECONDS)
      await countMessage(`directory:message:day:${sender.id}`, DIRECTORY_MESSAGE_LIMITS.perDay, DAY_SECONDS)
      const isSenderListed = await directoryRepo.isListed(db, sender.id, clock.now())
      const mail = directoryMessageMail({
        to: recipient.email,
        recipientFirstName: recipient.firstName,
        senderName: `${sender.firstName} ${sender.lastName}`,
        message: body.message,
        appUrl,
        replyPath: isSenderListed ? `/membership/search/${sender.id}` : null,
        settingsPath: '/edit-profile/afcpe',
      })
      await db.transaction(async (tx) => {
        await mailer.send(tx, mail)
        // Who wrote to whom, for abuse reports; the message itself stays in the mail alone.
        await recordAudit(tx, {
          action: 'directory.message',
          actor: sender,
          subjectType: 'user',
          subjectId: recipientId,
          meta,
          details: { length: body.message.length },
        })
      })
      return { ok: true as const }
    },
  }
}
