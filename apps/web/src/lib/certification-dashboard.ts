/**
 * The member's certification dashboard in one query (GET /api/certifications/dashboard, spec 2
 * §2.1): the registrations feature draws it, the experience screens find the candidate's
 * registration in it, and the calls that answer the whole dashboard (signing the Code of Ethics,
 * the simulated exam results) store their answer in its place.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { candidateRoutes, type CertificationDashboard } from '@portal/contracts'
import { api } from './api'
import { CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from './query-keys'

export const certificationDashboardQuery = queryOptions({
  queryKey: CERTIFICATION_DASHBOARD_KEY,
  queryFn: ({ signal }) => api(candidateRoutes.certificationDashboard, { signal }),
})

export function useCertificationDashboard() {
  return useQuery(certificationDashboardQuery)
}

/** Keeps the answer and has the portal dashboard's Certification card read its state again. */
export function storeCertificationDashboard(queryClient: QueryClient, dashboard: CertificationDashboard): void {
  queryClient.setQueryData(CERTIFICATION_DASHBOARD_KEY, dashboard)
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}
