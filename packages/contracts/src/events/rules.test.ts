import { describe, expect, it } from 'vitest'
import { eventPriceFor, isEventExpired, isMembersOnlyEvent } from './rules'

const event = { priceCents: 9900, memberPriceCents: 4900, freeForMembers: false }

describe('eventPriceFor', () => {
  it('charges members the member price', () => {
    expect(eventPriceFor(event, true)).toBe(4900)
  })
  it('charges members nothing when the event is free for members', () => {
    expect(eventPriceFor({ ...event, freeForMembers: true }, true)).toBe(0)
  })
  it('charges everyone else the list price, free for members or not', () => {
    expect(eventPriceFor(event, false)).toBe(9900)
    expect(eventPriceFor({ ...event, freeForMembers: true }, false)).toBe(9900)
  })
})

describe('isEventExpired', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  it('is expired from the expiration moment on', () => {
    expect(isEventExpired(new Date('2026-03-01T12:00:00Z'), now)).toBe(true)
    expect(isEventExpired(new Date('2026-03-01T11:59:59Z'), now)).toBe(true)
    expect(isEventExpired(new Date('2026-03-01T12:00:01Z'), now)).toBe(false)
  })
  it('never expires without an expiration date', () => {
    expect(isEventExpired(null, now)).toBe(false)
  })
})

describe('isMembersOnlyEvent', () => {
  it('keeps in-person and virtual events for members (spec 1 §6)', () => {
    expect(isMembersOnlyEvent('in_person')).toBe(true)
    expect(isMembersOnlyEvent('virtual')).toBe(true)
    expect(isMembersOnlyEvent('webinar')).toBe(false)
    expect(isMembersOnlyEvent('on_demand')).toBe(false)
  })
})
