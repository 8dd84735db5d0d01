import { describe, expect, it } from 'vitest'
import { SignatureError, signPayload, verifyPayload } from './signed-payload'

const SECRET = 'whsec_test_secret'
const body = Buffer.from('{"id":"evt_1"}')

describe('signed payloads', () => {
  it('accepts its own signature over the exact bytes', () => {
    expect(() => verifyPayload(SECRET, body, signPayload(SECRET, body))).not.toThrow()
  })

  it('refuses a missing, altered, foreign or stale signature', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const signature = signPayload(SECRET, body, now)
    expect(() => verifyPayload(SECRET, body, undefined, now)).toThrow(SignatureError)
    expect(() => verifyPayload(SECRET, Buffer.from('{"id":"evt_2"}'), signature, now)).toThrow(SignatureError)
    expect(() => verifyPayload('another-secret', body, signature, now)).toThrow(SignatureError)
    expect(() => verifyPayload(SECRET, body, 't=abc,v1=00', now)).toThrow(SignatureError)
    expect(() => verifyPayload(SECRET, body, signature, new Date(now.getTime() + 301_000))).toThrow(SignatureError)
    expect(() => verifyPayload(SECRET, body, signature.replace(/v1=\w+/, 'v1=zz'), now)).toThrow(SignatureError)
  })
})
