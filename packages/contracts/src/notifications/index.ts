import { z } from '../zod'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'

export const NotificationMessages = {
  empty: "You don't have any notifications at this time.",
  markAll: 'Mark All As Read',
} as const

export const Notification = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  message: z.string(),
  /** Where clicking it leads: a portal path ('/membership') or an absolute https URL. */
  url: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
})
export type Notification = z.infer<typeof Notification>

/** Sortable and filterable fields of the notification list (`read` filters 1 or 0). */
export const NOTIFICATION_LIST_FIELDS = ['createdAt', 'readAt', 'title', 'read'] as const

const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))

/** Marks the listed notifications read, or every one of the user's with `all`. */
export const MarkNotificationsBody = z
  .object({
    ids: z._default(z.array(id).check(z.maxLength(500)), []),
    all: z._default(z.boolean(), false),
  })
  .check(
    z.refine((body) => body.all || body.ids.length > 0, {
      message: 'Choose at least one notification.',
      path: ['ids'],
    }),
  )
export type MarkNotificationsBody = z.input<typeof MarkNotificationsBody>

export const NotificationCounts = z.object({ unread: z.number().check(z.int()) })
export type NotificationCounts = z.infer<typeof NotificationCounts>

const tags = ['notifications']

/** What the notifications list sorts and filters by (server list spec and web columns). */
export type NotificationListField = 'createdAt' | 'readAt' | 'title' | 'read'

export const notificationRoutes = {
  listNotifications: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'member',
    summary: "The signed-in user's notifications, newest first by default.",
    tags,
    query: ListQuery,
    response: listResult(Notification),
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/api/notifications',
    access: 'member',
    summary: 'Marks notifications read (by ids, or all); answers the unread count left.',
    tags,
    body: MarkNotificationsBody,
    response: NotificationCounts,
  }),
  notificationCounts: defineRoute({
    method: 'GET',
    path: '/api/notifications/count',
    access: 'member',
    summary: 'How many of the user’s notifications are unread (the navigation badge).',
    tags,
    response: NotificationCounts,
  }),
}
