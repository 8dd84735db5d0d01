import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { experiencesPolicy, isEditableBy, needsVerifiedBox } from './experiences.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...member, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }
const mine = { userId: 7 }

describe('experiencesPolicy', () => {
  it('shows and changes entries for their candidate and staff; anyone else does not find them', () => {
    for (const action of ['read', 'change'] as const) {
      expect(experiencesPolicy.verdict(member, action, mine)).toBe(true)
      expect(experiencesPolicy.verdict(admin, action, mine)).toBe(true)
      expect(experiencesPolicy.verdict(stranger, action, mine)).toEqual(hidden())
    }
  })

  it('leaves decisions and validations to staff', () => {
    expect(experiencesPolicy.verdict(admin, 'review', mine)).toBe(true)
    expect(experiencesPolicy.verdict(member, 'review', mine)).toEqual(hidden())
  })

  it('answers a missing entry as one the actor may not see', () => {
    expect(() => experiencesPolicy.authorize(admin, 'read', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })

  it('lets members edit until approved while they may log; staff always', () => {
    expect(isEditableBy(member, { approved: null }, true)).toBe(true)
    expect(isEditableBy(member, { approved: false }, true)).toBe(true)
    expect(isEditableBy(member, { approved: true }, true)).toBe(false)
    expect(isEditableBy(member, { approved: null }, false)).toBe(false)
    expect(isEditableBy(admin, { approved: true }, false)).toBe(true)
  })

  it('asks members, not staff, to tick the verification box', () => {
    expect(needsVerifiedBox(member)).toBe(true)
    expect(needsVerifiedBox({ ...member, impersonatorId: 1 })).toBe(true)
    expect(needsVerifiedBox(admin)).toBe(false)
  })
})
