import { cartRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { CheckoutService } from '../cart/checkout.service'
import type { PaymentsService } from './payments.service'

export const WEBHOOK_PATH = '/api/payments/webhook'

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; checkout: CheckoutService },
) {
  const { payments, checkout } = deps
  implement(app, cartRoutes.listPayments, ({ actor, query }) => payments.list(actor, query))
  implement(app, cartRoutes.getPayment, ({ actor, params }) => payments.get(actor, params.id))
  implement(app, cartRoutes.getReceiptPdf, async ({ actor, params, reply }) => {
    const { pdf } = await payments.receiptPdf(actor, params.id)
    void reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="afcpe-receipt-${params.id}.pdf"`)
      .header('cache-control', 'private, no-store')
    return pdf
  })
  implement(app, cartRoutes.getPaymentMethod, ({ actor }) => payments.getPaymentInfo(actor))
  implement(app, cartRoutes.savePaymentMethod, ({ actor, body }) => payments.savePaymentMethod(actor, body.stripeToken))
  implement(app, cartRoutes.removePaymentMethod, ({ actor }) => payments.removePaymentMethod(actor))

  // The provider's signed webhook: the signature covers the exact bytes, so the body stays raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post(WEBHOOK_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature']
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return checkout.handleWebhook(body, typeof signature === 'string' ? signature : undefined)
    })
  })
}
