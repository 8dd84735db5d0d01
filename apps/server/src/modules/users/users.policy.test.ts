import { describe, expect, it } from 'vitest'
import { subjectOf } from '../../platform/policy'
import { usersPolicy } from './users.policy'

const admin = { id: 1, role: 'admin' as const, impersonatorId: null }
const member = { id: 2, role: 'member' as const, impersonatorId: null }

describe('usersPolicy', () => {
  it('lets staff manage a user and hides users from anyone else, and an account merged into another', () => {
    expect(usersPolicy.verdict(admin, 'manage', { mergedIntoId: null })).toBe(true)
    expect(usersPolicy.verdict(member, 'manage', { mergedIntoId: null })).toEqual({ status: 404 })
    expect(usersPolicy.verdict(admin, 'manage', { mergedIntoId: 3 })).toEqual({ status: 404 })
  })

  it("edits a flag or a note only under its own user's route", () => {
    const flag = { userId: 2 }
    expect(usersPolicy.verdict(admin, 'edit', { record: flag, subject: subjectOf(admin, 2) })).toBe(true)
    expect(usersPolicy.verdict(admin, 'edit', { record: flag, subject: subjectOf(admin, 3) })).toEqual({ status: 404 })
    expect(usersPolicy.verdict(member, 'edit', { record: flag, subject: subjectOf(member, 2) })).toEqual({
      status: 404,
    })
  })
})
