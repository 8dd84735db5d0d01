/**
 * The candidate's exam calls on the certification dashboard (spec 2 §2.10, §4 Exam): paying the fee
 * or a retake fills the cart; the demo environment's simulated results answer the whole dashboard,
 * which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { examRoutes, type PayExamBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { storeCertificationDashboard } from '../../lib/certification-dashboard'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

/** POST /api/registration/{id}/exam: the exam fee (or a retake) goes into the cart. */
export function usePayExam(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PayExamBody) => api(examRoutes.payExam, { params: { id: registrationId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
    },
  })
}

export type SimulatedResult = 'pass' | 'fail'

/** The demo controls: POST .../pass-exam or .../fail-exam records a result for the paid attempt. */
export function useSimulateExamResult(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (result: SimulatedResult) =>
      api(result === 'pass' ? examRoutes.simulatePassExam : examRoutes.simulateFailExam, {
        params: { id: registrationId },
      }),
    onSuccess: (dashboard) => storeCertificationDashboard(queryClient, dashboard),
  })
}
