/**
 * The post-registration wizard's calls (spec 2 §2.3): the wizard of a registration in one query,
 * and each step's save, whose answer replaces it before the wizard moves on. Submitting the final
 * application also refreshes the dashboards (their banner) and the latest registrations.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { postRegistrationRoutes, type PostRegistrationStepBody, type PostRegistrationView } from '@portal/contracts'
import { api } from '../../lib/api'
import { CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'
import { LATEST_REGISTRATIONS_KEY, registrationKey } from './registration-api'

export const postRegistrationKey = (registrationId: number) => ['post-registration', registrationId] as const

/** GET /api/registration/{id}/post-registration. */
export function usePostRegistration(registrationId: number) {
  return useQuery({
    queryKey: postRegistrationKey(registrationId),
    queryFn: ({ signal }) =>
      api(postRegistrationRoutes.getPostRegistration, { params: { id: registrationId }, signal }),
    // The wizard holds what the saves answered; a refetch on focus would only ask again.
    refetchOnWindowFocus: false,
  })
}

/** PATCH /api/registration/{id}/post-registration: one step; the answer replaces the wizard's view. */
export function useSavePostRegistrationStep(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PostRegistrationStepBody) =>
      api(postRegistrationRoutes.savePostRegistrationStep, { params: { id: registrationId }, body }),
    onSuccess: (view: PostRegistrationView, body) => {
      queryClient.setQueryData(postRegistrationKey(registrationId), view)
      if (body.step === 'final_summary') {
        void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
        void queryClient.invalidateQueries({ queryKey: LATEST_REGISTRATIONS_KEY })
        void queryClient.invalidateQueries({ queryKey: registrationKey(view.certification.id) })
      }
    },
  })
}
