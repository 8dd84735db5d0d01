/**
 * Notifications: the one way any feature tells a user something in the portal (the Alerts card,
 * the notifications page and the unread badge read what this service writes).
 */
import type { ListQuery, Notification } from '@portal/contracts'
import type { Db, DbOrTx } from '../../platform/db/database'
import type { Clock } from '../../platform/clock'
import { notificationsRepo, type NewNotification } from './notifications.repo'

export type NotificationService = ReturnType<typeof createNotificationService>

export function createNotificationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** Writes a notification inside the caller's transaction, so it exists exactly when the change does. */
    notify(tx: DbOrTx, userId: number, notification: NewNotification): Promise<number> {
      return notificationsRepo.insert(tx, userId, notification)
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
