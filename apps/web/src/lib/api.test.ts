import { describe, expect, it } from 'vitest'
import { ErrorCode, GenericMessages } from '@portal/contracts'
import { readCookie } from './cookies'
import { ApiError, errorMessage, toErrorEnvelope } from './errors'
import { toQueryString } from './query-string'

describe('toQueryString', () => {
  it('repeats keys for list items, as every list expects its sort and filter', () => {
    expect(toQueryString({ limit: 50, page: 1, sort: ['lastName,asc'], filter: ['email,bob', 'firstName,Al'] })).toBe(
      '?limit=50&page=1&sort=lastName%2Casc&filter=email%2Cbob&filter=firstName%2CAl',
    )
  })

  it('leaves out empty values and answers an empty string for no query', () => {
    expect(toQueryString({ a: undefined, b: null, sort: [] })).toBe('')
    expect(toQueryString(undefined)).toBe('')
    expect(toQueryString({ referrer: '/cart?x=1' })).toBe('?referrer=%2Fcart%3Fx%3D1')
  })
})

describe('readCookie', () => {
  it('finds and decodes one cookie among others', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==')
    expect(readCookie('XSRF-TOKEN-OLD=x', 'XSRF-TOKEN')).toBeUndefined()
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined()
  })

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A')
  })
})

describe('toErrorEnvelope', () => {
  it('keeps a well-formed envelope', () => {
    const body = {
      message: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      errors: { email: ['Required'] },
    }
    expect(toErrorEnvelope(422, body)).toEqual(body)
  })

  it('falls back to a generic message and a code from the status for other bodies', () => {
    expect(toErrorEnvelope(502, '<html>Bad gateway</html>')).toEqual({
      message: GenericMessages.internal,
      code: ErrorCode.internal,
    })
    expect(toErrorEnvelope(429, { message: 'Slow down', code: 'something_new' })).toEqual({
      message: 'Slow down',
      code: ErrorCode.rateLimited,
    })
  })

  it('drops malformed field entries', () => {
    expect(
      toErrorEnvelope(422, { message: 'x', code: 'validation_failed', errors: { a: 'one', b: [1], c: ['ok'] } }),
    ).toEqual({ message: 'x', code: 'validation_failed', errors: { a: ['one'], c: ['ok'] } })
  })
})

describe('errorMessage', () => {
  it('shows the server message for API errors and a generic one otherwise', () => {
    expect(errorMessage(new ApiError(404, { message: 'Not found.', code: ErrorCode.notFound }))).toBe('Not found.')
    expect(errorMessage(new TypeError('x is undefined'))).toBe(GenericMessages.internal)
  })
})
