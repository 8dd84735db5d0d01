/**
 * The registration review's experience calls (spec 3 §7 Experiences): the registration's entries,
 * sending them to their supervisors for validation, and the validations staff see and edit.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { experienceRoutes, type BodyOf, type ExperienceValidation, type ResponseOf } from '@portal/contracts'
import { api } from '../../../lib/api'
import { experienceValidationsKey, registrationExperiencesKey } from '../../../lib/query-keys'

export type EditValidationBody = BodyOf<typeof experienceRoutes.editExperienceValidation>
type Validations = ResponseOf<typeof experienceRoutes.listExperienceValidations>

export function useRegistrationExperiences(registrationId: number) {
  return useQuery({
    queryKey: registrationExperiencesKey(registrationId),
    queryFn: ({ signal }) => api(experienceRoutes.listExperiences, { params: { id: registrationId }, signal }),
  })
}

export function useExperienceValidations(registrationId: number) {
  return useQuery({
    queryKey: experienceValidationsKey(registrationId),
    queryFn: ({ signal }) =>
      api(experienceRoutes.listExperienceValidations, { params: { id: registrationId }, signal }),
  })
}

/** POST /api/admin/experience/validation: one request per supervisor of the chosen entries. */
export function useSendValidations(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (experiences: number[]) => api(experienceRoutes.sendExperienceValidations, { body: { experiences } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experienceValidationsKey(registrationId) }),
  })
}

/** PATCH /api/admin/experience/validation/{id}: the answer replaces that validation in the card's list. */
export function useEditValidation(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ validationId, body }: { validationId: number; body: EditValidationBody }) =>
      api(experienceRoutes.editExperienceValidation, { params: { id: validationId }, body }),
    onSuccess: (saved: ExperienceValidation) => {
      queryClient.setQueryData<Validations>(experienceValidationsKey(registrationId), (current) =>
        current
          ? { validations: current.validations.map((validation) => (validation.id === saved.id ? saved : validation)) }
          : current,
      )
    },
  })
}
