/**
 * Notifications: the one way any feature tells a user something in the portal (the Alerts card,
 * the notifications page and the unread badge read what this service writes).
 */
import type { ListQuery, Notification } from '@portal/contracts'
import type { Db, DbOrTx } from '../../platform/db/database'
import type { Clock } from '../../platform/clock'
import type { MailInput, Mailer } from '../../platform/mail/mailer'
import type { UsersReader } from '../users/users.service'
import { notificationsRepo, type NewNotification } from './notifications.repo'

export type NotificationService = ReturnType<typeof createNotificationService>

/** Who is told: a user's id, or the user already read (a batch job's rows). */
export type Recipient = number | { id: number; email: string; firstName: string }

export function createNotificationService(deps: {
  db: Db
  clock: Clock
  mailer: Mailer
  users: Pick<UsersReader, 'findUser'>
}) {
  const { db, clock, mailer, users } = deps

  /** Writes a notification inside the caller's transaction, so it exists exactly when the change does. */
  function notify(tx: DbOrTx, userId: number, notification: NewNotification): Promise<number> {
    return notificationsRepo.insert(tx, userId, notification)
  }

  return {
    notify,

    /**
     * Tells a user something: a notification and, when `mail` is given, an e-mail built for them
     * (the outbox's, in the same transaction). A user gone meanwhile is told nothing.
     */
    async tell(
      tx: DbOrTx,
      recipient: Recipient,
      message: NewNotification & { mail?: (user: { email: string; firstName: string }) => MailInput },
    ): Promise<void> {
      const { mail, ...notification } = message
      if (!mail) {
        await notify(tx, typeof recipient === 'number' ? recipient : recipient.id, notification)
        return
      }
      const user = typeof recipient === 'number' ? await users.findUser(tx, recipient) : recipient
      if (!user) return
      await notify(tx, user.id, notification)
      await mailer.send(tx, mail(user))
    },

    async list(userId: number, query: ListQuery) {
      const page = await notificationsRepo.list(db, userId, query)
      const data: Notification[] = page.data.map((n) => ({
        ...n,
        createdAt: n.createdAt.toISOString(),
        readAt: n.readAt?.toISOString() ?? null,
      }))
      return { ...page, data }
    },

    async markRead(userId: number, body: { ids: number[]; all: boolean }) {
      await notificationsRepo.markRead(db, userId, body.all ? 'all' : body.ids, clock.now())
      return { unread: await notificationsRepo.unreadCount(db, userId) }
    },

    async counts(userId: number) {
      return { unread: await notificationsRepo.unreadCount(db, userId) }
    },
  }
}
