/**
 * The experience calls (spec 2 §7, spec 3 §7 Experiences): a registration's entries with the
 * form's context, one entry, logging and changing entries and their files, the staff queue and
 * decisions, and the supervisor's verification page.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  experienceRoutes,
  mediaRoutes,
  type ApproveExperienceBody,
  type ExperienceDetail,
  type ExperienceFieldsInput,
  type ListQueryInput,
  type RejectExperienceBody,
  type VerifierBody,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const EXPERIENCE_KEY = ['experience'] as const
const listKey = (registrationId: number) => [...EXPERIENCE_KEY, 'registration', registrationId] as const
const detailKey = (id: number) => [...EXPERIENCE_KEY, 'entry', id] as const
export const ADMIN_EXPERIENCES_KEY = ['admin', 'experiences'] as const
const verificationKey = (token: string) => ['experience-verification', token] as const

/** GET /api/registration/{id}/experiences: the entries and the form's context. */
export function useExperienceList(registrationId: number | null) {
  return useQuery({
    queryKey: listKey(registrationId ?? 0),
    queryFn: ({ signal }) => api(experienceRoutes.listExperiences, { params: { id: registrationId ?? 0 }, signal }),
    enabled: registrationId !== null,
  })
}

/** GET /api/experience/{id}: one entry with its files, reviews and the form's context. */
export function useExperience(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api(experienceRoutes.getExperience, { params: { id }, signal }),
    enabled: id > 0,
  })
}

/**
 * An entry changed: its answer replaces the cached one; the lists, the staff queue and both
 * dashboards (the hours, and the registration waiting for its experience approval) read again.
 */
function storeDetail(queryClient: QueryClient, detail: ExperienceDetail): void {
  queryClient.setQueryData(detailKey(detail.experience.id), detail)
  void queryClient.invalidateQueries({ queryKey: listKey(detail.registration.id) })
  void queryClient.invalidateQueries({ queryKey: ADMIN_EXPERIENCES_KEY })
  void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}

/** POST /api/registration/{id}/experience (multipart: the fields as text, `extra` as JSON, the file as `media`). */
export function useCreateExperience(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => api(experienceRoutes.createExperience, { params: { id: registrationId }, form }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** PATCH /api/registration/{id}/experience/{experienceId} (JSON). */
export function useUpdateExperience(registrationId: number, experienceId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ExperienceFieldsInput) =>
      api(experienceRoutes.updateExperience, { params: { id: registrationId, experienceId }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** POST /api/registration/{id}/experience/{experienceId}/file: one file as `media`. */
export function useUploadExperienceFile(registrationId: number, experienceId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('media', file, file.name)
      return api(experienceRoutes.uploadExperienceFile, { params: { id: registrationId, experienceId }, form })
    },
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** DELETE /api/media/{id}: the file leaves the cached entry too. */
export function useDeleteExperienceFile(experienceId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: number) => api(mediaRoutes.deleteMedia, { params: { id: mediaId } }),
    onSuccess: (_ok, mediaId) => {
      queryClient.setQueryData<ExperienceDetail>(detailKey(experienceId), (detail) =>
        detail
          ? {
              ...detail,
              experience: {
                ...detail.experience,
                files: detail.experience.files.filter((file) => file.id !== mediaId),
              },
            }
          : detail,
      )
      void queryClient.invalidateQueries({ queryKey: detailKey(experienceId) })
    },
  })
}

// Staff

export const fetchAdminExperiences = (query: ListQueryInput, signal: AbortSignal) =>
  api(experienceRoutes.listAdminExperiences, { query, signal })

/** POST /api/admin/experience/{id}/approve. */
export function useApproveExperience(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ApproveExperienceBody) => api(experienceRoutes.approveExperience, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** POST /api/admin/experience/{id}/reject. */
export function useRejectExperience(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RejectExperienceBody) => api(experienceRoutes.rejectExperience, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

// The supervisor's page (no account)

/** GET /api/experience-verification/{token}: what the supervisor is asked to confirm, or the link's state. */
export function useVerification(token: string) {
  return useQuery({
    queryKey: verificationKey(token),
    queryFn: ({ signal }) => api(experienceRoutes.getVerification, { params: { token }, signal }),
    retry: false,
  })
}

/** POST /api/experience-verification/{token}: the answer (now used) replaces the cached view. */
export function useSubmitVerification(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VerifierBody) => api(experienceRoutes.submitVerification, { params: { token }, body }),
    onSuccess: (view) => queryClient.setQueryData(verificationKey(token), view),
  })
}
