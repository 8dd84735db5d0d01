/**
 * The member's certification dashboard calls (spec 2 §2.1, §5): the candidate's actions (the
 * dashboard's own query is in lib/certification-dashboard.ts, which other features read too; the
 * exam's calls are the exams feature's). Signing the Code of Ethics answers the whole dashboard,
 * which replaces the cached one; the learning system fills the cart.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { candidateRoutes, type SignCodeOfEthicsBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { storeCertificationDashboard } from '../../lib/certification-dashboard'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY } from '../../lib/query-keys'

/** POST /api/registration/{id}/code-of-ethics. */
export function useSignCodeOfEthics(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignCodeOfEthicsBody) =>
      api(candidateRoutes.signCodeOfEthics, { params: { id: registrationId }, body }),
    onSuccess: (dashboard) => storeCertificationDashboard(queryClient, dashboard),
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
