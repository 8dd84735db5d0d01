import type { ListQuery, NotificationListField } from '@portal/contracts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { listPage, planList, type ListSpec } from '../../platform/http/list'

const listSpec: ListSpec<NotificationListField> = {
  fields: {
    createdAt: { column: notifications.createdAt, sortable: true },
    readAt: { column: notifications.readAt, sortable: true },
    title: { column: notifications.title, sortable: true, filter: 'contains' },
    read: { column: sql`(${notifications.readAt} is not null)`, filter: 'boolean' },
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tiebreaker: notifications.id,
}

const row = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  url: notifications.url,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
}

export interface NewNotification {
  title: string
  message: string
  url?: string | null
}

export const notificationsRepo = {
  async insert(db: DbOrTx, userId: number, notification: NewNotification) {
    const [created] = await db
      .insert(notifications)
      .values({ userId, title: notification.title, message: notification.message, url: notification.url ?? null })
      .returning({ id: notifications.id })
    if (!created) throw new Error('notification insert returned no row')
    return created.id
  },

  async list(db: DbOrTx, userId: number, query: ListQuery) {
    const plan = planList(query, listSpec)
    const where = and(eq(notifications.userId, sql.placeholder('userId')), plan.where)
    return listPage(
      db,
      { ...plan, where, values: { ...plan.values, userId } },
      { page: db.select(row).from(notifications).$dynamic(), count: (rows) => rows.from(notifications) },
      { statement: 'notifications' },
    )
  },

  /** Marks unread ones read; ids of other users' notifications are ignored. */
  async markRead(db: DbOrTx, userId: number, ids: number[] | 'all', now: Date) {
    const owned = and(eq(notifications.userId, userId), isNull(notifications.readAt))
    const where = ids === 'all' ? owned : and(owned, inArray(notifications.id, ids))
    const updated = await db.update(notifications).set({ readAt: now }).where(where).returning({ id: notifications.id })
    return updated.length
  },

  unreadCount(db: DbOrTx, userId: number) {
    return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  },
}
