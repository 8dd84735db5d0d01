import { defineRoute } from '../http/route'
import { FileBytes, IdParams } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import { Cart } from '../cart/schemas'
import { EventDetail, EventSummary, UpcomingEventsQuery } from './schemas'

const tags = ['events']

/** What the events lists sort and filter by (server list spec and web columns). */
export type EventListField =
  | 'name'
  | 'type'
  | 'price'
  | 'memberPrice'
  | 'freeForMembers'
  | 'ceus'
  | 'experienceHours'
  | 'date'
  | 'expirationDate'
  | 'approvedForEthics'

export const eventRoutes = {
  listOwnEvents: defineRoute({
    method: 'GET',
    path: '/api/events',
    access: 'member',
    summary: 'The events the signed-in user is registered for (paid), newest first by default.',
    tags,
    query: ListQuery,
    response: listResult(EventSummary),
  }),
  listUpcomingEvents: defineRoute({
    method: 'GET',
    path: '/api/events/upcoming',
    access: 'member',
    summary:
      'All events, newest first by default. With dashboard=true: the dashboard card’s selection ' +
      '(upcoming or on demand, not expired), soonest first, on-demand last.',
    tags,
    query: UpcomingEventsQuery,
    response: listResult(EventSummary),
  }),
  getEvent: defineRoute({
    method: 'GET',
    path: '/api/events/:id',
    access: 'member',
    summary:
      'One event with the price this user pays; the recording and resources only for registered users. ' +
      'For an in-person or virtual event a non-member gets canOpen false and only what the events list shows ' +
      '(the page then sends them to the membership page, without a failed request).',
    tags,
    params: IdParams,
    response: EventDetail,
  }),
  addEventToCart: defineRoute({
    method: 'POST',
    path: '/api/events/:id',
    access: 'member',
    summary:
      'Adds the event to the cart at this user’s price and answers the cart (unchanged when it is there ' +
      'already). 422 when expired, 409 when already registered, 403 as for opening it.',
    tags,
    params: IdParams,
    response: Cart,
  }),
  getEventCalendar: defineRoute({
    method: 'GET',
    path: '/api/events/:id/calendar.ics',
    access: 'member',
    summary: 'The event as an iCalendar (.ics) download, for anyone who may open it.',
    tags,
    params: IdParams,
    response: FileBytes,
  }),
}
