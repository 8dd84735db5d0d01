/**
 * The cart in the cache: one query (shared by the cart page, the checkout and the menu badge)
 * and the calls that change it. Each cart call answers the whole cart, which replaces the cached
 * one, so every view of it changes the moment the server accepts a change.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  cartRoutes,
  type Cart,
  type DonationInput,
  type PayBody,
  type PayResult,
  type UpdateCartItemBody,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, CURRENT_USER_KEY, DASHBOARD_KEY, RUNTIME_CONFIG_KEY } from '../../lib/query-keys'

export const DONATION_OPTIONS_KEY = ['donation-options'] as const

export const cartQuery = queryOptions({
  queryKey: CART_KEY,
  queryFn: ({ signal }) => api(cartRoutes.getCartItems, { signal }),
  staleTime: 30_000,
})

export function useCart() {
  return useQuery(cartQuery)
}

const countItems = (cart: Cart) => cart.items.length

/** The number of items, for the menu badge: the same cached cart, no extra request. */
export function useCartItemCount(): number {
  return useQuery({ ...cartQuery, select: countItems }).data ?? 0
}

export function useDonationOptions() {
  return useQuery({
    queryKey: DONATION_OPTIONS_KEY,
    queryFn: ({ signal }) => api(cartRoutes.listDonationOptions, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** The cart a call answered becomes the cached cart; the dashboard's "in your cart" states follow. */
function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(CART_KEY, cart)
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lineItemId: number) => api(cartRoutes.removeCartItem, { body: { line_item_id: lineItemId } }),
    onSuccess: (cart) => storeCart(queryClient, cart),
  })
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCartItemBody }) =>
      api(cartRoutes.updateCartItem, { params: { id }, body }),
    onSuccess: (cart) => storeCart(queryClient, cart),
  })
}

export function useApplyDiscount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api(cartRoutes.applyDiscount, { body: { code } }),
    onSuccess: (cart) => storeCart(queryClient, cart),
  })
}

export function useAddDonation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DonationInput) => api(cartRoutes.addDonation, { body }),
    onSuccess: (cart) => storeCart(queryClient, cart),
  })
}

/**
 * After a payment the returned user replaces the session's (spec 1 §2.13), and everything the
 * payment may have changed (cart, dashboard, memberships, history...) is fetched again.
 */
export function storePayment(queryClient: QueryClient, result: PayResult): void {
  queryClient.setQueryData(CURRENT_USER_KEY, result.user)
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] && query.queryKey[0] !== RUNTIME_CONFIG_KEY[0],
  })
}

export function usePayCart() {
  return useMutation({ mutationFn: (body: PayBody) => api(cartRoutes.payCart, { body }) })
}
