/**
 * The member's registration calls (spec 2 §2.3, §4): the open registration of a certification in
 * one query, and the wizard's saves, each of which stores the server's answer in that query before
 * the wizard moves on (the skip rules read it).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  mediaRoutes,
  registrationRoutes,
  SaveRegistrationStepBody,
  type FinishRegistrationStepBody,
  type OpenRegistration,
  type RegistrationDetail,
  type RegistrationMediaType,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

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

/** A registration held on its screen, by its id. */
export const registrationKey = (registrationId: number) => ['registration', registrationId] as const

/** Which registration the screen of a certification works on. */
const openRegistrationKey = (certificationId: number) => ['certification-registration', certificationId] as const

/**
 * Spec 2 §2.3: the certification's open registration (the server's one rule: not expired, not
 * complete), or none. Asking starts nothing: the member starts one (`useStartRegistration`). The
 * registration itself is then held under its own id.
 */
export function useOpenRegistration(certificationId: number) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: openRegistrationKey(certificationId),
    queryFn: async ({ signal }): Promise<OpenRegistration> => {
      const answer = await api(registrationRoutes.openRegistration, { params: { id: certificationId }, signal })
      if (answer.open) storeDetail(queryClient, answer.open)
      return answer
    },
    enabled: Number.isInteger(certificationId) && certificationId > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/**
 * POST /api/certification/{id}/registration: starts one (or answers the open one: never two);
 * `startAfresh` confirms leaving an expired registration that could still be extended.
 */
export function useStartRegistration(certificationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (startAfresh: boolean) =>
      api(registrationRoutes.createRegistration, { params: { id: certificationId }, body: { startAfresh } }),
    onSuccess: (detail) => {
      storeDetail(queryClient, detail)
      queryClient.setQueryData<OpenRegistration>(openRegistrationKey(certificationId), (answer) =>
        answer ? { ...answer, open: detail } : answer,
      )
      void queryClient.invalidateQueries({ queryKey: LATEST_REGISTRATIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
    },
  })
}

/** A registration by its id, as the wizard's saves keep it. */
export function useRegistration(registrationId: number) {
  return useQuery({
    queryKey: registrationKey(registrationId),
    queryFn: ({ signal }) => api(registrationRoutes.getRegistration, { params: { id: registrationId }, signal }),
    // The wizard holds what the saves answered; a refetch on focus would only ask again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

function storeDetail(queryClient: QueryClient, detail: RegistrationDetail): void {
  queryClient.setQueryData(registrationKey(detail.registration.id), detail)
}

/** The registration every save is about. */
export interface RegistrationRef {
  registrationId: number
}

/** PATCH /api/registration/{id}: one step's fields; the answer replaces the registration. */
export function useSaveRegistrationStep({ registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveRegistrationStepBody) =>
      api(registrationRoutes.saveRegistrationStep, { params: { id: registrationId }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/**
 * POST /api/registration/{id}/payment: Pathway Review or Pay & Review puts what is owed in the
 * cart (or submits for review); the cart, the dashboard and the latest registrations follow.
 */
export function useFinishRegistrationStep({ registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FinishRegistrationStepBody) =>
      api(registrationRoutes.finishRegistrationStep, { params: { id: registrationId }, body }),
    onSuccess: (result) => {
      storeDetail(queryClient, { registration: result.registration, options: result.options })
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      void queryClient.invalidateQueries({ queryKey: LATEST_REGISTRATIONS_KEY })
    },
  })
}

/** POST /api/registration/{id}/file (multipart: `type`, the file as `media`). */
export function useUploadRegistrationFile({ registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, file }: { type: RegistrationMediaType; file: File }) => {
      const form = new FormData()
      form.append('type', type)
      form.append('media', file, file.name)
      return api(registrationRoutes.uploadRegistrationFile, { params: { id: registrationId }, form })
    },
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** DELETE /api/media/{id}: the file leaves the registration held here too. */
export function useDeleteRegistrationFile({ registrationId }: RegistrationRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: number) => api(mediaRoutes.deleteMedia, { params: { id: mediaId } }),
    onSuccess: (_ok, mediaId) => {
      queryClient.setQueryData<RegistrationDetail>(registrationKey(registrationId), (detail) =>
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
