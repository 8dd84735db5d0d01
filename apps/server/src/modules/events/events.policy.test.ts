import { describe, expect, it } from 'vitest'
import { canOpenEvent, type EventViewer } from './events.policy'

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
