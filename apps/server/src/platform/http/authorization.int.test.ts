import { apiRoutes } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MATRIX } from '../../../test/authorization-matrix'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** Swagger UI serves many static files under /api/docs; they share one entry. */
const keyOf = (method: string, url: string) => (url.startsWith('/api/docs') ? 'GET /api/docs/*' : `${method} ${url}`)

const apiRouteKeys = () => [
  ...new Set(t.routes.filter((r) => r.url.startsWith('/api')).map((r) => keyOf(r.method, r.url))),
]

describe('authorization matrix', () => {
  it('has an entry for every API route the app serves, and no stale entries', () => {
    const served = apiRouteKeys()
    expect(served.filter((key) => !(key in API_MATRIX))).toEqual([])
    expect(Object.keys(API_MATRIX).filter((key) => !served.includes(key))).toEqual([])
  })

  it('implements every route declared in the contracts, with the declared access', () => {
    for (const contract of Object.values(apiRoutes)) {
      const key = `${contract.method} ${contract.path}`
      expect(API_MATRIX[key], key).toBe(contract.access)
      expect(t.routes.find((r) => `${r.method} ${r.url}` === key)?.access, key).toBe(contract.access)
    }
  })

  const call = (client: TestClient, method: string, url: string) => {
    const path = url.replace(/:\w+/g, '1').replace('/*', '/')
    return client.request({ method: method as 'GET', url: path, ...(method === 'GET' ? {} : { payload: {} }) })
  }

  it.each(Object.entries(API_MATRIX))('%s is allowed as %s and refused for everyone else', async (key, expectation) => {
    const [method = 'GET', url = '/'] = key.split(' ')
    const visitor = await call(t.client(), method, url)
    const member = await call((await signedIn(t, 'member')).client, method, url)
    const admin = await call((await signedIn(t, 'admin')).client, method, url)
    const refused = (status: number) => status === 401 || status === 403
    if (expectation === 'admin') {
      expect(visitor.statusCode).toBe(401)
      expect(member.statusCode).toBe(403)
      expect(refused(admin.statusCode)).toBe(false)
    } else if (expectation === 'member') {
      expect(visitor.statusCode).toBe(401)
      expect(refused(member.statusCode)).toBe(false)
      expect(refused(admin.statusCode)).toBe(false)
    } else {
      for (const response of [visitor, member, admin]) expect(refused(response.statusCode)).toBe(false)
    }
    for (const response of [visitor, member, admin]) expect(response.statusCode).toBeLessThan(500)
  })
})
