/**
 * The individual CEU and CEU card calls (spec 2 §7, spec 3 §7 Individual CEUs): the member's
 * CEUs with the form's choices, one CEU, reporting and changing CEUs and their files, completion
 * codes, the CEU card, the staff list and decisions.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  individualCeuRoutes,
  mediaRoutes,
  type ApproveCeuBody,
  type IndividualCeuDetail,
  type IndividualCeuFieldsInput,
  type ListQueryInput,
  type RejectCeuBody,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const CEUS_KEY = ['ceus'] as const
const listKey = [...CEUS_KEY, 'individual'] as const
const detailKey = (id: number) => [...CEUS_KEY, 'individual', id] as const
const cardKey = (userId: number | null, periodId: number) => [...CEUS_KEY, 'card', userId ?? 'mine', periodId] as const
export const ADMIN_INDIVIDUAL_CEUS_KEY = ['admin', 'individual-ceus'] as const

/** GET /api/individual-ceus: the member's CEUs and the form's choices. */
export function useIndividualCeus() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api(individualCeuRoutes.listIndividualCeus, { signal }),
  })
}

/** GET /api/individual-ceu/{id}. */
export function useIndividualCeu(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api(individualCeuRoutes.getIndividualCeu, { params: { id }, signal }),
    enabled: id > 0,
  })
}

/**
 * The CEU card: GET /api/ceus/{periodId}, or staff's GET /api/admin/user/{userId}/ceus/{periodId}
 * when a user is named.
 */
export function useCeuPeriod(periodId: number | null, userId: number | null = null) {
  return useQuery({
    queryKey: cardKey(userId, periodId ?? 0),
    queryFn: ({ signal }) =>
      userId === null
        ? api(individualCeuRoutes.getCeuPeriod, { params: { reportingPeriodId: periodId ?? 0 }, signal })
        : api(individualCeuRoutes.getUserCeuPeriod, { params: { userId, reportingPeriodId: periodId ?? 0 }, signal }),
    enabled: periodId !== null && periodId > 0,
    placeholderData: (previous) => previous,
  })
}

/** GET /api/completion-code?q=: called when Apply is pressed. */
export const findCompletionCode = (q: string) => api(individualCeuRoutes.findCompletionCode, { query: { q } })

/** A CEU changed: its answer replaces the cached one; the lists, the cards, the queue and both dashboards read again. */
function storeDetail(queryClient: QueryClient, detail: IndividualCeuDetail): void {
  queryClient.setQueryData(detailKey(detail.ceu.id), detail)
  void queryClient.invalidateQueries({ queryKey: listKey, exact: true })
  void queryClient.invalidateQueries({ queryKey: [...CEUS_KEY, 'card'] })
  void queryClient.invalidateQueries({ queryKey: ADMIN_INDIVIDUAL_CEUS_KEY })
  void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}

/** POST /api/individual-ceu (multipart: the fields as text, the agenda as `media`). */
export function useCreateIndividualCeu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: FormData) => api(individualCeuRoutes.createIndividualCeu, { form }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** PATCH /api/individual-ceu/{id} (JSON). */
export function useUpdateIndividualCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: IndividualCeuFieldsInput) =>
      api(individualCeuRoutes.updateIndividualCeu, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** POST /api/individual-ceu/{id}/file: one file as `media`. */
export function useUploadIndividualCeuFile(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('media', file, file.name)
      return api(individualCeuRoutes.uploadIndividualCeuFile, { params: { id }, form })
    },
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** DELETE /api/media/{id}: the file leaves the cached CEU too. */
export function useDeleteIndividualCeuFile(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: number) => api(mediaRoutes.deleteMedia, { params: { id: mediaId } }),
    onSuccess: (_ok, mediaId) => {
      queryClient.setQueryData<IndividualCeuDetail>(detailKey(id), (detail) =>
        detail
          ? { ...detail, ceu: { ...detail.ceu, files: detail.ceu.files.filter((file) => file.id !== mediaId) } }
          : detail,
      )
      void queryClient.invalidateQueries({ queryKey: detailKey(id) })
    },
  })
}

// Staff

export const fetchAdminIndividualCeus = (query: ListQueryInput, signal: AbortSignal) =>
  api(individualCeuRoutes.listAdminIndividualCeus, { query, signal })

/** POST /api/admin/individual-ceu/{id}/approve. */
export function useApproveIndividualCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ApproveCeuBody) => api(individualCeuRoutes.approveIndividualCeu, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}

/** POST /api/admin/individual-ceu/{id}/reject. */
export function useRejectIndividualCeu(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RejectCeuBody) => api(individualCeuRoutes.rejectIndividualCeu, { params: { id }, body }),
    onSuccess: (detail) => storeDetail(queryClient, detail),
  })
}
