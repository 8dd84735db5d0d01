import { notificationRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { NotificationService } from './notifications.service'

export function registerNotificationRoutes(app: FastifyInstance, deps: { notifications: NotificationService }) {
  const { notifications } = deps
  implement(app, notificationRoutes.listNotifications, ({ query, actor }) => notifications.list(actor.id, query))
  implement(app, notificationRoutes.markNotificationsRead, ({ body, actor }) => notifications.markRead(actor.id, body))
  implement(app, notificationRoutes.notificationCounts, ({ actor }) => notifications.counts(actor.id))
}
