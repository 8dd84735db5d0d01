/** Google Analytics 4: its loader script, and where it sends hits. */
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com']
const ANALYTICS_HITS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/**
 * The Content-Security-Policy the web app runs under: scripts, workers and data only from
 * this origin. Mantine sets inline style attributes, hence 'unsafe-inline' for styles only.
 * reCAPTCHA, when configured, needs Google's script and frame; analytics, when configured, its
 * loader and hit endpoints. Nothing third-party is allowed otherwise.
 */
export function contentSecurityPolicy(options: {
  captchaProvider: 'altcha' | 'recaptcha'
  analytics: boolean
}): Record<string, string[]> {
  const google = options.captchaProvider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : []
  const analyticsScript = options.analytics ? ANALYTICS_SCRIPT : []
  const analyticsHits = options.analytics ? ANALYTICS_HITS : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google, ...analyticsScript],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analyticsHits],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analyticsHits],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: google.length ? google : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}
