import { describe, expect, it } from 'vitest'
import { hours, priceNote, resourceLinks, TYPE_CHOICES, yesNo } from './event-format'

describe('events screen helpers', () => {
  it('offers the type labels as filter choices', () => {
    expect(TYPE_CHOICES).toEqual(['In-Person', 'Virtual', 'On-Demand', 'Webinar'])
  })

  it('shows booleans as Yes/No and hours without trailing zeros', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No'])
    expect([hours(1.5), hours(2), hours(0.25)]).toEqual(['1.5', '2', '0.25'])
  })

  it('explains the price', () => {
    const event = { price: 5000, memberPrice: 3000, freeForMembers: false, isMemberPrice: false }
    expect(priceNote(event)).toBe('Members pay $30.00')
    expect(priceNote({ ...event, isMemberPrice: true })).toBe('Member price')
    expect(priceNote({ ...event, freeForMembers: true, isMemberPrice: true })).toBe('Free for members')
    expect(priceNote({ ...event, freeForMembers: true })).toBe('Free for members (join to save)')
    expect(priceNote({ ...event, memberPrice: 5000 })).toBeNull()
  })

  it('lists only the links the event has', () => {
    expect(
      resourceLinks({ recording: 'https://r', resource1: null, resource2: 'https://b', registration: null }),
    ).toEqual([
      { label: 'Watch the recording', href: 'https://r' },
      { label: 'Resource 2', href: 'https://b' },
    ])
  })
})
