/** The member's membership calls: the overview of the membership screens and join/renew. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { membershipRoutes } from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const MEMBERSHIP_KEY = ['membership'] as const

export const membershipQuery = queryOptions({
  queryKey: MEMBERSHIP_KEY,
  queryFn: ({ signal }) => api(membershipRoutes.getMembership, { signal }),
  staleTime: 30_000,
})

/** Shared by /membership and /membership/get: one request for both. */
export function useMembership() {
  return useQuery(membershipQuery)
}

/** POST /api/membership (multipart): the request goes in the cart; the cart and the dashboard follow. */
export function useAddMembershipToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => api(membershipRoutes.addMembership, { form }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY }),
        queryClient.invalidateQueries({ queryKey: CART_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ])
    },
  })
}
