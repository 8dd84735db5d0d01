import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { CurrentUser } from '../auth/schemas'
import {
  AddDonationBody,
  ApplyDiscountBody,
  Cart,
  PayBody,
  PayResult,
  RemoveCartItemBody,
  UpdateCartItemBody,
} from './schemas'
import { donationRoutes } from '../donations/routes'
import { paymentRoutes } from '../payments/routes'

const cart = ['cart']

/**
 * The cart's and checkout's calls. The payments' calls (`paymentRoutes`, payments) and the
 * donation options (`donationRoutes`, donations) are declared in their folders and named here
 * too, so that this group keeps its members.
 */
export const cartRoutes = {
  getCartItems: defineRoute({
    method: 'GET',
    path: '/api/cart/items',
    access: 'member',
    summary: "The signed-in user's cart: unpaid items with prices computed by the server, totals and the user.",
    tags: cart,
    response: Cart,
  }),
  removeCartItem: defineRoute({
    method: 'POST',
    path: '/api/cart/remove',
    access: 'member',
    summary:
      'Removes an item from the cart. Removing a pre-registration registration item (not a practice exam) ' +
      'removes the whole registration.',
    tags: cart,
    body: RemoveCartItemBody,
    response: Cart,
  }),
  updateCartItem: defineRoute({
    method: 'PATCH',
    path: '/api/cart/item/:id',
    access: 'member',
    summary: 'Changes the quantity of a cart item (at least 1; only items sold by quantity).',
    tags: cart,
    params: IdParams,
    body: UpdateCartItemBody,
    response: Cart,
  }),
  createSetupIntent: paymentRoutes.createSetupIntent,
  applyDiscount: defineRoute({
    method: 'POST',
    path: '/api/cart/apply-discount',
    access: 'member',
    summary: 'Applies a discount code to the cart items it covers (replacing any other code).',
    tags: cart,
    body: ApplyDiscountBody,
    response: Cart,
  }),
  payCart: defineRoute({
    method: 'POST',
    path: '/api/cart/pay',
    access: 'member',
    summary:
      'Pays the whole cart (plus an optional donation) exactly once: one stored idempotency key per attempt; ' +
      'paying fulfils every item in the transaction that records the payment. Answers the updated user.',
    tags: cart,
    body: PayBody,
    response: PayResult,
  }),
  listDonationOptions: donationRoutes.listDonationOptions,
  addDonation: defineRoute({
    method: 'POST',
    path: '/api/donations',
    access: 'member',
    summary: 'Adds a donation to the cart (replacing one already there).',
    tags: cart,
    body: AddDonationBody,
    response: Cart,
  }),
  listPayments: paymentRoutes.listPayments,
  getPayment: paymentRoutes.getPayment,
  getReceiptPdf: paymentRoutes.getReceiptPdf,
  getPaymentMethod: paymentRoutes.getPaymentMethod,
  savePaymentMethod: paymentRoutes.savePaymentMethod,
  removePaymentMethod: paymentRoutes.removePaymentMethod,
  impersonateUser: defineRoute({
    method: 'POST',
    path: '/api/admin/impersonate/:id',
    access: 'admin',
    summary: 'The admin starts acting as this user (the session keeps the admin as impersonator).',
    tags: ['admin'],
    params: IdParams,
    response: CurrentUser,
  }),
  stopImpersonating: defineRoute({
    method: 'POST',
    path: '/api/impersonate/leave',
    access: 'member',
    summary: 'Ends impersonation: the session is the admin’s own again.',
    tags: ['admin'],
    response: CurrentUser,
  }),
}
