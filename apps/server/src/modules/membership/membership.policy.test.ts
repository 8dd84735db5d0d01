import { describe, expect, it } from 'vitest'
import { hidden, onScreen } from '../../platform/policy'
import { membershipPolicy } from './membership.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...member, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('membershipPolicy', () => {
  it("shows a request's file to its owner and to staff; anyone else does not find it", () => {
    expect(membershipPolicy.verdict(member, 'readFile', { userId: 7 })).toBe(true)
    expect(membershipPolicy.verdict(admin, 'readFile', { userId: 7 })).toBe(true)
    expect(membershipPolicy.verdict(stranger, 'readFile', { userId: 7 })).toEqual(hidden())
  })

  it('lets staff review a request only once it has left the cart', () => {
    expect(membershipPolicy.verdict(admin, 'review', { status: 'pending' })).toBe(true)
    expect(membershipPolicy.verdict(admin, 'review', { status: 'approved' })).toBe(true)
    expect(membershipPolicy.verdict(admin, 'review', { status: 'cart' })).toEqual(hidden())
    expect(membershipPolicy.verdict(member, 'review', { status: 'pending' })).toEqual(hidden())
  })

  it('answers a missing request as one the actor may not see', () => {
    expect(() => membershipPolicy.authorize(admin, 'review', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })

  it("reads a user's records for them and for staff in admin mode; only staff change them", () => {
    expect(membershipPolicy.can(member, 'readRecords', { userId: 7 })).toBe(true)
    expect(membershipPolicy.can(admin, 'readRecords', { userId: 7 })).toBe(true)
    expect(membershipPolicy.can(stranger, 'readRecords', { userId: 7 })).toBe(false)
    expect(membershipPolicy.can(admin, 'manageRecords', { userId: 7 })).toBe(true)
    expect(membershipPolicy.verdict(member, 'manageRecords', { userId: 7 })).toEqual(hidden())
  })

  it("does not find another user's record under this user's screen", () => {
    const record = { id: 3, userId: 7 }
    expect(membershipPolicy.can(admin, 'editRecord', { record, subject: { userId: 7 } })).toBe(true)
    expect(membershipPolicy.verdict(admin, 'editRecord', { record, subject: { userId: 8 } })).toEqual(hidden())
    expect(membershipPolicy.verdict(member, 'editRecord', { record, subject: { userId: 7 } })).toEqual(hidden())
    expect(onScreen(null, { userId: 7 })).toBeNull()
  })
})
