import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp, signedIn, uniqueEmail, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const countUsers = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]?.n

describe('bad input never causes a 500 and writes nothing', () => {
  it('answers malformed JSON with 400 and the envelope', async () => {
    const client = t.client()
    const before = await countUsers()
    const response = await client.request({
      method: 'POST',
      url: '/api/register',
      payload: '{"firstName": "Ann",',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'The request body is not valid JSON.' })
    expect(await countUsers()).toBe(before)
  })

  it('answers a body over 1 MB with 413', async () => {
    const client = t.client()
    const response = await client.request({
      method: 'POST',
      url: '/api/password/email',
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('payload_too_large')
  })

  it('answers wrong types with 422 on the field', async () => {
    const client = t.client()
    const response = await client.post('/api/login', { email: 42, password: ['x'], remember: 'yes' })
    expect(response.statusCode).toBe(422)
    const { errors } = response.json()
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'remember'])
  })

  it('answers a non-JSON content type with 415', async () => {
    const client = t.client()
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('unsupported_media_type')
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.client().get('/api/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'not_found' })
  })

  it('answers an out-of-range id with 422', async () => {
    const { client } = await signedIn(t, 'admin')
    const response = await client.get('/api/admin/mail/99999999999')
    expect(response.statusCode).toBe(422)
  })
})

describe('system endpoints', () => {
  it('reports health and readiness', async () => {
    expect((await t.client().get('/api/health')).json()).toEqual({ status: 'ok' })
    expect((await t.client().get('/api/ready')).json()).toEqual({ status: 'ready', database: 'ok' })
  })

  it('serves the runtime configuration with the ALTCHA captcha by default', async () => {
    const config = (await t.client().get('/api/config')).json()
    expect(config.captcha).toEqual({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' })
    expect(config.mailOutbox).toBe(false)
  })

  it('publishes an OpenAPI document generated from the contracts, and a docs page', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/admin/users', '/api/user']),
    )
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined()
    const page = await t.client().get('/api/docs')
    expect([200, 302]).toContain(page.statusCode)
  })

  it('sends security headers and a request id on every response', async () => {
    const response = await t.client().get('/api/health')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/)
  })

  it('keeps personal and staff answers out of every cache', async () => {
    const { client: member } = await signedIn(t)
    const { client: admin } = await signedIn(t, 'admin')
    for (const response of [
      await member.get('/api/user'),
      await member.get('/api/profile'),
      await member.get('/api/notifications'),
      await admin.get('/api/admin/users'),
      await member.get('/api/admin/users'),
      await t.client().get('/api/user'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })
})

describe('GET /api/admin/users', () => {
  it('pages, sorts and filters with whitelisted fields', async () => {
    const { client } = await signedIn(t, 'admin')
    const tag = `zq${Date.now()}`
    for (const first of ['Carla', 'Abe', 'Bea']) {
      await t.database.db.execute(
        sql`insert into users (first_name, last_name, email, password_hash) values (${first}, ${tag}, ${uniqueEmail(first)}, 'x')`,
      )
    }
    const page1 = (
      await client.get('/api/admin/users', { filter: `lastName,${tag}`, sort: 'firstName,asc', limit: '2', page: '1' })
    ).json()
    expect(page1.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Abe', 'Bea'])
    expect(page1.lastPage).toBe(2)
    expect(page1.total).toBe(3)
    expect(Object.keys(page1.data[0]).sort()).toEqual(['email', 'firstName', 'id', 'lastName'])
    const page2 = (
      await client.get('/api/admin/users', { filter: `lastName,${tag}`, sort: 'firstName,asc', limit: '2', page: '2' })
    ).json()
    expect(page2.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Carla'])
    const byEmail = (await client.get('/api/admin/users', { filter: [`lastName,${tag}`, 'email,bea-'] })).json()
    expect(byEmail.data).toHaveLength(1)
  })

  it('refuses unknown sort and filter fields on their own field', async () => {
    const { client } = await signedIn(t, 'admin')
    const response = await client.get('/api/admin/users', { sort: 'passwordHash,asc', filter: 'role,admin' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      filter: ['Cannot filter by "role".'],
      sort: ['Cannot sort by "passwordHash".'],
    })
  })

  it('treats filter text as text, not as a pattern', async () => {
    const { client } = await signedIn(t, 'admin')
    const response = await client.get('/api/admin/users', { filter: 'email,%' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([])
  })
})
