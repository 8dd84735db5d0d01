/**
 * The member's extension calls (spec 2 §2.9, §7): the request form's page and the request, which
 * puts the extension in the cart.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { extensionRoutes, type ExtensionBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const EXTENSION_KEY = ['extension'] as const

export function useExtensionPage() {
  return useQuery({
    queryKey: EXTENSION_KEY,
    queryFn: ({ signal }) => api(extensionRoutes.getExtensionPage, { signal }),
  })
}

/** POST /api/extension: the request goes in the cart; the cart, the dashboards and this page follow. */
export function useRequestExtension() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ExtensionBody) => api(extensionRoutes.requestExtension, { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EXTENSION_KEY }),
        queryClient.invalidateQueries({ queryKey: CART_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY }),
      ])
    },
  })
}
