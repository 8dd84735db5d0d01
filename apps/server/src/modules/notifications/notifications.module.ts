import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { UsersReader } from '../users/users.service'
import { registerNotificationRoutes } from './notifications.routes'
import { createNotificationService, type NotificationService } from './notifications.service'

/** The one way any feature tells a user something; answers `tell` (and `notify`) for the other modules. */
export function registerNotificationsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'mailer'> & { users: Pick<UsersReader, 'findUser'> },
): NotificationService {
  const notifications = createNotificationService(deps)
  registerNotificationRoutes(app, { notifications })
  return notifications
}
