import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { extensionsPolicy } from './extensions.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...member, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('extensionsPolicy', () => {
  it('lets members request extensions of their own programs only', () => {
    expect(extensionsPolicy.verdict(member, 'request', { userId: 7 })).toBe(true)
    expect(extensionsPolicy.verdict(stranger, 'request', { userId: 7 })).toEqual(hidden())
    expect(extensionsPolicy.verdict(admin, 'request', { userId: 7 })).toEqual(hidden())
    // Acting as the member (impersonation), staff request for them.
    expect(extensionsPolicy.verdict({ ...member, impersonatorId: 1 }, 'request', { userId: 7 })).toBe(true)
  })

  it('shows the queue to staff only', () => {
    expect(extensionsPolicy.verdict(admin, 'list')).toBe(true)
    expect(extensionsPolicy.verdict(member, 'list')).toEqual(hidden())
  })

  it('lets staff review a request only once it has left the cart', () => {
    const submitted = { submittedAt: new Date('2026-03-01T10:00:00Z') }
    expect(extensionsPolicy.verdict(admin, 'review', submitted)).toBe(true)
    expect(extensionsPolicy.verdict(admin, 'review', { submittedAt: null })).toEqual(hidden())
    expect(extensionsPolicy.verdict(member, 'review', submitted)).toEqual(hidden())
  })

  it('answers a missing request as one the actor may not see', () => {
    expect(() => extensionsPolicy.authorize(admin, 'review', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })
})
