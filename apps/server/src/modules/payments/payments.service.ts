/**
 * Payment history, receipts (page, PDF, e-mail) and the saved card (spec 1 §2.11, §2.6 payment
 * info). Owns recorded payments as the member sees them and the card on file; the checkout
 * (modules/cart) records payments and calls `customerIdFor`, `putCardOnFile` and `mailReceipt`.
 */
import { CartMessages, ErrorCode, type ListQuery, type PaymentInfo, type Transaction } from '@portal/contracts'
import type { Db, Tx } from '../../platform/db/database'
import { AppError, fieldError, unauthenticated } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { JobQueue } from '../../platform/jobs/queue'
import type { Mailer } from '../../platform/mail/mailer'
import { ProviderRefusedError, type CardDetails, type PaymentGateway } from '../../platform/payments/gateway'
import { subjectOf } from '../../platform/policy'
import type { UsersReader } from '../users/users.service'
import { customerFor } from './customer'
import { paymentsPolicy } from './payments.policy'
import { paymentsRepo } from './payments.repo'
import { receiptMail } from './receipt-mail'
import { renderReceiptPdf } from './receipt-pdf'
import { putCardOnFile } from './saved-card'

export type PaymentsService = ReturnType<typeof createPaymentsService>

export interface PaymentsServiceDeps {
  db: Db
  gateway: PaymentGateway
  queue: JobQueue
  mailer: Mailer
  appUrl: string
  users: Pick<UsersReader, 'findUser'>
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, gateway, queue, mailer, appUrl, users } = deps

  /** The payer sees their receipt, an admin any; anyone else learns nothing (404). */
  async function receiptFor(actor: Actor, id: number): Promise<Transaction> {
    return paymentsPolicy.authorize(actor, 'readReceipt', await paymentsRepo.load(db, id))
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
    const user = await users.findUser(db, userId)
    if (!user) throw unauthenticated()
    return { savedCard: user.pmType && user.pmLastFour ? { brand: user.pmType, last4: user.pmLastFour } : null }
  }

  return {
    list(actor: Actor, query: ListQuery) {
      const subject = subjectOf(actor)
      paymentsPolicy.assert(actor, 'readHistory', subject)
      return paymentsRepo.list(db, subject.userId, query)
    },

    get: receiptFor,

    async receiptPdf(actor: Actor, id: number) {
      const receipt = await receiptFor(actor, id)
      return { receipt, pdf: await renderReceiptPdf(receipt, { organization: 'AFCPE Member Portal', appUrl }) }
    },

    getPaymentInfo(actor: Actor) {
      const subject = subjectOf(actor)
      paymentsPolicy.assert(actor, 'manageCard', subject)
      return paymentInfo(subject.userId)
    },

    /** Saves a card entered on the page as the card on file (the provider keeps the card itself). */
    async savePaymentMethod(actor: Actor, paymentMethodId: string): Promise<PaymentInfo> {
      paymentsPolicy.assert(actor, 'manageCard', subjectOf(actor))
      const user = await users.findUser(db, actor.id)
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
      paymentsPolicy.assert(actor, 'manageCard', subjectOf(actor))
      await db.transaction((tx) => putCardOnFile(tx, queue, actor.id, null))
      return paymentInfo(actor.id)
    },

    /** A client secret for entering a card on the page. */
    async createSetupIntent(actor: Actor) {
      paymentsPolicy.assert(actor, 'manageCard', subjectOf(actor))
      const user = await users.findUser(db, actor.id)
      if (!user) throw unauthenticated()
      const customerId = await customerOf(user)
      const { clientSecret } = await gateway.createSetupIntent(customerId)
      return { clientSecret, provider: gateway.provider }
    },

    /**
     * The user's customer at the provider, created on first use (the checkout keeping a card for
     * an approval); throws `ProviderRefusedError` as the provider refused it.
     */
    customerIdFor: (user: Parameters<typeof customerFor>[2]) => customerFor(db, gateway, user),

    /** Makes `card` the card on file in the caller's transaction; the card it replaces is detached after. */
    putCardOnFile: (tx: Tx, userId: number, card: (CardDetails & { customerId: string }) | null) =>
      putCardOnFile(tx, queue, userId, card),

    /** Queues the receipt e-mail of a recorded payment, in the transaction that records it. */
    async mailReceipt(tx: Tx, transactionId: number): Promise<void> {
      const receipt = await paymentsRepo.load(tx, transactionId)
      if (receipt) await mailer.send(tx, receiptMail(receipt, { appUrl }))
    },
  }
}
