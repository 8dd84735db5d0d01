import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { ceusPolicy, isEditableBy, needsVerifiedBox } from './ceus.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...member, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }
const mine = { userId: 7 }

describe('ceusPolicy', () => {
  it('shows and changes CEUs for their member and staff; anyone else does not find them', () => {
    for (const action of ['read', 'change'] as const) {
      expect(ceusPolicy.verdict(member, action, mine)).toBe(true)
      expect(ceusPolicy.verdict(admin, action, mine)).toBe(true)
      expect(ceusPolicy.verdict(stranger, action, mine)).toEqual(hidden())
    }
  })

  it('leaves the lists and decisions to staff', () => {
    expect(ceusPolicy.verdict(admin, 'review')).toBe(true)
    expect(ceusPolicy.verdict(member, 'review')).toEqual(hidden())
  })

  it('answers a missing CEU as one the actor may not see', () => {
    expect(() => ceusPolicy.authorize(admin, 'read', undefined)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })

  it('lets members change a CEU until it is approved; staff always', () => {
    for (const status of ['pending', 'rejected', 'more_info_requested']) {
      expect(isEditableBy(member, { status })).toBe(true)
    }
    expect(isEditableBy(member, { status: 'approved' })).toBe(false)
    expect(isEditableBy(admin, { status: 'approved' })).toBe(true)
  })

  it('asks members, not staff, to tick the verified box', () => {
    expect(needsVerifiedBox(member)).toBe(true)
    expect(needsVerifiedBox(admin)).toBe(false)
  })
})
