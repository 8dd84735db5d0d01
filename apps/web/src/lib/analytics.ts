/**
 * Web analytics (spec 1 §1): only when the runtime config names a measurement id. Then it loads
 * Google Analytics 4 once and sends one page view per route change. Every argument is redacted
 * first: anything that looks like an e-mail address never leaves the page.
 */

const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi
export const REDACTED_EMAIL = '[redacted email]'

/** Replaces e-mail addresses (also URL-encoded ones) in strings, arrays and plain objects. */
export function redactEmails<T>(value: T): T {
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED_EMAIL) as T
  if (Array.isArray(value)) return value.map((item: unknown) => redactEmails(item)) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactEmails(item)])) as T
  }
  return value
}

export interface Analytics {
  pageView(path: string, title: string): void
  event(name: string, params?: Record<string, unknown>): void
}

type Gtag = (...args: unknown[]) => void
interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
}

/** Sends nothing: used when no measurement id is configured. */
export const noAnalytics: Analytics = { pageView: () => undefined, event: () => undefined }

/**
 * Starts Google Analytics 4. Hits go through `window.dataLayer`, which the loader script reads;
 * automatic page views are off because the router reports each route change itself.
 */
export function startAnalytics(measurementId: string, target: Window = window): Analytics {
  const win = target as Window & AnalyticsWindow
  win.dataLayer = win.dataLayer ?? []
  // gtag.js reads each entry as an `arguments` object, so the redacted values are pushed as one.
  function push(this: void) {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer?.push(arguments)
  }
  const gtag: Gtag = (...args) => {
    ;(push as (...values: unknown[]) => void)(...redactEmails(args))
  }
  win.gtag = gtag
  const script = target.document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  target.document.head.appendChild(script)
  gtag('js', new Date())
  gtag('config', measurementId, { send_page_view: false })
  return {
    pageView(path, title) {
      gtag('event', 'page_view', { page_path: path, page_location: target.location.origin + path, page_title: title })
    },
    event(name, params = {}) {
      gtag('event', name, params)
    },
  }
}
