/**
 * The Content-Security-Policy the web app runs under: scripts, workers and data only from
 * this origin. Mantine sets inline style attributes, hence 'unsafe-inline' for styles only.
 * reCAPTCHA, when configured, needs Google's script and frame.
 */
export function contentSecurityPolicy(captchaProvider: 'altcha' | 'recaptcha'): Record<string, string[]> {
  const google = captchaProvider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: google.length ? google : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}
