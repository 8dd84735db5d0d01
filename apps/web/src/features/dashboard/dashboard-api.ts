/** The dashboard's data: one call for every card's variant, and the Alerts card's 4 notifications. */
import { dashboardRoutes, notificationRoutes, type Dashboard } from '@portal/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api'
import { DASHBOARD_KEY, NOTIFICATIONS_KEY } from '../../lib/query-keys'

/** Spec 1 §9: the Alerts card loads 4 notifications. */
export const ALERTS_COUNT = 4

export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: ({ signal }) => api(dashboardRoutes.getDashboard, { signal }),
  staleTime: 30_000,
})

/** Shared by the page and the sidebar's profile summary (one request for both). */
export function useDashboard() {
  return useQuery(dashboardQuery)
}

export function useAlerts() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'alerts'],
    queryFn: ({ signal }) =>
      api(notificationRoutes.listNotifications, {
        query: { limit: ALERTS_COUNT, page: 1, sort: ['createdAt,desc'] },
        signal,
      }),
  })
}

export function useHideAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(dashboardRoutes.hideAnnouncement),
    onSuccess: () => {
      queryClient.setQueryData<Dashboard>(DASHBOARD_KEY, (current) =>
        current ? { ...current, announcement: null } : current,
      )
    },
  })
}
