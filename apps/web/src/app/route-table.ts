/** Pure checks on the screen table, so a route cannot silently render nothing. */
import type { ScreenAccess, WebRoute } from '@portal/contracts'

export function routesByAccess(routes: readonly WebRoute[]): Record<ScreenAccess, WebRoute[]> {
  const groups: Record<ScreenAccess, WebRoute[]> = { visitor: [], public: [], member: [], admin: [] }
  for (const route of routes) groups[route.access].push(route)
  return groups
}

/** Ready routes that have no screen, and screens that belong to no ready route. */
export function screenTableProblems(routes: readonly WebRoute[], screenPaths: readonly string[]): string[] {
  const ready = new Set(routes.filter((route) => route.status === 'ready').map((route) => route.path))
  const screens = new Set(screenPaths)
  return [
    ...[...ready].filter((path) => !screens.has(path)).map((path) => `Ready route ${path} has no screen.`),
    ...[...screens]
      .filter((path) => !ready.has(path))
      .map((path) => `Screen ${path} is not a ready route in WEB_ROUTES.`),
  ]
}

/** Screens whose first data is asked for as the page opens (SCREEN_DATA) must be ready signed-in screens. */
export function screenDataProblems(routes: readonly WebRoute[], dataPaths: readonly string[]): string[] {
  const signedIn = new Set(
    routes
      .filter((route) => route.status === 'ready' && (route.access === 'member' || route.access === 'admin'))
      .map((route) => route.path),
  )
  return dataPaths
    .filter((path) => !signedIn.has(path))
    .map((path) => `SCREEN_DATA ${path} is not a ready member or admin route in WEB_ROUTES.`)
}
