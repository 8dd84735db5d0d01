/**
 * Which registration the member logs experience for: the one their certification dashboard is
 * about (spec 2 §2.1; the server's rule, `GET /api/registrations/current`). Without one there is none.
 */
import { useQuery } from '@tanstack/react-query'
import { registrationRoutes } from '@portal/contracts'
import { api } from '../../lib/api'

export const CURRENT_REGISTRATION_KEY = ['registrations', 'current'] as const

export function useCandidateRegistration() {
  const current = useQuery({
    queryKey: CURRENT_REGISTRATION_KEY,
    queryFn: ({ signal }) => api(registrationRoutes.currentRegistration, { signal }),
  })
  return {
    isPending: current.isPending,
    /** The registration could not be loaded (and nothing is cached): say so and offer to ask again. */
    failedQuery: current.isError && !current.data ? current : null,
    registrationId: current.data?.registration?.id ?? null,
  }
}
