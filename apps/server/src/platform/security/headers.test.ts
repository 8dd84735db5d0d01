import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './headers'

describe('securityHeaders', () => {
  const policy = contentSecurityPolicy({ captchaProvider: 'altcha', analytics: false })

  it("records Helmet's headers once, with the portal's policy", () => {
    const headers = securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: policy } })
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true)
  })

  it('leaves out what the options turn off', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: policy },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    })
    expect(headers).not.toHaveProperty('strict-transport-security')
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy')
  })
})
