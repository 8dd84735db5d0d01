import type { Cart, PayResult } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo'
import { createTestApp, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.database.db)
})
afterAll(async () => {
  await t.close()
})

describe('the demo', () => {
  it('professional@ pays the Symposium in her cart with her saved card', async () => {
    const client = t.client()
    await client.login('professional@example.org', DEMO_PASSWORD)
    const cart = (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()
    expect(cart.items.map((item) => item.name)).toEqual(['AFCPE® Symposium'])
    expect(cart.savedCard).toEqual({ brand: 'visa', last4: '4242' })
    const response = await client.request({
      method: 'POST',
      url: '/api/cart/pay',
      payload: { paymentMethodType: 'existing' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<PayResult>().transactionId).toEqual(expect.any(Number))
    expect((await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>().items).toEqual([])
  })
})
