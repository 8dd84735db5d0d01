/**
 * The API client's one path for JSON and multipart forms: the CSRF header, the one retry after a
 * stale token (419) and the error envelope, with fetch and the cookie jar replaced.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { membershipRoutes, profileRoutes } from '@portal/contracts'
import { api } from './api'
import { ApiError } from './errors'

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

let sent: Sent[]
let answers: Array<{ status: number; body: unknown; setToken?: string }>
const jar = { cookie: 'XSRF-TOKEN=first-token' }

beforeEach(() => {
  sent = []
  answers = []
  jar.cookie = 'XSRF-TOKEN=first-token'
  vi.stubGlobal('document', jar)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body })
      const answer = answers.shift() ?? { status: 200, body: {} }
      if (answer.setToken) jar.cookie = `XSRF-TOKEN=${answer.setToken}`
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api() with a multipart form', () => {
  it('sends the form as it is, with the CSRF header and no content type (the browser sets the boundary)', async () => {
    const form = new FormData()
    form.append('membershipId', '1')
    answers.push({ status: 200, body: { latestMembershipRequest: { id: 5 } } })
    const result = await api(membershipRoutes.addMembership, { form })
    expect(result).toEqual({ latestMembershipRequest: { id: 5 } })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toBe(form)
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'first-token' })
  })

  it('retries once with the new token after a 419, sending the same form again', async () => {
    const form = new FormData()
    answers.push({ status: 419, body: { message: 'expired', code: 'csrf_failed' }, setToken: 'second-token' })
    answers.push({ status: 200, body: { id: 1 } })
    await api(profileRoutes.uploadAvatar, { form })
    expect(sent.map((request) => request.headers['X-XSRF-TOKEN'])).toEqual(['first-token', 'second-token'])
    expect(sent[1]?.body).toBe(form)
  })

  it('throws the error envelope with its field errors', async () => {
    answers.push({
      status: 422,
      body: { message: 'Please correct the highlighted fields.', code: 'validation_failed', errors: { media: ['x'] } },
    })
    const failure = await api(membershipRoutes.addMembership, { form: new FormData() }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(422)
    expect((failure as ApiError).body.errors).toEqual({ media: ['x'] })
  })
})

describe('api() with JSON', () => {
  it('sends JSON with its content type and the CSRF header', async () => {
    answers.push({ status: 200, body: { ok: true } })
    await api(profileRoutes.changeEmail, { body: { email: 'a@example.org', currentPassword: 'x' } })
    expect(sent[0]?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'first-token',
    })
    expect(sent[0]?.body).toBe(JSON.stringify({ email: 'a@example.org', currentPassword: 'x' }))
  })
})
