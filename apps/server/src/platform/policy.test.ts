import { describe, expect, it } from 'vitest'
import {
  assertCan,
  definePolicy,
  hidden,
  isSubjects,
  onScreen,
  ownerOnly,
  ownerOrStaff,
  refused,
  staffOnly,
  subjectOf,
  when,
} from './policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('policy helpers', () => {
  it('answer true or the refusal', () => {
    expect(when(true, hidden())).toBe(true)
    expect(when(false, refused('No.'))).toEqual({ status: 403, message: 'No.' })
    expect(ownerOnly(member, 7)).toBe(true)
    expect(ownerOnly(admin, 7)).toEqual(hidden())
    expect(ownerOrStaff(admin, 7)).toBe(true)
    expect(ownerOrStaff(member, 8)).toEqual(hidden())
    expect(staffOnly(member)).toEqual(hidden())
  })

  it("name the subject: the actor, or in admin mode the route's user", () => {
    expect(subjectOf(member)).toEqual({ userId: 7 })
    expect(subjectOf(admin, 7)).toEqual({ userId: 7 })
    expect(isSubjects({ record: { userId: 7 }, subject: { userId: 7 } })).toBe(true)
    expect(isSubjects({ record: { userId: 8 }, subject: { userId: 7 } })).toBe(false)
    expect(onScreen(undefined, { userId: 7 })).toBeNull()
  })

  it('throw a hidden refusal as 404 and a refused one as 403 with its reason', () => {
    expect(() => assertCan(true)).not.toThrow()
    expect(() => assertCan(hidden(), 'Not here.')).toThrow(
      expect.objectContaining({ status: 404, message: 'Not here.' }),
    )
    expect(() => assertCan(refused('Members only.'))).toThrow(
      expect.objectContaining({ status: 403, message: 'Members only.' }),
    )
  })
})

describe('definePolicy', () => {
  const policy = definePolicy(
    {
      read: (actor, note: { userId: number }) => ownerOrStaff(actor, note.userId),
      shout: (actor) => when(actor.role === 'admin', refused('Staff only.')),
    },
    { notFound: 'No such note.' },
  )

  it('answers the verdict, whether the actor can, and the record when authorized', () => {
    expect(policy.verdict(member, 'read', { userId: 7 })).toBe(true)
    expect(policy.can(member, 'read', { userId: 8 })).toBe(false)
    const note = { id: 3, userId: 7 }
    expect(policy.authorize(member, 'read', note)).toBe(note)
    expect(() => policy.assert(member, 'shout')).toThrow(expect.objectContaining({ status: 403 }))
  })

  it("answers a missing record as one that is not the actor's, with the policy's message", () => {
    expect(() => policy.authorize(member, 'read', null)).toThrow(
      expect.objectContaining({ status: 404, message: 'No such note.' }),
    )
    expect(() => policy.authorize(member, 'read', { userId: 8 })).toThrow(
      expect.objectContaining({ status: 404, message: 'No such note.' }),
    )
  })
})
