import { describe, expect, it } from 'vitest'
import { hidden } from '../../platform/policy'
import { paymentsPolicy } from './payments.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }
const admin = { id: 1, role: 'admin' as const, impersonatorId: null }

describe('paymentsPolicy', () => {
  it('shows a receipt to its payer and to staff; anyone else does not find it', () => {
    expect(paymentsPolicy.verdict(member, 'readReceipt', { payer: { id: 7 } })).toBe(true)
    expect(paymentsPolicy.verdict(admin, 'readReceipt', { payer: { id: 7 } })).toBe(true)
    expect(paymentsPolicy.verdict(member, 'readReceipt', { payer: { id: 8 } })).toEqual(hidden())
  })

  it("answers a missing receipt as one that is not the actor's", () => {
    expect(() => paymentsPolicy.authorize(member, 'readReceipt', null)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    )
  })

  it("shows a user's history to them and to staff in admin mode", () => {
    expect(paymentsPolicy.can(member, 'readHistory', { userId: 7 })).toBe(true)
    expect(paymentsPolicy.can(admin, 'readHistory', { userId: 7 })).toBe(true)
    expect(paymentsPolicy.verdict(member, 'readHistory', { userId: 8 })).toEqual(hidden())
  })

  it('lets only the user manage their card on file', () => {
    expect(paymentsPolicy.can(member, 'manageCard', { userId: 7 })).toBe(true)
    expect(paymentsPolicy.verdict(admin, 'manageCard', { userId: 7 })).toEqual(hidden())
  })
})
