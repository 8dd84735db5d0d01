/**
 * The admin's registration calls (spec 3 §7 Registrations): the review queue, one registration
 * and what staff do to it (decide, edit, reprice or mark an item paid, replace a document,
 * delete), a user's registrations and the new-registration form. Every change answers the
 * registration as staff see it, which replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  registrationRoutes,
  type AdminCreateRegistrationBody,
  type AdminRegistration,
  type ApproveRegistrationBody,
  type EditRegistrationBody,
  type ListQueryInput,
  type RegistrationMediaType,
  type RejectRegistrationBody,
  type ResponseOf,
} from '@portal/contracts'
import { api } from '../../../lib/api'
import {
  ADMIN_REGISTRATIONS_KEY,
  adminRegistrationKey,
  CART_KEY,
  DASHBOARD_KEY,
  registrationExperiencesKey,
} from '../../../lib/query-keys'

const userRegistrationsKey = (userId: number) => [...ADMIN_REGISTRATIONS_KEY, 'user', userId] as const
const OPTIONS_KEY = [...ADMIN_REGISTRATIONS_KEY, 'options'] as const

export type RegistrationRow = ResponseOf<typeof registrationRoutes.listRegistrations>['data'][number]

export const fetchRegistrations = (query: ListQueryInput, signal: AbortSignal) =>
  api(registrationRoutes.listRegistrations, { query, signal })

export function useAdminRegistration(id: number) {
  return useQuery({
    queryKey: adminRegistrationKey(id),
    queryFn: ({ signal }) => api(registrationRoutes.getAdminRegistration, { params: { id }, signal }),
    enabled: id > 0,
  })
}

/** Stores the registration a change answered, and refreshes the lists that show it. */
function useStoreRegistration(id: number) {
  const queryClient = useQueryClient()
  return (registration: AdminRegistration) => {
    queryClient.setQueryData(adminRegistrationKey(id), registration)
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_REGISTRATIONS_KEY, 'list'] })
    void queryClient.invalidateQueries({ queryKey: userRegistrationsKey(registration.userId) })
  }
}

export function useApproveRegistration(id: number) {
  const store = useStoreRegistration(id)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ApproveRegistrationBody) =>
      api(registrationRoutes.approveRegistration, { params: { id }, body }),
    onSuccess: (registration) => {
      store(registration)
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      // Approving the experience approval approves the pending entries.
      void queryClient.invalidateQueries({ queryKey: registrationExperiencesKey(id) })
    },
  })
}

export function useRejectRegistration(id: number) {
  const store = useStoreRegistration(id)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RejectRegistrationBody) => api(registrationRoutes.rejectRegistration, { params: { id }, body }),
    onSuccess: (registration) => {
      store(registration)
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
      void queryClient.invalidateQueries({ queryKey: registrationExperiencesKey(id) })
    },
  })
}

export function useEditRegistration(id: number) {
  const store = useStoreRegistration(id)
  return useMutation({
    mutationFn: (body: EditRegistrationBody) => api(registrationRoutes.editRegistration, { params: { id }, body }),
    onSuccess: store,
  })
}

/** A new price for an unpaid item, in cents. */
export function useChangeLineItemPrice(id: number) {
  const store = useStoreRegistration(id)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ lineItemId, price }: { lineItemId: number; price: number }) =>
      api(registrationRoutes.changeLineItemPrice, { params: { id, lineItemId }, body: { price } }),
    onSuccess: (registration) => {
      store(registration)
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
}

export function useMarkLineItemPaid(id: number) {
  const store = useStoreRegistration(id)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lineItemId: number) => api(registrationRoutes.markLineItemPaid, { params: { id, lineItemId } }),
    onSuccess: (registration) => {
      store(registration)
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
}

/** Replaces a supporting document: the new file, of the same type, takes the old one's place. */
export function useReplaceRegistrationFile(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, replaces, file }: { type: RegistrationMediaType; replaces: number; file: File }) => {
      const form = new FormData()
      form.append('type', type)
      form.append('replaces', String(replaces))
      form.append('media', file)
      return api(registrationRoutes.uploadRegistrationFile, { params: { id }, form })
    },
    // The upload answers the member's view of the registration: read the staff view again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKey(id) }),
  })
}

export function useDeleteRegistration(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(registrationRoutes.deleteRegistration, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminRegistrationKey(id) })
      void queryClient.invalidateQueries({ queryKey: ADMIN_REGISTRATIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
}

export function useUserRegistrations(userId: number) {
  return useQuery({
    queryKey: userRegistrationsKey(userId),
    queryFn: ({ signal }) => api(registrationRoutes.listUserRegistrations, { params: { userId }, signal }),
    enabled: userId > 0,
  })
}

/** Certifications with their pathways and exams (the new-registration form). */
export function useAdminRegistrationOptions() {
  return useQuery({
    queryKey: OPTIONS_KEY,
    queryFn: ({ signal }) => api(registrationRoutes.adminRegistrationOptions, { signal }),
    staleTime: 5 * 60_000,
  })
}

export function useAdminCreateRegistration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ certificationId, body }: { certificationId: number; body: AdminCreateRegistrationBody }) =>
      api(registrationRoutes.adminCreateRegistration, { params: { id: certificationId }, body }),
    onSuccess: (registration) => {
      queryClient.setQueryData(adminRegistrationKey(registration.id), registration)
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_REGISTRATIONS_KEY, 'list'] })
      void queryClient.invalidateQueries({ queryKey: userRegistrationsKey(registration.userId) })
    },
  })
}
