import { notificationRoutes, type MarkNotificationsBody } from '@portal/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api'
import { NOTIFICATIONS_KEY } from '../../lib/query-keys'

export const NOTIFICATIONS_PAGE_SIZE = 20

export function useNotificationPage(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', page],
    queryFn: ({ signal }) =>
      api(notificationRoutes.listNotifications, {
        query: { limit: NOTIFICATIONS_PAGE_SIZE, page, sort: ['createdAt,desc'] },
        signal,
      }),
  })
}

/** The unread count behind the navigation badge; refreshed every minute and on focus. */
export function useUnreadCount() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'count'],
    queryFn: ({ signal }) => api(notificationRoutes.notificationCounts, { signal }),
    refetchInterval: 60_000,
  })
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MarkNotificationsBody) => api(notificationRoutes.markNotificationsRead, { body }),
    onSuccess: (counts) => {
      queryClient.setQueryData([...NOTIFICATIONS_KEY, 'count'], counts)
      return queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'page'] })
    },
  })
}
