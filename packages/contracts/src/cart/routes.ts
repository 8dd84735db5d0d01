import { z } from '../zod'
import { defineRoute } from '../http/route'
import { IdParams } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import { CurrentUser } from '../auth/schemas'
import {
  AddDonationBody,
  ApplyDiscountBody,
  Cart,
  PayBody,
  PayResult,
  PaymentInfo,
  PaymentMethodBody,
  PaymentSummary,
  RemoveCartItemBody,
  SetupIntent,
  Transaction,
  UpdateCartItemBody,
} from './schemas'
import { donationRoutes } from '../donations/routes'

const cart = ['cart']
const payments = ['payments']

/** What the payment history sorts by (server list spec and web columns). */
export type PaymentListField = 'createdAt' | 'amount'

export const ReceiptPdf = z.custom<Uint8Array>((value) => value instanceof Uint8Array)

/**
 * The cart's and checkout's calls. The donation options are declared by `donationRoutes`
 * (donations) and named here too, so that this group keeps its members.
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
  createSetupIntent: defineRoute({
    method: 'POST',
    path: '/api/cart/create-setup-intent',
    access: 'member',
    summary: 'A client secret for entering a card on the page (the payment provider’s SetupIntent).',
    tags: cart,
    response: SetupIntent,
  }),
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
  /** Sorted by `PaymentListField`. */
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/payments',
    access: 'member',
    summary: "The signed-in user's payment history, newest first by default.",
    tags: payments,
    query: ListQuery,
    response: listResult(PaymentSummary),
  }),
  getPayment: defineRoute({
    method: 'GET',
    path: '/api/payments/:id',
    access: 'member',
    summary: 'One payment (the receipt): the payer or an admin.',
    tags: payments,
    params: IdParams,
    response: Transaction,
  }),
  getReceiptPdf: defineRoute({
    method: 'GET',
    path: '/api/payments/:id/receipt.pdf',
    access: 'member',
    summary: 'The receipt of one payment as a PDF download: the payer or an admin.',
    tags: payments,
    params: IdParams,
    response: ReceiptPdf,
  }),
  getPaymentMethod: defineRoute({
    method: 'GET',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'The saved card (type and last four digits), if any.',
    tags: payments,
    response: PaymentInfo,
  }),
  savePaymentMethod: defineRoute({
    method: 'POST',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'Saves a card entered on the page (its payment method id) as the card on file, replacing the old one.',
    tags: payments,
    body: PaymentMethodBody,
    response: PaymentInfo,
  }),
  removePaymentMethod: defineRoute({
    method: 'DELETE',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'Removes the card on file.',
    tags: payments,
    response: PaymentInfo,
  }),
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
