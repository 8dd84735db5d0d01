import { DirectoryMessages as M } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { refused } from '../../platform/policy'
import { canMessage, directoryPolicy, messageRefusal } from './directory.policy'

describe('directory message policy', () => {
  it('lets a member message another member', () => {
    expect(messageRefusal({ id: 1, impersonatorId: null }, 2)).toBeNull()
    expect(canMessage({ id: 1, impersonatorId: null }, 2)).toBe(true)
  })

  it('refuses a message to oneself', () => {
    expect(messageRefusal({ id: 1, impersonatorId: null }, 1)).toBe(M.cannotMessageSelf)
  })

  it('refuses a message written by an admin impersonating the sender', () => {
    expect(messageRefusal({ id: 1, impersonatorId: 9 }, 2)).toBe(M.cannotMessageWhileImpersonating)
    expect(canMessage({ id: 1, impersonatorId: 9 }, 2)).toBe(false)
  })
})

describe('directoryPolicy', () => {
  const member = { id: 1, role: 'member' as const, impersonatorId: null }
  it('answers the refusal as a 403 with its reason', () => {
    expect(directoryPolicy.verdict(member, 'message', { id: 2 })).toBe(true)
    expect(directoryPolicy.verdict(member, 'message', { id: 1 })).toEqual(refused(M.cannotMessageSelf))
    expect(directoryPolicy.can({ ...member, impersonatorId: 9 }, 'message', { id: 2 })).toBe(false)
  })
})
