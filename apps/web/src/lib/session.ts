/** The signed-in user, as the whole app sees it: one query, and the only code that changes it. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { authRoutes, type CurrentUser } from '@portal/contracts'
import { api } from './api'
import { isApiError } from './errors'
import { CURRENT_USER_KEY, RUNTIME_CONFIG_KEY } from './query-keys'
import { resetSignOut } from './referrer'

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      return await api(authRoutes.currentUser, { signal })
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null
      throw error
    }
  },
  retry: false,
  staleTime: 60_000,
})

/** The session query: `data` is the user, `null` for a visitor, `undefined` while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQuery)
}

/** Drops everything cached for the previous person; the runtime config and the session stay. */
function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== RUNTIME_CONFIG_KEY[0] && query.queryKey[0] !== CURRENT_USER_KEY[0],
  })
}

/** After login, register or reset: the guards then move the person to the remembered page. */
export function startSession(queryClient: QueryClient, user: CurrentUser): void {
  resetSignOut()
  clearUserData(queryClient)
  queryClient.setQueryData(CURRENT_USER_KEY, user)
}

export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(CURRENT_USER_KEY, null)
  clearUserData(queryClient)
}

/** A 401 from any call while signed in: the guards send the person to /login, remembering the page. */
export function handleSessionExpired(queryClient: QueryClient): void {
  if (queryClient.getQueryData(CURRENT_USER_KEY)) endSession(queryClient)
}
