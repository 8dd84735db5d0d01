/**
 * The admin's membership calls (spec 3 §7 Memberships): the request queue, one request and its
 * decision, a user's membership records, and the choices their forms offer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  membershipRoutes,
  type DecideMembershipBody,
  type ListQueryInput,
  type MembershipRecordBody,
  type ResponseOf,
} from '@portal/contracts'
import { api } from '../../../lib/api'
import { DASHBOARD_KEY } from '../../../lib/query-keys'
import { fetchAllSystemData } from '../../system-data'

export const ADMIN_MEMBERSHIPS_KEY = ['admin', 'memberships'] as const
const requestKey = (id: number) => [...ADMIN_MEMBERSHIPS_KEY, 'request', id] as const
type UserMemberships = ResponseOf<typeof membershipRoutes.listUserMemberships>
export type MembershipRequestRow = ResponseOf<typeof membershipRoutes.listMembershipRequests>['data'][number]

const userRecordsKey = (userId: number) => [...ADMIN_MEMBERSHIPS_KEY, 'user', userId] as const

export const fetchMembershipRequests = (query: ListQueryInput, signal: AbortSignal) =>
  api(membershipRoutes.listMembershipRequests, { query, signal })

export function useMembershipRequest(id: number) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => api(membershipRoutes.getMembershipRequest, { params: { id }, signal }),
  })
}

/** Approve or reject; the answer (the decided request) replaces the cached one. */
export function useDecideMembershipRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DecideMembershipBody) => api(membershipRoutes.decideMembershipRequest, { params: { id }, body }),
    onSuccess: (request) => {
      queryClient.setQueryData(requestKey(id), request)
      void queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERSHIPS_KEY })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
    },
  })
}

export function useDeleteMembershipRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(membershipRoutes.deleteMembershipRequest, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: requestKey(id) })
      void queryClient.invalidateQueries({ queryKey: ADMIN_MEMBERSHIPS_KEY })
    },
  })
}

/** Every membership type (the admin may grant any, retired ones included for old records). */
export function useMembershipTypes() {
  return useQuery({
    queryKey: ['admin', 'system-data', 'membership', 'all'],
    queryFn: ({ signal }) => fetchAllSystemData('membership', signal),
    staleTime: 5 * 60_000,
  })
}

export function useUserMemberships(userId: number) {
  return useQuery({
    queryKey: userRecordsKey(userId),
    queryFn: ({ signal }) => api(membershipRoutes.listUserMemberships, { params: { userId }, signal }),
  })
}

function useStoreRecords(userId: number) {
  const queryClient = useQueryClient()
  return (result: UserMemberships) => queryClient.setQueryData(userRecordsKey(userId), result)
}

/** Adds a record (POST by type) or changes one (PATCH by record id). */
export function useSaveUserMembership(userId: number) {
  const store = useStoreRecords(userId)
  return useMutation({
    mutationFn: ({
      recordId,
      body,
    }: {
      recordId: number | null
      body: MembershipRecordBody & { membershipId: number }
    }) =>
      recordId === null
        ? api(membershipRoutes.addUserMembership, { params: { userId, membershipId: body.membershipId }, body })
        : api(membershipRoutes.updateUserMembership, { params: { userId, id: recordId }, body }),
    onSuccess: store,
  })
}

export function useDeleteUserMembership(userId: number) {
  const store = useStoreRecords(userId)
  return useMutation({
    mutationFn: (recordId: number) => api(membershipRoutes.deleteUserMembership, { params: { id: recordId } }),
    onSuccess: store,
  })
}
