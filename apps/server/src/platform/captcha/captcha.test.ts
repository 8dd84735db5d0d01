import { describe, expect, it } from 'vitest'
import { recaptchaCaptcha } from './captcha'

describe('reCAPTCHA adapter', () => {
  it("posts the token, secret and address to Google's siteverify and trusts only success: true", async () => {
    const calls: { url: string; body: string }[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) })
      const body = new URLSearchParams(String(init.body))
      return new Response(JSON.stringify({ success: body.get('response') === 'good-token' }))
    }) as unknown as typeof fetch
    const captcha = recaptchaCaptcha({ siteKey: 'site', secretKey: 'shh', fetch: fakeFetch })
    expect(captcha.config).toEqual({ provider: 'recaptcha', siteKey: 'site' })
    expect(await captcha.verify('good-token', '203.0.113.9')).toBe(true)
    expect(await captcha.verify('bad-token', '203.0.113.9')).toBe(false)
    expect(await captcha.verify(undefined, '203.0.113.9')).toBe(false)
    expect(calls[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      secret: 'shh',
      response: 'good-token',
      remoteip: '203.0.113.9',
    })
  })

  it('fails closed when Google cannot be reached', async () => {
    const failing = (async () => {
      throw new Error('offline')
    }) as unknown as typeof fetch
    expect(await recaptchaCaptcha({ siteKey: 's', secretKey: 'k', fetch: failing }).verify('t', '1.2.3.4')).toBe(false)
  })
})
