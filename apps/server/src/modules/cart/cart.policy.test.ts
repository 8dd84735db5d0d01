import { CartMessages as M } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { hidden, refused } from '../../platform/policy'
import { cartPolicy } from './cart.policy'

const member = { id: 7, role: 'member' as const, impersonatorId: null }

describe('cartPolicy', () => {
  it("lets a member change only their own cart's lines", () => {
    expect(cartPolicy.verdict(member, 'changeLine', { userId: 7 })).toBe(true)
    expect(cartPolicy.verdict(member, 'changeLine', { userId: 8 })).toEqual(hidden())
    expect(cartPolicy.verdict({ ...member, id: 1, role: 'admin' }, 'changeLine', { userId: 7 })).toEqual(hidden())
  })

  it("answers another's line, or a missing one, as no longer in the cart", () => {
    expect(() => cartPolicy.authorize(member, 'changeLine', { userId: 8 })).toThrow(M.itemGone)
    expect(() => cartPolicy.authorize(member, 'changeLine', null)).toThrow(M.itemGone)
  })

  it('offers the admin override only to an admin acting as the member', () => {
    expect(cartPolicy.verdict(member, 'payByOverride')).toEqual(refused(M.adminOnlyImpersonating))
    expect(cartPolicy.verdict({ ...member, impersonatorId: 1 }, 'payByOverride')).toBe(true)
  })
})
