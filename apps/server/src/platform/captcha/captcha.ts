import type { CaptchaConfig } from '@portal/contracts'
import { createChallenge, randomInt } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify } from 'altcha-lib/frameworks/shared'
import { createHmac } from 'node:crypto'
import type { RateLimiter } from '../security/rate-limiter'

/** Proves a person (not a script) submitted a form. */
export interface Captcha {
  config: CaptchaConfig
  /** A new challenge for the self-hosted provider; undefined for hosted providers. */
  challenge?(): Promise<Record<string, unknown>>
  verify(token: string | undefined, ip: string): Promise<boolean>
}

const CHALLENGE_TTL_SECONDS = 10 * 60

/**
 * ALTCHA: a self-hosted proof-of-work challenge signed with the app secret. A solved payload is
 * accepted once (the used-id store is the shared rate-limit table) and expires after 10 minutes.
 */
export function altchaCaptcha(options: { secret: string; limiter: RateLimiter; cost?: number }): Captcha {
  const hmacSignatureSecret = createHmac('sha256', options.secret).update('altcha-signature').digest('hex')
  const hmacKeySignatureSecret = createHmac('sha256', options.secret).update('altcha-key').digest('hex')
  const cost = options.cost ?? 5_000
  return {
    config: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(1_000, 5_000),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      })
      return challenge as unknown as Record<string, unknown>
    },
    async verify(token) {
      if (!token) return false
      const store = {
        get: () => undefined,
        set: () => undefined,
        setIfAbsent: (key: string) => options.limiter.once(`altcha:${key}`, CHALLENGE_TTL_SECONDS * 2),
      }
      try {
        const result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store)
        return result.error === null
      } catch {
        return false
      }
    },
  }
}

/** Google reCAPTCHA v2, used when its keys are configured. */
export function recaptchaCaptcha(options: {
  siteKey: string
  secretKey: string
  fetch?: typeof fetch
  endpoint?: string
}): Captcha {
  const doFetch = options.fetch ?? fetch
  const endpoint = options.endpoint ?? 'https://www.google.com/recaptcha/api/siteverify'
  return {
    config: { provider: 'recaptcha', siteKey: options.siteKey },
    async verify(token, ip) {
      if (!token) return false
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secretKey, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(10_000),
        })
        const body = (await response.json()) as { success?: boolean }
        return body.success === true
      } catch {
        return false
      }
    },
  }
}
