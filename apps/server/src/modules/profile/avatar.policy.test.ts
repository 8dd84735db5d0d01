import { describe, expect, it } from 'vitest'
import { canSeeAvatar } from './avatar.policy'

const member = { id: 7, role: 'member' as const }
const admin = { id: 1, role: 'admin' as const }

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
