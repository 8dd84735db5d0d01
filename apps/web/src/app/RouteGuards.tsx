/**
 * Route guards, driven by each route's `access` in WEB_ROUTES. They react to the session query,
 * so a sign-in, a logout or an expired session (a 401 anywhere) moves the person at once.
 */
import { Suspense, useDeferredValue, useEffect, useRef } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { FullPageError, FullPageLoader } from '../components/FullPageStatus'
import { errorMessage } from '../lib/errors'
import { clearReferrer, readReferrer, rememberReferrer } from '../lib/referrer'
import { useCurrentUser } from '../lib/session'
import { lazyComponent } from './lazy-component'
import { VisitorLayout } from './layouts/VisitorLayout'
import { ForbiddenPage } from './StatusPages'

/** The signed-in frame (menus, notifications, profile card) is not part of the visitor pages' code. */
export const ShellLayout = lazyComponent(() => import('./layouts/ShellLayout'), 'ShellLayout')

/** Waits for GET /api/user once, so no guard has to decide on an unknown session. */
export function SessionGate() {
  const { data: user, error, refetch, isFetching } = useCurrentUser()
  // The screens mount once the session is known: deferred, React builds them in slices (a
  // transition) and the browser stays responsive meanwhile.
  const data = useDeferredValue(user)
  if (data !== undefined) {
    return (
      // Until the signed-in frame has loaded; the screens then wait inside their frame.
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    )
  }
  if (error)
    return <FullPageError message={errorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
  return <FullPageLoader />
}

/** Sends a visitor to /login, remembering where they were going. */
function RedirectToLogin() {
  const { pathname, search } = useLocation()
  const hasRemembered = useRef(false)
  useEffect(() => {
    // Once per mount, also under StrictMode's repeated effects.
    if (hasRemembered.current) return
    hasRemembered.current = true
    rememberReferrer(pathname, search)
  }, [pathname, search])
  return <Navigate to="/login" replace />
}

/** After sign-in (or a signed-in visit to a visitor page): the remembered page, else the dashboard. */
function RedirectSignedIn() {
  const target = readReferrer() ?? '/'
  useEffect(() => clearReferrer(), [])
  return <Navigate to={target} replace />
}

export function VisitorOnly() {
  const { data: user } = useCurrentUser()
  return user ? <RedirectSignedIn /> : <Outlet />
}

export function RequireMember() {
  const { data: user } = useCurrentUser()
  return user ? <Outlet /> : <RedirectToLogin />
}

export function RequireAdmin() {
  const { data: user } = useCurrentUser()
  return user?.role === 'admin' ? <Outlet /> : <ForbiddenPage />
}

/** Public pages (the study module form) open for everyone, in the frame that fits the person. */
/** `wide`: the page's width for a visitor (WebRoute.wide), not the sign-in forms' narrow card. */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  const { data: user } = useCurrentUser()
  return user ? <ShellLayout /> : <VisitorLayout wide={wide} />
}
