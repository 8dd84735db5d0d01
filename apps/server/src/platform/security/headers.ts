import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/** Google Analytics 4: its loader script, and where it sends hits. */
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com']
const ANALYTICS_HITS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/** Stripe.js and Elements (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SCRIPT = ['https://js.stripe.com']
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com']
const STRIPE_API = ['https://api.stripe.com']

/**
 * The Content-Security-Policy the web app runs under: scripts, workers and data only from
 * this origin. Mantine sets inline style attributes, hence 'unsafe-inline' for styles only.
 * reCAPTCHA, when configured, needs Google's script and frame; analytics, when configured, its
 * loader and hit endpoints; card payments, when a Stripe key is configured, Stripe.js, its
 * frames and API. Nothing third-party is allowed otherwise.
 */
export function contentSecurityPolicy(options: {
  captchaProvider: 'altcha' | 'recaptcha'
  analytics: boolean
  stripe?: boolean
}): Record<string, string[]> {
  const google = options.captchaProvider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : []
  const analyticsScript = options.analytics ? ANALYTICS_SCRIPT : []
  const analyticsHits = options.analytics ? ANALYTICS_HITS : []
  const stripeScript = options.stripe ? STRIPE_SCRIPT : []
  const frames = [...google, ...(options.stripe ? STRIPE_FRAMES : [])]
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google, ...analyticsScript, ...stripeScript],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analyticsHits],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analyticsHits, ...(options.stripe ? STRIPE_API : [])],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: frames.length ? frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/**
 * The security headers of every response (Helmet's set with the policy above), computed once:
 * Helmet's middleware is run against a recording response at start, and an onRequest hook then
 * copies the recorded headers onto each reply. (@fastify/helmet built the middleware, and parsed
 * the policy, again for every request: 3% of a request's time in the bench's profiles.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  return headers
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
