/**
 * Events (spec 1 §2.9): the user's own events and all events, one event with the price this user
 * pays, adding an event to the cart, and its calendar file. Owns the events lists (the dashboard
 * card reads its events from here) and the event line item; paying registers the user
 * (events.products.ts). Valid membership comes from the users reader (the profile module's rule).
 * Decisions: docs/decisions/0006-events.md.
 */
import {
  EVENT_TYPE_LABELS,
  EventLinks,
  EventMessages as M,
  easternDay,
  eventPriceFor,
  isEventExpired,
  startOfEasternDay,
  type Cart,
  type EventDetail,
  type EventSummary,
  type ListQuery,
  type ListResult,
} from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import { conflict, fieldError } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CartService } from '../cart/cart.service'
import type { UsersReader } from '../users/users.service'
import { toICalendar } from './calendar'
import { normalizeEventFilters } from './event-filters'
import { eventsPolicy } from './events.policy'
import { eventsRepo as repo, type EventRow, type EventSummaryRow } from './events.repo'

export type EventsService = ReturnType<typeof createEventsService>

export interface EventsServiceDeps {
  db: Db
  clock: Clock
  /** Puts the event in the cart as a cart change, and answers the cart (the cart module's). */
  cart: Pick<CartService, 'change'>
  users: Pick<UsersReader, 'hasValidMembership'>
  /** The portal's address, for the calendar file's link and UID. */
  appUrl: string
}

function toSummary(row: EventSummaryRow, now: Date): EventSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    typeLabel: EVENT_TYPE_LABELS[row.type],
    date: row.date.toISOString(),
    expirationDate: row.expirationDate?.toISOString() ?? null,
    ceus: row.ceus,
    experienceHours: row.experienceHours,
    price: row.priceCents,
    memberPrice: row.memberPriceCents,
    freeForMembers: row.freeForMembers,
    approvedForEthics: row.approvedForEthics,
    image: row.image,
    isExpired: isEventExpired(row.expirationDate, now),
    registered: row.registered,
    inCart: row.inCart,
  }
}

function toDetail(row: EventRow, isMember: boolean, canOpen: boolean, now: Date): EventDetail {
  return {
    ...toSummary(row, now),
    canOpen,
    // Kept from those who may not open it: what the events list shows is all they learn.
    description: canOpen ? row.description : null,
    yourPrice: eventPriceFor(row, isMember),
    isMemberPrice: isMember,
    // The recording and resources are what registering buys: nobody else receives them.
    extra: row.registered
      ? {
          registration: row.registrationUrl,
          recording: row.recordingUrl,
          resource1: row.resource1Url,
          resource2: row.resource2Url,
        }
      : null,
  }
}

export function createEventsService(deps: EventsServiceDeps) {
  const { db, clock, cart, users, appUrl } = deps

  const pageOf = async (page: Promise<ListResult<EventSummaryRow>>, now: Date): Promise<ListResult<EventSummary>> => {
    const result = await page
    return { ...result, data: result.data.map((row) => toSummary(row, now)) }
  }

  const withNormalizedFilters = <Q extends ListQuery>(query: Q): Q => ({
    ...query,
    filter: normalizeEventFilters(query.filter),
  })

  /**
   * The event as this user may see it, 404 when it does not exist (or is retired and not theirs),
   * and whether the policy lets them open it (not a non-member, for in-person or virtual events).
   */
  async function findEvent(dbOrTx: DbOrTx, actor: Actor, eventId: number) {
    const event = eventsPolicy.authorize(actor, 'view', await repo.find(dbOrTx, eventId, actor.id))
    const isMember = await users.hasValidMembership(dbOrTx, actor.id, clock.now())
    return { event, isMember, canOpen: eventsPolicy.can(actor, 'open', { ...event, viewerIsMember: isMember }) }
  }

  /** The event for acting on it (the cart, the calendar): 403 when the policy keeps it from them. */
  async function openEvent(dbOrTx: DbOrTx, actor: Actor, eventId: number) {
    const found = await findEvent(dbOrTx, actor, eventId)
    eventsPolicy.assert(actor, 'open', { ...found.event, viewerIsMember: found.isMember })
    return found
  }

  return {
    listOwnEvents(actor: Actor, query: ListQuery) {
      return pageOf(repo.listOwn(db, actor.id, withNormalizedFilters(query)), clock.now())
    },

    listUpcomingEvents(actor: Actor, query: ListQuery & { dashboard: boolean }) {
      const now = clock.now()
      const dashboard = query.dashboard ? { now, startOfToday: startOfEasternDay(easternDay(now)) } : null
      return pageOf(repo.listUpcoming(db, actor.id, withNormalizedFilters(query), dashboard), now)
    },

    /** Answers an event the user may not open too (canOpen false): asking is no error. */
    async getEvent(actor: Actor, eventId: number): Promise<EventDetail> {
      const { event, isMember, canOpen } = await findEvent(db, actor, eventId)
      return toDetail(event, isMember, canOpen, clock.now())
    },

    /**
     * POST /api/events/{id}: the event goes in the cart at this user's price. Already in the cart:
     * the cart as it is (never a second line). The user's row is locked first, so two clicks add
     * one line and nothing changes while a payment is in flight.
     */
    async addEventToCart(actor: Actor, eventId: number): Promise<Cart> {
      return cart.change(actor, async (tx) => {
        const { event, isMember } = await openEvent(tx, actor, eventId)
        if (event.registered) throw conflict(M.alreadyRegistered)
        if (isEventExpired(event.expirationDate, clock.now())) throw fieldError('id', M.expired)
        if (event.inCart) return
        await repo.insertCartLine(tx, actor.id, {
          eventId: event.id,
          name: event.name,
          priceCents: event.priceCents,
          finalPriceCents: eventPriceFor(event, isMember),
          freeForMembers: event.freeForMembers,
        })
      })
    },

    /** The .ics file of an event, for anyone who may open it. */
    async calendarFile(actor: Actor, eventId: number): Promise<{ fileName: string; content: Buffer }> {
      const { event } = await openEvent(db, actor, eventId)
      const ics = toICalendar({
        uid: `event-${event.id}@${new URL(appUrl).host}`,
        summary: event.name,
        description: event.description,
        start: event.date,
        url: new URL(EventLinks.event(event.id), appUrl).toString(),
        stamp: clock.now(),
      })
      return { fileName: `afcpe-event-${event.id}.ics`, content: Buffer.from(ics, 'utf8') }
    },
  }
}
