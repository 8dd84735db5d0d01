/**
 * The events screens' calls: the two server-paged lists, one event, and Add to Cart (whose
 * answer, the whole cart, becomes the cached cart, so the menu badge and the cart page follow).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { eventRoutes, type ListQueryInput } from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const EVENTS_KEY = ['events'] as const

export type EventsScope = 'own' | 'upcoming'

export const fetchEventsPage = (scope: EventsScope) => (query: ListQueryInput, signal: AbortSignal) =>
  scope === 'own'
    ? api(eventRoutes.listOwnEvents, { query, signal })
    : api(eventRoutes.listUpcomingEvents, { query, signal })

export function useEvent(id: number) {
  return useQuery({
    queryKey: [...EVENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => api(eventRoutes.getEvent, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useAddEventToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api(eventRoutes.addEventToCart, { params: { id } }),
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_KEY, cart)
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
    },
  })
}
