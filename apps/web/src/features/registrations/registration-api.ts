/**
 * The member's registration calls (spec 2 §2.3, §4): the open registration of a certification in
 * one query, and the wizard's saves, each of which stores the server's answer in that query before
 * the wizard moves on (the skip rules read it).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  registrationRoutes,
  SaveRegistrationStepBody,
  type FinishRegistrationStepBody,
  type RegistrationDetail,
  type RegistrationMediaType,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, DASHBOARD_KEY } from '../../lib/query-keys'
import { registrationToOpen } from './registration-view'

/** Each step's body schema, in the order of the contract's union. */
export const [
  PathwayStepBody,
  ProgramInformationStepBody,
  DocumentationStepBody,
  CourseMaterialsStepBody,
  PracticeExamStepBody,
  ShippingStepBody,
  MembershipStepBody,
  ExamFeesStepBody,
] = SaveRegistrationStepBody.def.options

export const LATEST_REGISTRATIONS_KEY = ['registrations', 'latest'] as const

/** The registration the screen of a certification works on. */
export const registrationKey = (certificationId: number) => ['certification-registration', certificationId] as const

/**
 * Spec 2 §2.3: the latest registration for the certification, or a fresh one when there is none or
 * it is expired or complete. A query (not an effect) so React's double effects in development and
 * a second render ask once; the POST is safe anyway: the server answers the open registration.
 */
export function openRegistrationQuery(certificationId: number) {
  return queryOptions({
    queryKey: registrationKey(certificationId),
    queryFn: async ({ signal }): Promise<RegistrationDetail> => {
      const { registrations } = await api(registrationRoutes.latestRegistrations, { signal })
      const toOpen = registrationToOpen(registrations, certificationId)
      if (toOpen.kind === 'create')
        return api(registrationRoutes.createRegistration, { params: { id: certificationId } })
      return api(registrationRoutes.getRegistration, { params: { id: toOpen.id }, signal })
    },
    // The wizard holds what the saves answered; a refetch on focus would only ask again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

export function useOpenRegistration(certificationId: number) {
  return useQuery({
    ...openRegistrationQuery(certificationId),
    enabled: Number.isInteger(certificationId) && certificationId > 0,
  })
}

function storeDetail(queryClient: QueryClient, certificationId: number, detail: RegistrationDetail): void {
  queryClient.setQueryData(registrationKey(certificationId), detail)
}

/** The registration's own key and id, as every save needs them. */
export interface RegistrationRef {
  certificationId: number
  registrationId: number
}

/** PATCH /api/registration/{id}: one step's fields; the answer replaces the registration. */
export function useSaveRegistrationStep({ certificationId, registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveRegistrationStepBody) =>
      api(registrationRoutes.saveRegistrationStep, { params: { id: registrationId }, body }),
    onSuccess: (detail) => storeDetail(queryClient, certificationId, detail),
  })
}

/**
 * POST /api/registration/{id}/payment: Pathway Review or Pay & Review puts what is owed in the
 * cart (or submits for review); the cart, the dashboard and the latest registrations follow.
 */
export function useFinishRegistrationStep({ certificationId, registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FinishRegistrationStepBody) =>
      api(registrationRoutes.finishRegistrationStep, { params: { id: registrationId }, body }),
    onSuccess: (result) => {
      storeDetail(queryClient, certificationId, { registration: result.registration, options: result.options })
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      void queryClient.invalidateQueries({ queryKey: LATEST_REGISTRATIONS_KEY })
    },
  })
}

/** POST /api/registration/{id}/file (multipart: `type`, the file as `media`). */
export function useUploadRegistrationFile({ certificationId, registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, file }: { type: RegistrationMediaType; file: File }) => {
      const form = new FormData()
      form.append('type', type)
      form.append('media', file, file.name)
      return api(registrationRoutes.uploadRegistrationFile, { params: { id: registrationId }, form })
    },
    onSuccess: (detail) => storeDetail(queryClient, certificationId, detail),
  })
}

/** DELETE /api/media/{id}: the file leaves the registration held here too. */
export function useDeleteRegistrationFile({ certificationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: number) => api(registrationRoutes.deleteMedia, { params: { id: mediaId } }),
    onSuccess: (_ok, mediaId) => {
      queryClient.setQueryData<RegistrationDetail>(registrationKey(certificationId), (detail) =>
        detail
          ? {
              ...detail,
              registration: {
                ...detail.registration,
                media: detail.registration.media.filter((file) => file.id !== mediaId),
              },
            }
          : detail,
      )
    },
  })
}
