/**
 * The staff's extension calls (spec 3 §7 Extensions): the list of submitted requests, one request
 * and its decision. A decision answers the request decided, which replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { extensionRoutes, type AdminExtension, type DecideExtensionBody, type ListQueryInput } from '@portal/contracts'
import { api } from '../../../lib/api'
import { DASHBOARD_KEY } from '../../../lib/query-keys'

export const ADMIN_EXTENSIONS_KEY = ['admin', 'extensions'] as const
const extensionKey = (id: number) => [...ADMIN_EXTENSIONS_KEY, 'extension', id] as const

export const fetchAdminExtensions = (query: ListQueryInput, signal: AbortSignal) =>
  api(extensionRoutes.listAdminExtensions, { query, signal })

export function useAdminExtension(id: number) {
  return useQuery({
    queryKey: extensionKey(id),
    queryFn: ({ signal }) => api(extensionRoutes.getAdminExtension, { params: { id }, signal }),
    enabled: id > 0,
  })
}

export type ExtensionDecision = 'approve' | 'reject'

/** Approve (charges the saved card) or reject; the list and the dashboards follow. */
export function useDecideExtension(id: number, decision: ExtensionDecision) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DecideExtensionBody) =>
      api(decision === 'approve' ? extensionRoutes.approveExtension : extensionRoutes.rejectExtension, {
        params: { id },
        body,
      }),
    onSuccess: (extension: AdminExtension) => {
      queryClient.setQueryData(extensionKey(id), extension)
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_EXTENSIONS_KEY, 'list'] })
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
    },
  })
}
