import { describe, expect, it } from 'vitest'
import { AuthMessages, ErrorCode, GenericMessages } from '@portal/contracts'
import { ApiError } from './errors'
import { hasPath, splitServerErrors } from './server-errors'

const fields = new Set(['email', 'password', 'address.state'])
const isField = (path: string) => fields.has(path)

describe('splitServerErrors', () => {
  it('puts each entry on its field and shows nothing else', () => {
    const error = new ApiError(422, {
      message: GenericMessages.validation,
      code: ErrorCode.validation,
      errors: { email: [AuthMessages.badCredentials], 'address.state': ['Required', 'Too long'] },
    })
    expect(splitServerErrors(error, isField)).toEqual({
      fieldErrors: [
        ['email', AuthMessages.badCredentials],
        ['address.state', 'Required Too long'],
      ],
      formMessages: [],
    })
  })

  it('shows the entries that match no field, not the summary message', () => {
    const error = new ApiError(422, {
      message: AuthMessages.resetInvalid,
      code: ErrorCode.validation,
      errors: { token: [AuthMessages.resetInvalid], password: ['Required'] },
    })
    expect(splitServerErrors(error, isField)).toEqual({
      fieldErrors: [['password', 'Required']],
      formMessages: [AuthMessages.resetInvalid],
    })
  })

  it('shows the message when the failure has no field entries (e.g. 429)', () => {
    const error = new ApiError(429, { message: AuthMessages.tooManyAttempts(5), code: ErrorCode.rateLimited })
    expect(splitServerErrors(error, isField)).toEqual({
      fieldErrors: [],
      formMessages: [AuthMessages.tooManyAttempts(5)],
    })
  })

  it('shows a generic message for anything that is not an API error', () => {
    expect(splitServerErrors(new Error('boom'), isField)).toEqual({
      fieldErrors: [],
      formMessages: [GenericMessages.internal],
    })
  })
})

describe('hasPath', () => {
  it('follows dotted paths through objects and arrays', () => {
    const values = { email: '', referral: undefined, address: { state: '' }, items: [{ name: '' }] }
    expect(hasPath(values, 'email')).toBe(true)
    expect(hasPath(values, 'referral')).toBe(true)
    expect(hasPath(values, 'address.state')).toBe(true)
    expect(hasPath(values, 'items.0.name')).toBe(true)
    expect(hasPath(values, 'token')).toBe(false)
    expect(hasPath(values, 'address.city')).toBe(false)
    expect(hasPath(undefined, 'email')).toBe(false)
  })
})
