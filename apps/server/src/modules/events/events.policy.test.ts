import { describe, expect, it } from 'vitest'
import { EventMessages } from '@portal/contracts'
import { hidden, refused } from '../../platform/policy'
import { canOpenEvent, eventsPolicy, type EventViewer } from './events.policy'

const nonMember: EventViewer = { role: 'member', hasValidMembership: false, isRegistered: false }

describe('canOpenEvent', () => {
  it('refuses in-person and virtual events to non-members', () => {
    expect(canOpenEvent(nonMember, { type: 'in_person' })).toBe(false)
    expect(canOpenEvent(nonMember, { type: 'virtual' })).toBe(false)
  })
  it('opens webinars and on-demand events to everyone', () => {
    expect(canOpenEvent(nonMember, { type: 'webinar' })).toBe(true)
    expect(canOpenEvent(nonMember, { type: 'on_demand' })).toBe(true)
  })
  it('opens every event to members, to users registered for it and to admins', () => {
    expect(canOpenEvent({ ...nonMember, hasValidMembership: true }, { type: 'in_person' })).toBe(true)
    expect(canOpenEvent({ ...nonMember, isRegistered: true }, { type: 'virtual' })).toBe(true)
    expect(canOpenEvent({ ...nonMember, role: 'admin' }, { type: 'in_person' })).toBe(true)
  })
})

describe('eventsPolicy', () => {
  const member = { id: 7, role: 'member' as const, impersonatorId: null }
  const event = { type: 'in_person' as const, retiredAt: null, registered: false, viewerIsMember: false }

  it('hides a retired event from all but those registered for it', () => {
    expect(eventsPolicy.verdict(member, 'view', event)).toBe(true)
    expect(eventsPolicy.verdict(member, 'view', { ...event, retiredAt: new Date() })).toEqual(hidden())
    expect(eventsPolicy.verdict(member, 'view', { ...event, retiredAt: new Date(), registered: true })).toBe(true)
  })

  it('refuses a members-only event to a non-member with the reason', () => {
    expect(eventsPolicy.verdict(member, 'open', event)).toEqual(refused(EventMessages.membersOnly))
    expect(eventsPolicy.can(member, 'open', { ...event, viewerIsMember: true })).toBe(true)
    expect(eventsPolicy.can({ ...member, role: 'admin' }, 'open', event)).toBe(true)
  })
})
