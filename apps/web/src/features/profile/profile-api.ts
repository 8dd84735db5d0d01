/**
 * The profile in the cache: one query for the edit-profile pages and the sidebar, and one way to
 * store what any profile call answers, so the header (CURRENT_USER_KEY) and the sidebar
 * checkmarks change the moment the server accepts a change.
 */
import { toastSuccess } from '../../lib/toast'
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { currentUserOf, ProfileMessages, profileRoutes, type Profile, type ProfileUpdateBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { CURRENT_USER_KEY } from '../../lib/query-keys'

export const PROFILE_KEY = ['profile'] as const
export const PROFILE_OPTIONS_KEY = ['profile-options'] as const
export const MILITARY_INSTALLATIONS_KEY = ['military-installations'] as const

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: ({ signal }) => api(profileRoutes.getProfile, { signal }),
  staleTime: 60_000,
})

export function useProfile() {
  return useQuery(profileQuery)
}

export function useProfileOptions() {
  return useQuery({
    queryKey: PROFILE_OPTIONS_KEY,
    queryFn: ({ signal }) => api(profileRoutes.profileOptions, { signal }),
    staleTime: 5 * 60_000,
  })
}

export function useMilitaryInstallations() {
  return useQuery({
    queryKey: MILITARY_INSTALLATIONS_KEY,
    queryFn: ({ signal }) => api(profileRoutes.militaryInstallations, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** The returned profile replaces the cached one, and its CurrentUser part replaces the session's user. */
export function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(PROFILE_KEY, profile)
  queryClient.setQueryData(CURRENT_USER_KEY, currentUserOf(profile))
}

export interface ProfileUpdate {
  body: ProfileUpdateBody
  /** A silent update is not announced (no toast) and does not count as a profile review. */
  silent?: boolean
}

/** PATCH /api/user: the one call for profile changes. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, silent }: ProfileUpdate) =>
      api(profileRoutes.updateProfile, { body, query: silent ? { silent: '1' } : {} }),
    onSuccess: (profile, { silent }) => {
      storeProfile(queryClient, profile)
      // Retired choices the person just removed are no longer offered to them.
      void queryClient.invalidateQueries({ queryKey: PROFILE_OPTIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: MILITARY_INSTALLATIONS_KEY })
      if (!silent) toastSuccess(ProfileMessages.updated)
    },
  })
}
