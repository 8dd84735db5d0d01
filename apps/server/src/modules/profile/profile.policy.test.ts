import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { canSeeAvatar, profilePolicy } from './profile.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('canSeeAvatar', () => {
  it('lets the owner see their own photo, listed or not', () => {
    expect(canSeeAvatar(member, 7, false)).toBe(true)
  })
  it('lets staff see any photo', () => {
    expect(canSeeAvatar(admin, 7, false)).toBe(true)
  })
  it('lets another member see the photo of a listed member only', () => {
    expect(canSeeAvatar(member, 8, true)).toBe(true)
    expect(canSeeAvatar(member, 8, false)).toBe(false)
  })
})

describe('profilePolicy', () => {
  it('lets a person change only their own addresses; anyone else, staff included, does not find them', () => {
    expect(profilePolicy.verdict(member, 'changeAddress', { userId: 7 })).toBe(true)
    expect(profilePolicy.verdict(member, 'changeAddress', { userId: 8 })).toEqual(hidden())
    expect(profilePolicy.verdict(admin, 'changeAddress', { userId: 7 })).toEqual(hidden())
  })
  it('hides a photo from whoever may not see it', () => {
    expect(profilePolicy.can(member, 'seeAvatar', { userId: 8, isOwnerListed: true })).toBe(true)
    expect(profilePolicy.verdict(member, 'seeAvatar', { userId: 8, isOwnerListed: false })).toEqual(hidden())
    expect(profilePolicy.can(admin, 'seeAvatar', { userId: 8, isOwnerListed: false })).toBe(true)
  })
})
