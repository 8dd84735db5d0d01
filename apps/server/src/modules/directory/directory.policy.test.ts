import { DirectoryMessages as M } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { canMessage, messageRefusal } from './directory.policy'

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
