import { cartRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { CartService } from './cart.service'
import type { CheckoutService } from './checkout.service'

/** The payment provider's webhook: authenticated by its signature, not by a session (no CSRF). */
export const WEBHOOK_PATH = '/api/payments/webhook'

export function registerCartRoutes(app: FastifyInstance, deps: { cart: CartService; checkout: CheckoutService }) {
  const { cart, checkout } = deps
  implement(app, cartRoutes.getCartItems, ({ actor }) => cart.getCart(actor))
  implement(app, cartRoutes.removeCartItem, ({ actor, body }) => cart.removeItem(actor, body.line_item_id))
  implement(app, cartRoutes.updateCartItem, ({ actor, params, body }) =>
    cart.updateQuantity(actor, params.id, body.quantity),
  )
  implement(app, cartRoutes.applyDiscount, ({ actor, body }) => cart.applyDiscount(actor, body.code))
  implement(app, cartRoutes.payCart, ({ actor, body }) => checkout.pay(actor, body))
  implement(app, cartRoutes.addDonation, ({ actor, body }) => cart.addDonation(actor, body))
  // The provider's signed webhook settles the attempt it is about; the signature covers the exact
  // bytes, so the body stays raw.
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
