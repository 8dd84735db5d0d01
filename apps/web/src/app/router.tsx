/** The router, built from WEB_ROUTES: each route's access picks its guard and frame. */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router'
import { WEB_ROUTES, type WebRoute } from '@portal/contracts'
import { ComingSoon } from '../components/ComingSoon'
import { PageViewTracker } from '../features/system/PageViewTracker'
import { usePageTitle } from '../components/use-page-title'
import { PublicLayout, RequireAdmin, RequireMember, SessionGate, VisitorOnly } from './RouteGuards'
import { ShellLayout } from './layouts/ShellLayout'
import { VisitorLayout } from './layouts/VisitorLayout'
import { NotFoundPage, RouteErrorPage } from './StatusPages'
import { routesByAccess, screenTableProblems } from './route-table'
import { SCREENS } from './screens'

const problems = screenTableProblems(WEB_ROUTES, Object.keys(SCREENS))
if (problems.length > 0) throw new Error(`The screen table does not match WEB_ROUTES:\n${problems.join('\n')}`)

function RoutePage({ route }: { route: WebRoute }) {
  usePageTitle(route.title)
  const Screen = route.status === 'ready' ? SCREENS[route.path] : undefined
  return Screen ? <Screen /> : <ComingSoon title={route.title} />
}

const toRouteObject = (route: WebRoute): RouteObject => ({ path: route.path, element: <RoutePage route={route} /> })

const byAccess = routesByAccess(WEB_ROUTES)

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <PageViewTracker />
        <SessionGate />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <VisitorOnly />,
        children: [{ element: <VisitorLayout />, children: byAccess.visitor.map(toRouteObject) }],
      },
      { element: <PublicLayout />, children: byAccess.public.map(toRouteObject) },
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
                  ...byAccess.admin.map(toRouteObject),
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

export const router = createBrowserRouter(routes)
