/** Payment history, receipts (page, PDF) and the saved card (spec 1 §2.11, §2.6 payment info). */
import type { ListQuery, PaymentInfo, Transaction } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../platform/db/database'
import { fieldError, notFound, unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { PaymentGateway } from '../../platform/payments/gateway'
import { profileRepo } from '../profile/profile.repo'
import { customerFor } from './customer'
import { paymentsRepo } from './payments.repo'
import { renderReceiptPdf } from './receipt-pdf'

export type PaymentsService = ReturnType<typeof createPaymentsService>

export function createPaymentsService(deps: { db: Db; gateway: PaymentGateway; appUrl: string }) {
  const { db, gateway, appUrl } = deps

  /** The payer sees their receipt, an admin any; anyone else learns nothing (404). */
  async function receiptFor(actor: Actor, id: number): Promise<Transaction> {
    const receipt = await paymentsRepo.load(db, id)
    if (!receipt || (receipt.payer.id !== actor.id && actor.role !== 'admin')) throw notFound()
    return receipt
  }

  function customerOf(user: Parameters<typeof customerFor>[2]) {
    return customerFor(db, gateway, user)
  }

  async function paymentInfo(userId: number): Promise<PaymentInfo> {
    const user = await profileRepo.findUser(db, userId)
    if (!user) throw unauthenticated()
    return { savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null }
  }

  return {
    list: (actor: Actor, query: ListQuery) => paymentsRepo.list(db, actor.id, query),
    get: receiptFor,
    async receiptPdf(actor: Actor, id: number) {
      const receipt = await receiptFor(actor, id)
      return { receipt, pdf: await renderReceiptPdf(receipt, { organization: 'AFCPE Member Portal', appUrl }) }
    },

    getPaymentInfo: (actor: Actor) => paymentInfo(actor.id),

    /** Saves a card entered on the page as the card on file (the provider keeps the card itself). */
    async savePaymentMethod(actor: Actor, paymentMethodId: string): Promise<PaymentInfo> {
      const user = await profileRepo.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      const customerId = await customerOf(user)
      let card
      try {
        card = await gateway.saveCard(customerId, paymentMethodId)
      } catch (error) {
        throw fieldError('stripeToken', error instanceof Error ? error.message : 'Could not save this card.')
      }
      const previous = user.paymentMethodId
      await db
        .update(users)
        .set({
          paymentCustomerId: customerId,
          paymentMethodId: card.paymentMethodId,
          pmType: card.brand,
          pmLastFour: card.last4,
        })
        .where(eq(users.id, user.id))
      if (previous && previous !== card.paymentMethodId) await gateway.removeCard(previous).catch(() => undefined)
      return paymentInfo(user.id)
    },

    async removePaymentMethod(actor: Actor): Promise<PaymentInfo> {
      const user = await profileRepo.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      if (user.paymentMethodId) await gateway.removeCard(user.paymentMethodId)
      await db.update(users).set({ paymentMethodId: null, pmType: null, pmLastFour: null }).where(eq(users.id, user.id))
      return paymentInfo(user.id)
    },

    /** A client secret for entering a card on the page. */
    async createSetupIntent(actor: Actor) {
      const user = await profileRepo.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      const customerId = await customerOf(user)
      const { clientSecret } = await gateway.createSetupIntent(customerId)
      return { clientSecret, provider: gateway.provider }
    },
  }
}
