import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CartService } from '../cart/cart.service'
import type { Products } from '../cart/products'
import type { UsersReader } from '../users/users.service'
import { eventProducts } from './events.products'
import { registerEventRoutes } from './events.routes'
import { createEventsService, type EventsService } from './events.service'

/** Events: the lists, one event, its calendar file; sells the `event` line item. */
export function registerEventsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'appUrl'> & {
    cart: Pick<CartService, 'change'>
    users: Pick<UsersReader, 'hasValidMembership'>
  },
): { events: Pick<EventsService, 'listUpcomingEvents'>; products: Products<'event'> } {
  const events = createEventsService(deps)
  registerEventRoutes(app, { events })
  return { events, products: eventProducts }
}
