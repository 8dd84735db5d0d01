/**
 * The pure rules of events (spec 1 §2.9, §6), shared by the server (which applies them) and the
 * tests. The web shows what the server computed with them.
 */
import { MEMBERS_ONLY_EVENT_TYPES, type EventType } from '../domain/enums'

export interface EventPrices {
  priceCents: number
  memberPriceCents: number
  freeForMembers: boolean
}

/**
 * What one person pays for an event: members pay nothing when it is free for members and the
 * member price otherwise; everyone else pays the list price.
 */
export function eventPriceFor(event: EventPrices, hasValidMembership: boolean): number {
  if (!hasValidMembership) return event.priceCents
  return event.freeForMembers ? 0 : event.memberPriceCents
}

/** An event can no longer be bought from its expiration moment on (no expiration: never). */
export function isEventExpired(expirationDate: Date | null, now: Date): boolean {
  return expirationDate !== null && expirationDate.getTime() <= now.getTime()
}

export function isMembersOnlyEvent(type: EventType): boolean {
  return MEMBERS_ONLY_EVENT_TYPES.includes(type)
}
