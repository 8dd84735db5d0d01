import { defineRoute } from '../http/route'
import { FileBytes, IdParams } from '../http/common'
import { ListQuery, listResult } from '../http/list'
import { PaymentInfo, PaymentMethodBody, PaymentSummary, SetupIntent, Transaction } from './schemas'

const tags = ['payments']

/** What the payment history sorts by (server list spec and web columns). */
export type PaymentListField = 'createdAt' | 'amount'

/**
 * The payment history, its receipts and the saved card; and the client secret for entering a
 * card, which the checkout's card form asks for too (under /api/cart, tagged cart).
 */
export const paymentRoutes = {
  /** Sorted by `PaymentListField`. */
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/payments',
    access: 'member',
    summary: "The signed-in user's payment history, newest first by default.",
    tags,
    query: ListQuery,
    response: listResult(PaymentSummary),
  }),
  getPayment: defineRoute({
    method: 'GET',
    path: '/api/payments/:id',
    access: 'member',
    summary: 'One payment (the receipt): the payer or an admin.',
    tags,
    params: IdParams,
    response: Transaction,
  }),
  getReceiptPdf: defineRoute({
    method: 'GET',
    path: '/api/payments/:id/receipt.pdf',
    access: 'member',
    summary: 'The receipt of one payment as a PDF download: the payer or an admin.',
    tags,
    params: IdParams,
    response: FileBytes,
  }),
  getPaymentMethod: defineRoute({
    method: 'GET',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'The saved card (type and last four digits), if any.',
    tags,
    response: PaymentInfo,
  }),
  savePaymentMethod: defineRoute({
    method: 'POST',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'Saves a card entered on the page (its payment method id) as the card on file, replacing the old one.',
    tags,
    body: PaymentMethodBody,
    response: PaymentInfo,
  }),
  removePaymentMethod: defineRoute({
    method: 'DELETE',
    path: '/api/user/payment-method',
    access: 'member',
    summary: 'Removes the card on file.',
    tags,
    response: PaymentInfo,
  }),
  createSetupIntent: defineRoute({
    method: 'POST',
    path: '/api/cart/create-setup-intent',
    access: 'member',
    summary: 'A client secret for entering a card on the page (the payment provider’s SetupIntent).',
    tags: ['cart'],
    response: SetupIntent,
  }),
}
