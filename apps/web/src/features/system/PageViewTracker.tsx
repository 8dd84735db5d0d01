import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { noAnalytics, startAnalytics, type Analytics } from '../../lib/analytics'
import { useRuntimeConfig } from '../../lib/runtime-config'

let analytics: Analytics | undefined

/** The page's analytics: started on first use when the runtime config names a measurement id. */
export function useAnalytics(): Analytics {
  const { analytics: settings } = useRuntimeConfig()
  if (!settings) return noAnalytics
  analytics ??= startAnalytics(settings.measurementId)
  return analytics
}

/** Sends one page view per route change (not per render, and not twice for the same location). */
export function PageViewTracker() {
  const location = useLocation()
  const tracker = useAnalytics()
  const lastSent = useRef<string | null>(null)
  const path = `${location.pathname}${location.search}`
  useEffect(() => {
    if (lastSent.current === path) return
    lastSent.current = path
    // Deferred so the route's own effect has set the document title first.
    const timer = setTimeout(() => tracker.pageView(path, document.title), 0)
    return () => clearTimeout(timer)
  }, [path, tracker])
  return null
}
