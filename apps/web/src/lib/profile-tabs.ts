/**
 * The tabs of a user's profile in the back office (spec 3 §2 "User profile"), declared by the
 * features that own them, as the server's modules declare their products: each feature exports
 * its tab (`membershipsProfileTab`), the app installs them once (`app/profile-tabs.ts`), and the
 * profile's layout draws whatever it is given. A feature added later joins the profile with one
 * declaration and one line in the app, without editing the layout.
 *
 * A tab is a screen of WEB_ROUTES under `/admin/users/:userId`: its own address, its own chunk. A
 * tab whose feature has not landed declares a `placeholder` (what will be there) instead of a
 * screen, and its route stays 'planned'.
 */
import { matchPath } from 'react-router'
import type { WebRoute } from '@portal/contracts'

export const PROFILE_ROOT = '/admin/users/:userId'

export interface ProfileTab {
  /** Its route in WEB_ROUTES, e.g. '/admin/users/:userId/notes' (the root is the Info tab). */
  path: string
  label: string
  /** Where it sits among the tabs (spec 3's order: Info, Registrations, Certifications, ...). */
  order: number
  /** For a tab not built yet: a sentence saying what it will hold, shown instead of a screen. */
  placeholder?: string
}

/** A user's profile, or one of its tabs, for a user id. */
export function profilePath(userId: number, tab: Pick<ProfileTab, 'path'> = { path: PROFILE_ROOT }): string {
  return tab.path.replace(':userId', String(userId))
}

/** What is wrong with a set of tab declarations against the route table (empty when nothing). */
export function profileTabProblems(tabs: readonly ProfileTab[], routes: readonly WebRoute[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const tab of tabs) {
    if (seen.has(tab.path)) problems.push(`Profile tab ${tab.path} is declared twice.`)
    seen.add(tab.path)
    const route = routes.find((candidate) => candidate.path === tab.path)
    if (!route || route.access !== 'admin' || !(tab.path === PROFILE_ROOT || tab.path.startsWith(`${PROFILE_ROOT}/`))) {
      problems.push(`Profile tab ${tab.path} is not an admin route under ${PROFILE_ROOT} in WEB_ROUTES.`)
    } else if (tab.placeholder && route.status === 'ready') {
      problems.push(`Profile tab ${tab.path} has a screen: drop its placeholder.`)
    } else if (!tab.placeholder && route.status !== 'ready') {
      problems.push(`Profile tab ${tab.path} has no screen: give it a placeholder or make its route ready.`)
    }
  }
  return problems
}

/** The tabs in their order; refuses (throws) a declaration the route table contradicts. */
export function profileTabRegistry(tabs: readonly ProfileTab[], routes: readonly WebRoute[]): readonly ProfileTab[] {
  const problems = profileTabProblems(tabs, routes)
  if (problems.length > 0) throw new Error(`The profile tabs do not match WEB_ROUTES:\n${problems.join('\n')}`)
  return [...tabs].sort((a, b) => a.order - b.order)
}

/**
 * The tab a path belongs to: the most specific tab whose path starts it, so a page within a tab
 * (a new registration) keeps its tab selected.
 */
export function activeProfileTab(tabs: readonly ProfileTab[], pathname: string): ProfileTab | undefined {
  return tabs
    .filter((tab) => matchPath({ path: tab.path, end: tab.path === PROFILE_ROOT }, pathname))
    .sort((a, b) => b.path.length - a.path.length)[0]
}
