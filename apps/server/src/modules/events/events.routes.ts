import { eventRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { EventsService } from './events.service'

export function registerEventRoutes(app: FastifyInstance, deps: { events: EventsService }) {
  const { events } = deps
  implement(app, eventRoutes.listOwnEvents, ({ actor, query }) => events.listOwnEvents(actor, query))
  implement(app, eventRoutes.listUpcomingEvents, ({ actor, query }) => events.listUpcomingEvents(actor, query))
  implement(app, eventRoutes.getEvent, ({ actor, params }) => events.getEvent(actor, params.id))
  implement(app, eventRoutes.addEventToCart, ({ actor, params }) => events.addEventToCart(actor, params.id))
  implement(app, eventRoutes.getEventCalendar, async ({ actor, params, reply }) => {
    const { fileName, content } = await events.calendarFile(actor, params.id)
    void reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
    return content
  })
}
