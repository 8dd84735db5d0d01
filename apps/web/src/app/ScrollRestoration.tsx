/**
 * Scroll on navigation as a browser does between full pages (issue 25, item 14): a new page (a
 * link, a redirect) opens at its top, or at its `#hash`; Back and Forward reopen a page where it
 * was left. React Router's own ScrollRestoration needs its data router, which this app does not
 * use (router.tsx), so the same is done here with the location's key: each history entry keeps its
 * position (in sessionStorage too, so a reload or a return from another site finds it), and a page
 * reopened by Back whose screen is still loading is scrolled there once it is tall enough.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { keepToastsOfPage } from '../lib/toast'

const STORAGE_KEY = 'portal.scroll-positions'

/**
 * A page entered by its address (typed, or a link from another site) has no key in its history
 * entry, and React Router calls every such page 'default', so one typed page would reopen where
 * another was left. Called once before the router starts: the entry gets a key of its own (in the
 * router's format), and Back to it finds its position like any other page's.
 */
export function keyTheFirstHistoryEntry(): void {
  const state: unknown = window.history.state
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {}
  if (typeof current.key === 'string') return
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '')
}
/** How long a page reopened by Back may take to grow tall enough for its old position. */
const RESTORE_WAIT_MS = 5000
/** Positions kept: enough for any Back a person makes, bounded in sessionStorage. */
const MAX_POSITIONS = 100

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : [])
  } catch {
    return new Map()
  }
}

function storePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)))
  } catch {
    // A full or refused sessionStorage only loses the positions across a reload.
  }
}

/** Scrolls to `top` once the page is tall enough, unless the person scrolls first or leaves. */
function restoreWhenReachable(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top - 1
  if (reachable()) {
    window.scrollTo(0, top)
    return () => undefined
  }
  let isDone = false
  const stop = () => {
    if (isDone) return
    isDone = true
    observer.disconnect()
    clearTimeout(timer)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, stop)
  }
  const observer = new ResizeObserver(() => {
    if (!reachable()) return
    window.scrollTo(0, top)
    stop()
  })
  observer.observe(document.body)
  const timer = setTimeout(stop, RESTORE_WAIT_MS)
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) addEventListener(type, stop, { passive: true })
  return stop
}

export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Map<string, number> | null>(null)
  positions.current ??= readPositions()
  const currentKey = useRef(location.key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Read at once: by the next frame the page may already be the next one.
    const remember = () => positions.current?.set(currentKey.current, window.scrollY)
    const persist = () => {
      remember()
      if (positions.current) storePositions(positions.current)
    }
    addEventListener('scroll', remember, { passive: true })
    addEventListener('pagehide', persist)
    return () => {
      removeEventListener('scroll', remember)
      removeEventListener('pagehide', persist)
    }
  }, [])

  useLayoutEffect(() => {
    currentKey.current = location.key
    // The page the person is on now keeps its toasts; those of the page left behind close.
    keepToastsOfPage(location.key)
    if (navigationType === 'POP') {
      const saved = positions.current?.get(location.key)
      return restoreWhenReachable(saved ?? 0)
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
    return undefined
  }, [location.key, location.hash, navigationType])

  return null
}
