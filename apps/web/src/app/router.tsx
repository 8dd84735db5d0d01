/**
 * The routes, built from WEB_ROUTES: each route's access picks its guard and frame. Declarative
 * routing (useRoutes in a BrowserRouter): the app loads no data through the router, and the data
 * router's code was a sixth of the JavaScript every page starts with.
 */
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router'
import { WEB_ROUTES, type WebRoute } from '@portal/contracts'
import { ComingSoon } from '../components/ComingSoon'
import { PageViewTracker } from '../features/system'
import { usePageTitle } from '../components/use-page-title'
import { PublicLayout, RequireAdmin, RequireMember, SessionGate, ShellLayout, VisitorOnly } from './RouteGuards'
import { VisitorLayout } from './layouts/VisitorLayout'
import { NotFoundPage, RouteErrorBoundary } from './StatusPages'
import { ScrollRestoration } from './ScrollRestoration'
import { routesByAccess, screenDataProblems, screenTableProblems } from './route-table'
import { queryClient } from './query-client'
import { SCREEN_DATA, SCREENS } from './screens'
import { currentUserQuery } from '../lib/session'
import { PROFILE_ROOT } from '../lib/profile-tabs'
import { lazyComponent } from './lazy-component'
import { PROFILE_TABS } from './profile-tabs'

const problems = [
  ...screenTableProblems(WEB_ROUTES, Object.keys(SCREENS)),
  ...screenDataProblems(WEB_ROUTES, Object.keys(SCREEN_DATA)),
]
if (problems.length > 0) throw new Error(`The screen table does not match WEB_ROUTES:\n${problems.join('\n')}`)

function RoutePage({ route }: { route: WebRoute }) {
  usePageTitle(route.title)
  const Screen = route.status === 'ready' ? SCREENS[route.path] : undefined
  return Screen ? <Screen /> : <ComingSoon title={route.title} />
}

const toRouteObject = (route: WebRoute): RouteObject => ({ path: route.path, element: <RoutePage route={route} /> })

const byAccess = routesByAccess(WEB_ROUTES)

/** A user's profile and its tabs share one frame: the person's name, the Impersonate link, the tabs. */
const isProfileRoute = (route: WebRoute) => route.path === PROFILE_ROOT || route.path.startsWith(`${PROFILE_ROOT}/`)
const UserProfileLayout = lazyComponent(() => import('../features/users/UserProfileLayout'), 'UserProfileLayout')

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <PageViewTracker />
        <SessionGate />
      </>
    ),
    children: [
      {
        element: <VisitorOnly />,
        children: [{ element: <VisitorLayout />, children: byAccess.visitor.map(toRouteObject) }],
      },
      { element: <PublicLayout />, children: byAccess.public.filter((route) => !route.wide).map(toRouteObject) },
      { element: <PublicLayout wide />, children: byAccess.public.filter((route) => route.wide).map(toRouteObject) },
      {
        element: <RequireMember />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              ...byAccess.member.map(toRouteObject),
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/admin', element: <Navigate to="/admin/users" replace /> },
                  ...byAccess.admin.filter((route) => !isProfileRoute(route)).map(toRouteObject),
                  {
                    element: <UserProfileLayout tabs={PROFILE_TABS} />,
                    children: byAccess.admin.filter(isProfileRoute).map(toRouteObject),
                  },
                ],
              },
              // Unknown paths: signed-in people see Not Found; visitors are sent to log in (spec 1, 2.1).
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]

/**
 * The page being opened starts downloading at once, beside the config and session requests,
 * instead of after them; a member page also fetches the signed-in frame, and its first data
 * (SCREEN_DATA) once the session is known.
 */
function preloadScreenOf(pathname: string): void {
  const ready = WEB_ROUTES.filter((route) => route.status === 'ready')
  const route = matchRoutes(
    ready.map(({ path }) => ({ path })),
    pathname,
  )?.at(-1)?.route
  const opened = ready.find(({ path }) => path === route?.path)
  if (!opened) return
  // A failed download is not reported here: the screen asks again when it renders.
  SCREENS[opened.path]?.preload().catch(() => undefined)
  if (opened.access !== 'member' && opened.access !== 'admin') return
  ShellLayout.preload().catch(() => undefined)
  const prefetch = SCREEN_DATA[opened.path]
  // Only for someone signed in: a visitor's request would answer 401 and end a session they never had.
  if (prefetch) {
    void queryClient
      .fetchQuery(currentUserQuery)
      .then((user) => user && prefetch(queryClient))
      .catch(() => undefined)
  }
}

preloadScreenOf(window.location.pathname)

/** The screen of the current path; an error while drawing it shows the error page until the next navigation. */
export function AppRoutes() {
  const { pathname } = useLocation()
  const element = useRoutes(routes)
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </>
  )
}
