/** Payment history, receipts (page, PDF) and the saved card (spec 1 §2.11, §2.6 payment info). */
import { CartMessages, ErrorCode, type ListQuery, type PaymentInfo, type Transaction } from '@portal/contracts'
import type { Db } from '../../platform/db/database'
import { AppError, fieldError, notFound, unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { JobQueue } from '../../platform/jobs/queue'
import { ProviderRefusedError, type PaymentGateway } from '../../platform/payments/gateway'
import { profileRepo } from '../profile/profile.repo'
import { customerFor } from './customer'
import { paymentsRepo } from './payments.repo'
import { renderReceiptPdf } from './receipt-pdf'
import { putCardOnFile } from './saved-card'

export type PaymentsService = ReturnType<typeof createPaymentsService>

export function createPaymentsService(deps: { db: Db; gateway: PaymentGateway; queue: JobQueue; appUrl: string }) {
  const { db, gateway, queue, appUrl } = deps

  /** The payer sees their receipt, an admin any; anyone else learns nothing (404). */
  async function receiptFor(actor: Actor, id: number): Promise<Transaction> {
    const receipt = await paymentsRepo.load(db, id)
    if (!receipt || (receipt.payer.id !== actor.id && actor.role !== 'admin')) throw notFound()
    return receipt
  }

  /** The user's customer at the provider; a refused creation is the member's decline, not a 500. */
  async function customerOf(user: Parameters<typeof customerFor>[2]) {
    try {
      return await customerFor(db, gateway, user)
    } catch (error) {
      if (error instanceof ProviderRefusedError)
        throw new AppError(402, ErrorCode.paymentFailed, CartMessages.paymentFailed)
      throw error
    }
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
      // The card it replaces is detached once this commits.
      await db.transaction((tx) => putCardOnFile(tx, queue, user.id, { ...card, customerId }))
      return paymentInfo(user.id)
    },

    /** Forgets the card on file; the provider detaches it once this commits. */
    async removePaymentMethod(actor: Actor): Promise<PaymentInfo> {
      await db.transaction((tx) => putCardOnFile(tx, queue, actor.id, null))
      return paymentInfo(actor.id)
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
