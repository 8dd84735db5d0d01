/** Payment history, receipts and the saved card: the queries and calls of the payments screens. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { cartRoutes, type ListQueryInput, type PaymentInfo } from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY } from '../../lib/query-keys'

export const PAYMENTS_KEY = ['payments'] as const
export const PAYMENT_METHOD_KEY = ['payment-method'] as const

export const fetchPaymentPage = (query: ListQueryInput, signal: AbortSignal) =>
  api(cartRoutes.listPayments, { query, signal })

export function usePayment(id: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'receipt', id],
    queryFn: ({ signal }) => api(cartRoutes.getPayment, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
  })
}

export function usePaymentMethod() {
  return useQuery({
    queryKey: PAYMENT_METHOD_KEY,
    queryFn: ({ signal }) => api(cartRoutes.getPaymentMethod, { signal }),
  })
}

/** The card on file changed: the checkout's "Card ending in ..." follows. */
function storePaymentInfo(queryClient: QueryClient, info: PaymentInfo): void {
  queryClient.setQueryData(PAYMENT_METHOD_KEY, info)
  void queryClient.invalidateQueries({ queryKey: CART_KEY })
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (stripeToken: string) => api(cartRoutes.savePaymentMethod, { body: { stripeToken } }),
    onSuccess: (info) => storePaymentInfo(queryClient, info),
  })
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(cartRoutes.removePaymentMethod),
    onSuccess: (info) => storePaymentInfo(queryClient, info),
  })
}

/** A client secret for entering a card with Stripe Elements (only asked for when Stripe is configured). */
export function useCreateSetupIntent() {
  return useMutation({ mutationFn: () => api(cartRoutes.createSetupIntent) })
}
