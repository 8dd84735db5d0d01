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
