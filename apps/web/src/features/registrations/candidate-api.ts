/**
 * The member's certification dashboard calls (spec 2 §2.1, §2.10, §5): the candidate's actions (the
 * dashboard's own query is in lib/certification-dashboard.ts, which other features read too).
 * Signing the Code of Ethics and the simulated exam results answer the whole dashboard, which
 * replaces the cached one; paying the exam fills the cart.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { candidateRoutes, type PayExamBody, type SignCodeOfEthicsBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { storeCertificationDashboard } from '../../lib/certification-dashboard'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

/** POST /api/registration/{id}/code-of-ethics. */
export function useSignCodeOfEthics(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignCodeOfEthicsBody) =>
      api(candidateRoutes.signCodeOfEthics, { params: { id: registrationId }, body }),
    onSuccess: (dashboard) => storeCertificationDashboard(queryClient, dashboard),
  })
}

/** POST /api/registration/{id}/exam: the exam fee (or a retake) goes into the cart. */
export function usePayExam(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PayExamBody) => api(candidateRoutes.payExam, { params: { id: registrationId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
    },
  })
}

/** POST /api/holmes/registration/addLms: the learning system goes into the cart. */
export function useAddLearningSystem(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(candidateRoutes.addLearningSystem, { body: { registrationId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
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
      api(result === 'pass' ? candidateRoutes.simulatePassExam : candidateRoutes.simulateFailExam, {
        params: { id: registrationId },
      }),
    onSuccess: (dashboard) => storeCertificationDashboard(queryClient, dashboard),
  })
}
