import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('runtime configuration', () => {
  it('has no analytics, the sandbox payments and no banner by default, and a first-party-only CSP', async () => {
    t = await createTestApp()
    const response = await t.client().get('/api/config')
    expect(response.json()).toMatchObject({ analytics: null, payments: { publishableKey: null }, outOfOffice: null })
    expect(response.headers['cache-control']).toBe('no-store')
    const csp = String((await t.client().get('/api/health')).headers['content-security-policy'])
    expect(csp).not.toContain('googletagmanager')
    expect(csp).not.toContain('stripe')
    expect(csp).toContain("connect-src 'self';")
  })

  it('hands the page the analytics id, the publishable key and the banner dates, and lets analytics through the CSP', async () => {
    t = await createTestApp({
      config: {
        analyticsId: 'G-TEST12345',
        stripePublishableKey: 'pk_test_abc123',
        outOfOffice: { startsOn: '2026-12-24', endsOn: '2027-01-01', message: 'Closed for the holidays.' },
      },
    })
    expect((await t.client().get('/api/config')).json()).toMatchObject({
      analytics: { measurementId: 'G-TEST12345' },
      payments: { publishableKey: 'pk_test_abc123' },
      outOfOffice: { startsOn: '2026-12-24', endsOn: '2027-01-01', message: 'Closed for the holidays.' },
    })
    const csp = String((await t.client().get('/api/health')).headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://js.stripe.com;")
    expect(csp).toContain('https://*.google-analytics.com')
    // Stripe Elements: its script, its frames and its API.
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;')
    expect(csp).toContain('https://api.stripe.com')
  })
})
