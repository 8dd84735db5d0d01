import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { registrationsPolicy } from './registrations.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const stranger = { ...member, id: 8 }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }
const mine = { userId: 7 }

describe('registrationsPolicy', () => {
  it('shows a registration to its candidate and to staff; anyone else does not find it', () => {
    expect(registrationsPolicy.verdict(member, 'read', mine)).toBe(true)
    expect(registrationsPolicy.verdict(admin, 'read', mine)).toBe(true)
    expect(registrationsPolicy.verdict(stranger, 'read', mine)).toEqual(hidden())
  })

  it('lets only the candidate fill the wizard', () => {
    expect(registrationsPolicy.verdict(member, 'fill', mine)).toBe(true)
    expect(registrationsPolicy.verdict(admin, 'fill', mine)).toEqual(hidden())
    expect(registrationsPolicy.verdict(stranger, 'fill', mine)).toEqual(hidden())
  })

  it('lets the candidate and staff manage documents and delete; nobody else', () => {
    for (const action of ['manageDocuments', 'delete'] as const) {
      expect(registrationsPolicy.verdict(member, action, mine)).toBe(true)
      expect(registrationsPolicy.verdict(admin, action, mine)).toBe(true)
      expect(registrationsPolicy.verdict(stranger, action, mine)).toEqual(hidden())
    }
  })

  it('leaves reviews to staff', () => {
    expect(registrationsPolicy.verdict(admin, 'review', mine)).toBe(true)
    expect(registrationsPolicy.verdict(member, 'review', mine)).toEqual(hidden())
  })

  it('answers a missing registration as one the actor may not see', () => {
    expect(() => registrationsPolicy.authorize(admin, 'read', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })
})
