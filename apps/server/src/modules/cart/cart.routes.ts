import { cartRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { PaymentsService } from '../payments/payments.service'
import type { CartService } from './cart.service'
import type { CheckoutService } from './checkout.service'

export function registerCartRoutes(
  app: FastifyInstance,
  deps: { cart: CartService; checkout: CheckoutService; payments: PaymentsService },
) {
  const { cart, checkout, payments } = deps
  implement(app, cartRoutes.getCartItems, ({ actor }) => cart.getCart(actor))
  implement(app, cartRoutes.removeCartItem, ({ actor, body }) => cart.removeItem(actor, body.line_item_id))
  implement(app, cartRoutes.updateCartItem, ({ actor, params, body }) =>
    cart.updateQuantity(actor, params.id, body.quantity),
  )
  implement(app, cartRoutes.createSetupIntent, ({ actor }) => payments.createSetupIntent(actor))
  implement(app, cartRoutes.applyDiscount, ({ actor, body }) => cart.applyDiscount(actor, body.code))
  implement(app, cartRoutes.payCart, ({ actor, body }) => checkout.pay(actor, body))
  implement(app, cartRoutes.listDonationOptions, () => cart.listDonationOptions())
  implement(app, cartRoutes.addDonation, ({ actor, body }) => cart.addDonation(actor, body))
}
