import { cartRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { PaymentsService } from './payments.service'

export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentsService }) {
  const { payments } = deps
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
  implement(app, cartRoutes.createSetupIntent, ({ actor }) => payments.createSetupIntent(actor))
}
