/**
 * Which registration the member logs experience for: the certification dashboard's candidate
 * view (spec 2 §2.1), the registration in progress. Without a candidate view there is none.
 */
import { useCertificationDashboard } from '../../lib/certification-dashboard'

export function useCandidateRegistration() {
  const dashboard = useCertificationDashboard()
  return {
    isPending: dashboard.isPending,
    /** The dashboard could not be loaded (and nothing is cached): say so and offer to ask again. */
    failedQuery: dashboard.isError && !dashboard.data ? dashboard : null,
    registrationId: dashboard.data?.variant === 'candidate' ? dashboard.data.candidate.registrationId : null,
  }
}
