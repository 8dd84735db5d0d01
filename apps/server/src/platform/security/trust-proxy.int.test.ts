/**
 * Behind a load balancer the rate limits count the client's address as the balancer reports it
 * (TRUST_PROXY naming the balancer's addresses or networks): a client cannot dodge them by sending
 * another X-Forwarded-For each time, and two clients behind the balancer are not counted as one.
 */
import path from 'node:path'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { LOGIN_LIMITS } from '../../modules/auth/auth.service'
import { createTestApp, createUser, DEFAULT_PASSWORD, TEST_CONFIG, type TestApp } from '../../../test/harness'

/** What an operator sets: TRUST_PROXY read as the portal reads it at start. */
const trustProxy = (value: string) =>
  loadConfig({ TRUST_PROXY: value, APP_SECRET: TEST_CONFIG.appSecret, DATA_DIR: path.join(tmpdir(), 'portal-proxy') })
    .trustProxy

const BALANCER = '10.0.0.5'
let counter = 0
/** An address a client makes up for its X-Forwarded-For, another each time. */
const madeUp = () => `198.51.100.${(counter++ % 250) + 1}`

describe.each([
  ['the balancer’s address', '10.0.0.5'],
  ['the private networks, listed', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16'],
])('TRUST_PROXY naming %s', (_, setting) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: trustProxy(setting) } })
  })
  afterAll(async () => {
    await t?.close()
  })

  /**
   * A sign-in through the balancer: the client sends an X-Forwarded-For of its choosing, and the
   * balancer appends the address the client connected from.
   */
  const signIn = (client: ReturnType<TestApp['client']>, from: string, email: string, password: string) =>
    client.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': `${madeUp()}, ${from}` },
    })

  it('limits wrong passwords by the client’s address, whatever X-Forwarded-For it sends', async () => {
    const user = await createUser(t)
    const guesser = t.client({ ip: BALANCER })
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await signIn(guesser, '203.0.113.7', user.email, `wrong-${i}-password`)).statusCode).toBe(422)
    }
    expect((await signIn(guesser, '203.0.113.7', user.email, DEFAULT_PASSWORD)).statusCode).toBe(429)

    // The owner, behind the same balancer from another address, is not counted with the guesser.
    const owner = t.client({ ip: BALANCER })
    expect((await signIn(owner, '203.0.113.8', user.email, DEFAULT_PASSWORD)).statusCode).toBe(200)
  })

  it('counts a client that reaches the portal directly by its own address, ignoring its X-Forwarded-For', async () => {
    const user = await createUser(t)
    const direct = t.client({ ip: '192.0.2.44' })
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const response = await direct.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: `wrong-${i}-password` },
        headers: { 'x-forwarded-for': madeUp() },
      })
      expect(response.statusCode).toBe(422)
    }
    const blocked = await direct.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      headers: { 'x-forwarded-for': madeUp() },
    })
    expect(blocked.statusCode).toBe(429)
  })
})
