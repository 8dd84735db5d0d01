/**
 * The group CEU calls (spec 2 §7, spec 3 §7 Group CEUs): the form's context, the sponsor's list,
 * one request, 'Add to cart', 'Save Changes', agenda files, the staff queue and decisions, and
 * the public CEU library. A request's answer replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  groupCeuRoutes,
  mediaRoutes,
  type ApproveGroupCeuBody,
  type GroupCeu,
  type GroupCeuFieldsInput,
  type ListQueryInput,
  type RejectGroupCeuBody,
} from '@portal/contracts'
import { api } from '../../../lib/api'
import { CART_KEY, DASHBOARD_KEY } from '../../../lib/query-keys'

export const GROUP_CEUS_KEY = ['group-ceus'] as const
export const ADMIN_GROUP_CEUS_KEY = ['admin', 'group-ceus'] as const
export const CEU_LIBRARY_KEY = ['ceu-library'] as const
const formKey = [...GROUP_CEUS_KEY, 'form'] as const
const detailKey = (id: number) => [...GROUP_CEUS_KEY, 'request', id] as const

/** GET /api/group-ceu/form: credit types and this sponsor's prices. */
export function useGroupCeuForm() {
  return useQuery({
    queryKey: formKey,
    queryFn: ({ signal }) => api(groupCeuRoutes.groupCeuForm, { signal }),
  })
}

export const fetchGroupCeus = (query: ListQueryInput, signal: AbortSignal) =>
  api(groupCeuRoutes.listGroupCeus, { query, signal })

export const fetchAdminGroupCeus = (query: ListQueryInput, signal: AbortSignal) =>
  api(groupCeuRoutes.listAdminGroupCeus, { query, signal })

export const fetchCeuLibrary = (query: ListQueryInput, signal: AbortSignal) =>
  api(groupCeuRoutes.listCeuLibrary, { query, signal })

/** GET /api/group-ceu/{id}. */
export function useGroupCeu(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api(groupCeuRoutes.getGroupCeu, { params: { id }, signal }),
    enabled: id > 0,
  })
}

/** A request changed: its answer is cached; the lists, the cart and the dashboard read again. */
function store(queryClient: QueryClient, ceu: GroupCeu): void {
  queryClient.setQueryData(detailKey(ceu.id), ceu)
  void queryClient.invalidateQueries({ queryKey: [...GROUP_CEUS_KEY, 'list'] })
  void queryClient.invalidateQueries({ queryKey: ADMIN_GROUP_CEUS_KEY })
  void queryClient.invalidateQueries({ queryKey: CART_KEY })
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}

/** POST /api/group-ceu ('Add to cart'; multipart: the fields as text, the agenda as `media`). */
export function useCreateGroupCeu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => api(groupCeuRoutes.createGroupCeu, { form }),
    onSuccess: (ceu) => store(queryClient, ceu),
  })
}

/** PATCH /api/group-ceu/{id} ('Save Changes'). */
export function useUpdateGroupCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GroupCeuFieldsInput) => api(groupCeuRoutes.updateGroupCeu, { params: { id }, body }),
    onSuccess: (ceu) => store(queryClient, ceu),
  })
}

/** POST /api/group-ceu/{id}/file: one agenda file as `media`. */
export function useUploadGroupCeuFile(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('media', file, file.name)
      return api(groupCeuRoutes.uploadGroupCeuFile, { params: { id }, form })
    },
    onSuccess: (ceu) => store(queryClient, ceu),
  })
}

/** DELETE /api/media/{id}: the file leaves the cached request too. */
export function useDeleteGroupCeuFile(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: number) => api(mediaRoutes.deleteMedia, { params: { id: mediaId } }),
    onSuccess: (_ok, mediaId) => {
      queryClient.setQueryData<GroupCeu>(detailKey(id), (ceu) =>
        ceu ? { ...ceu, files: ceu.files.filter((file) => file.id !== mediaId) } : ceu,
      )
      void queryClient.invalidateQueries({ queryKey: detailKey(id) })
    },
  })
}

/** POST /api/admin/group-ceu/{id}/approve. */
export function useApproveGroupCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ApproveGroupCeuBody) => api(groupCeuRoutes.approveGroupCeu, { params: { id }, body }),
    onSuccess: (ceu) => store(queryClient, ceu),
  })
}

/** POST /api/admin/group-ceu/{id}/reject. */
export function useRejectGroupCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RejectGroupCeuBody) => api(groupCeuRoutes.rejectGroupCeu, { params: { id }, body }),
    onSuccess: (ceu) => store(queryClient, ceu),
  })
}
