/**
 * Checkout: pays the whole cart exactly once (money never moves twice).
 *
 *  1. Begin (one short transaction, the user's row locked): find an attempt this request
 *     repeats, or validate the order, reserve discount uses and store a new attempt with its own
 *     provider idempotency key. Free and admin-override orders are recorded right there.
 *  2. Charge (no transaction open): ask the gateway with the attempt's key. The provider never
 *     charges one key twice.
 *  3. Settle (one transaction, the attempt's row locked): record the transaction, mark the
 *     items paid and call each item's registration (products.ts: what paying for it does), or
 *     record the decline. Only a pending attempt is settled, so the request, the webhook and the
 *     reconciler can race and the payment is recorded once.
 *
 * A process that dies between 2 and 3 leaves the attempt pending; `reconcile` (at start and
 * every minute) replays the charge with the same key, which answers the first result without a
 * second charge, and settles it. Once the key may have expired at the provider (24 hours), the
 * payment is looked up by the attempt's metadata instead of replayed.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
  CartMessages as M,
  ErrorCode,
  TRANSACTION_TYPE_OF_METHOD,
  easternDay,
  formatCents,
  type PayBody,
  type PayResult,
  type z,
} from '@portal/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock'
import type { Db, Tx } from '../../platform/db/database'
import {
  AppError,
  assertStorableEvent,
  conflict,
  fieldError,
  notFound,
  unauthenticated,
} from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import { recordWebhookEvent } from '../../platform/http/webhook-events'
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../platform/payments/gateway'
import { ProviderRefusedError, WebhookSignatureError } from '../../platform/payments/gateway'
import { toCurrentUser } from '../auth/auth.service'
import type { DonationsService } from '../donations/donations.service'
import type { NotificationService } from '../notifications/notifications.service'
import type { PaymentsService } from '../payments/payments.service'
import type { UsersReader } from '../users/users.service'
import { cartPolicy } from './cart.policy'
import { cartRepo } from './cart.repo'
import { removeNoLongerOffered } from './cart.service'
import { discountProblem, isChargedOnApproval, repriceLine, totalsOf } from './cart-rules'
import { checkoutRepo, type AttemptRow, type NewAttempt } from './checkout.repo'
import type { PendingDecision, ProductCatalog, ProductLine } from './products'

export type { AttemptRow }

type Pay = z.output<typeof PayBody>

/**
 * A request without a key, identical to a paid one this soon after and finding the cart empty, is
 * answered with that payment (a double submit), not taken as a new order.
 */
const KEYLESS_REPLAY_MS = 2 * 60 * 1000
/** How long a repeated request waits for the attempt it repeats. */
const AWAIT_OUTCOME_MS = 30_000
const POLL_MS = 100
/** Pending this long without an answer: the reconciler asks the provider again. */
export const RECONCILE_AFTER_MS = 60_000
/**
 * Stripe keeps an idempotency key for 24 hours, then takes the key as new. An attempt this old is
 * not replayed (that could make a second payment): its payment is looked up by metadata instead.
 */
export const KEY_MAY_HAVE_EXPIRED_MS = 23 * 60 * 60 * 1000

export interface CheckoutDeps {
  db: Db
  clock: Clock
  gateway: PaymentGateway
  notifications: Pick<NotificationService, 'tell'>
  log: FastifyBaseLogger
  users: Pick<UsersReader, 'findUser'>
  /** The customer at the provider, the card on file and the receipt (the payments module's). */
  payments: Pick<PaymentsService, 'customerIdFor' | 'putCardOnFile' | 'mailReceipt'>
  /** A donation given with the payment. */
  donations: Pick<DonationsService, 'putDonation'>
  /** What paying for each kind of item does. */
  products: ProductCatalog
}

const paymentFailed = (message: string) => new AppError(402, ErrorCode.paymentFailed, message)
/** The provider's answer never came: the attempt stays pending and the reconciler finishes it. */
export const outcomeUnknown = () =>
  new AppError(
    503,
    ErrorCode.paymentFailed,
    'We could not reach the payment provider. If the payment went through it will appear in your payment history within a few minutes.',
  )

const newIdempotencyKey = () => `pay_${randomUUID()}`

/** What a request asked for; identical requests share one attempt. */
export function requestFingerprint(body: Pay): string {
  const donation = body.donation && body.donation.id !== 0 ? body.donation : null
  const canonical = JSON.stringify([
    body.paymentMethodType,
    body.stripeToken ?? null,
    body.overrideNotes ?? null,
    donation && [donation.id, donation.amount ?? null, donation.other ?? null, donation.anonymous],
  ])
  return createHash('sha256').update(canonical).digest('hex')
}

export type CheckoutService = ReturnType<typeof createCheckoutService>

/** The provider's answer, or a success without a charge (nothing due now). */
type Outcome = ChargeResult | { status: 'succeeded'; paymentId: null; amountCents: 0 }

/** A staff approval's charge, stored and ready to charge, or one already charging the same item. */
export type BegunApprovalCharge =
  { kind: 'charge'; attempt: AttemptRow } | { kind: 'await'; attempt: AttemptRow } | { kind: 'noCardOnFile' }

/**
 * Where a staff decision stands once its transaction commits: done (nothing to charge, or
 * decided without a charge), or an approval's charge to make or to await (`settleApprovalCharge`).
 */
export type ApprovalStep = { kind: 'done' } | Extract<BegunApprovalCharge, { kind: 'charge' | 'await' }>

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, clock, gateway, notifications, log, users, payments, donations, products } = deps

  type Begun =
    | { kind: 'existing'; attempt: AttemptRow }
    | { kind: 'charge'; attempt: AttemptRow }
    | { kind: 'refused'; error: AppError }

  async function begin(actor: Actor, body: Pay, fingerprint: string): Promise<Begun> {
    return db.transaction(async (tx): Promise<Begun> => {
      const user = await cartRepo.lockUser(tx, actor.id)
      if (!user) throw unauthenticated()

      if (body.idempotencyKey) {
        const repeated = await checkoutRepo.attemptByRequestKey(tx, actor.id, body.idempotencyKey)
        if (repeated) return { kind: 'existing', attempt: repeated }
      }
      const pending = await checkoutRepo.pendingAttempt(tx, actor.id)
      if (pending) {
        if (!body.idempotencyKey && pending.requestFingerprint === fingerprint)
          return { kind: 'existing', attempt: pending }
        throw new AppError(409, ErrorCode.conflict, M.paymentInProgress)
      }
      if (!body.idempotencyKey && (await cartRepo.lines(tx, actor.id)).length === 0) {
        // The cart it paid for is gone: an identical request this soon repeats that payment.
        const since = new Date(clock.now().getTime() - KEYLESS_REPLAY_MS)
        const paid = await checkoutRepo.latestSucceeded(tx, actor.id, fingerprint, since)
        if (paid) return { kind: 'existing', attempt: paid }
      }

      if (body.paymentMethodType === 'admin') cartPolicy.assert(actor, 'payByOverride')
      if (body.donation && body.donation.id !== 0) await donations.putDonation(tx, actor.id, body.donation)
      const lines = await cartRepo.lines(tx, actor.id)
      if (lines.length === 0) throw fieldError('cart', M.emptyCart)
      // An item that can no longer be bought leaves the cart: commit that (not the order), then
      // refuse with the reason, before anything is charged or submitted.
      const withdrawn = await removeNoLongerOffered(tx, products, lines)
      if (withdrawn) return { kind: 'refused', error: fieldError('cart', withdrawn) }
      const { totalCents } = totalsOf(lines)
      checkMethod(body, totalCents, user)

      // A code that stopped being valid leaves the cart; the member sees the new total first.
      const today = easternDay(clock.now())
      const discountIds = [...new Set(lines.flatMap((line) => (line.discountId === null ? [] : [line.discountId])))]
      // Every code is checked before any use is taken, so a refusal leaves no use reserved.
      const codes = await cartRepo.discountsById(tx, discountIds)
      const reserved: number[] = []
      for (const discount of codes) {
        const problem =
          discountProblem(discount, today) ??
          ((await cartRepo.reserveDiscountUse(tx, discount.id)) ? null : M.discountUsedUp)
        if (problem) {
          for (const id of reserved) await cartRepo.releaseDiscountUse(tx, id)
          for (const line of lines.filter((l) => l.discountId === discount.id)) {
            await cartRepo.setDiscount(tx, line.id, repriceLine(line, null))
          }
          // Commit the repricing (not the order), then refuse with the reason.
          return { kind: 'refused', error: fieldError('code', problem) }
        }
        reserved.push(discount.id)
      }

      const usesCard = body.paymentMethodType === 'stripe' || body.paymentMethodType === 'existing'
      // With a card, items charged on approval are submitted now and the card kept for then.
      const later = usesCard ? lines.filter((line) => isChargedOnApproval(line, products)) : []
      const now = lines.filter((line) => !later.includes(line))
      const attempt = await checkoutRepo.insertAttempt(tx, {
        userId: actor.id,
        idempotencyKey: newIdempotencyKey(),
        requestKey: body.idempotencyKey ?? null,
        requestFingerprint: fingerprint,
        status: 'pending',
        paymentMethodType: body.paymentMethodType,
        amountCents: totalsOf(now).totalCents,
        lineItemIds: now.map((line) => line.id),
        deferredLineItemIds: later.map((line) => line.id),
        providerPaymentMethodId: !usesCard
          ? null
          : body.paymentMethodType === 'existing'
            ? user.paymentMethodId
            : (body.stripeToken ?? null),
        providerCustomerId: body.paymentMethodType === 'existing' ? user.paymentCustomerId : null,
        recordedById: body.paymentMethodType === 'admin' ? actor.impersonatorId : null,
        notes: body.paymentMethodType === 'admin' ? (body.overrideNotes ?? null) : null,
        // The age of its provider key is measured on the same clock as the reconciler's.
        createdAt: clock.now(),
      })
      if (usesCard) return { kind: 'charge', attempt }
      // Free and admin-override orders move no money: recorded in this same transaction.
      return {
        kind: 'existing',
        attempt: await recordSuccess(tx, attempt, { paymentId: null, amountCents: totalCents }),
      }
    })
  }

  function checkMethod(body: Pay, totalCents: number, user: { paymentMethodId: string | null }) {
    switch (body.paymentMethodType) {
      case 'free':
        if (totalCents > 0) throw fieldError('paymentMethodType', M.notFree)
        return
      case 'stripe':
        if (totalCents <= 0) throw fieldError('paymentMethodType', M.nothingToCharge)
        if (!body.stripeToken) throw fieldError('stripeToken', M.cardRequired)
        return
      case 'existing':
        if (totalCents <= 0) throw fieldError('paymentMethodType', M.nothingToCharge)
        if (!user.paymentMethodId) throw fieldError('paymentMethodType', M.noSavedCard)
        return
      case 'admin':
        return
    }
  }

  /**
   * Records a successful attempt: the transaction and the paid items with what paying for each
   * does (when anything was due now), the submitted items charged on approval, what an approval's
   * off-session charge does, the receipt and the notification.
   */
  async function recordSuccess(
    tx: Tx,
    attempt: AttemptRow,
    charge: { paymentId: string | null; amountCents: number },
  ): Promise<AttemptRow> {
    const paidAt = clock.now()
    const lines = await checkoutRepo.unpaidLines(tx, attempt.userId, attempt.lineItemIds)
    let transactionId: number | null = null
    if (lines.length === 0 && charge.amountCents > 0) {
      // Money moved for items that are gone: record it anyway, so it is never charged unrecorded.
      log.error({ attemptId: attempt.id, amountCents: charge.amountCents }, 'charged for items no longer unpaid')
    }
    if (lines.length > 0 || charge.amountCents > 0) {
      const discounted = lines.find((line) => line.discountId !== null)
      const transaction = await checkoutRepo.insertTransaction(tx, {
        userId: attempt.userId,
        type: attempt.offSession ? 'off_session' : TRANSACTION_TYPE_OF_METHOD[attempt.paymentMethodType],
        amountCents: charge.amountCents,
        stripeId: charge.paymentId,
        notes: attempt.notes,
        discountId: discounted?.discountId ?? null,
        discountCents: lines.reduce((sum, line) => sum + line.discountCents * line.quantity, 0),
        recordedById: attempt.recordedById,
        createdAt: paidAt,
      })
      transactionId = transaction.id
      await checkoutRepo.markLinesPaid(
        tx,
        lines.map((line) => line.id),
        { transactionId, paymentMethod: attempt.paymentMethodType, paidAt },
      )
      for (const line of lines) await products.of(line.categoryType).onPaid(tx, line, paidAt)
    }
    const submitted = await checkoutRepo.unpaidLines(tx, attempt.userId, attempt.deferredLineItemIds)
    await checkoutRepo.hideFromCart(
      tx,
      submitted.map((line) => line.id),
    )
    for (const line of submitted) {
      const product = products.of(line.categoryType)
      if (product.chargedOnApproval) await product.onSubmitted(tx, line, paidAt)
      else await product.onPaid(tx, line, paidAt)
    }
    if (attempt.offSession) await approvalCharged(tx, attempt, transactionId)

    const settled = { status: 'succeeded' as const, transactionId, providerPaymentId: charge.paymentId }
    await checkoutRepo.updateAttempt(tx, attempt.id, settled)
    if (transactionId !== null) {
      await payments.mailReceipt(tx, transactionId)
      await notifications.tell(tx, attempt.userId, {
        title: 'Payment received',
        message: `Thank you! We received your payment of ${formatCents(charge.amountCents)}.`,
        url: `/payments/${transactionId}`,
      })
    }
    return { ...attempt, ...settled }
  }

  /** An approval's off-session charge succeeded: each item it charged is granted by its module. */
  async function approvalCharged(tx: Tx, attempt: AttemptRow, transactionId: number | null) {
    const charge = { recordedById: attempt.recordedById, transactionId, decision: attempt.decision }
    for (const line of await checkoutRepo.lines(tx, attempt.userId, attempt.lineItemIds)) {
      const product = products.of(line.categoryType)
      if (product.chargedOnApproval) await product.onApprovalCharged(tx, line, charge)
    }
  }

  /**
   * Settles a pending attempt with the provider's answer; a settled one is left as it is, except
   * that the very payment an attempt needing authentication made may still succeed (its cancel
   * failed and the customer authenticated after all): that money moved, so it is recorded.
   */
  async function settleInTx(tx: Tx, attemptId: number, result: Outcome): Promise<AttemptRow | null> {
    const attempt = await checkoutRepo.lockAttempt(tx, attemptId)
    if (!attempt) return null
    const completedAfterAll =
      attempt.status === 'requires_action' &&
      result.status === 'succeeded' &&
      result.paymentId !== null &&
      result.paymentId === attempt.providerPaymentId
    if (completedAfterAll) {
      log.warn({ attemptId, paymentId: result.paymentId }, 'a payment that needed authentication succeeded after all')
      await retakeDiscounts(tx, attempt)
      return recordSuccess(tx, attempt, { paymentId: result.paymentId, amountCents: result.amountCents })
    }
    if (attempt.status !== 'pending') return attempt
    if (result.status === 'succeeded') {
      if (result.amountCents !== attempt.amountCents) {
        log.error({ attemptId, charged: result.amountCents, expected: attempt.amountCents }, 'charged amount differs')
      }
      return recordSuccess(tx, attempt, { paymentId: result.paymentId, amountCents: result.amountCents })
    }
    const changes = {
      status: result.status === 'requires_action' ? ('requires_action' as const) : ('failed' as const),
      error: result.message,
      providerPaymentId: result.paymentId,
    }
    await checkoutRepo.updateAttempt(tx, attempt.id, changes)
    await releaseDiscounts(tx, attempt)
    return { ...attempt, ...changes }
  }

  /**
   * A failed checkout gives back the uses it reserved, for every code on its items (those charged
   * now and those submitted for approval). A failed approval charge (an attempt with a purpose)
   * reserved none, so it releases none.
   */
  async function releaseDiscounts(tx: Tx, attempt: AttemptRow) {
    if (attempt.purpose) return
    const lines = await checkoutRepo.unpaidLines(tx, attempt.userId, [
      ...attempt.lineItemIds,
      ...attempt.deferredLineItemIds,
    ])
    for (const id of new Set(lines.flatMap((line) => (line.discountId === null ? [] : [line.discountId])))) {
      await cartRepo.releaseDiscountUse(tx, id)
    }
  }

  /** The uses a failed attempt gave back, taken again when its payment succeeds after all. */
  async function retakeDiscounts(tx: Tx, attempt: AttemptRow) {
    if (attempt.purpose) return
    const lines = await checkoutRepo.unpaidLines(tx, attempt.userId, [
      ...attempt.lineItemIds,
      ...attempt.deferredLineItemIds,
    ])
    for (const id of new Set(lines.flatMap((line) => (line.discountId === null ? [] : [line.discountId])))) {
      // Paid is paid: a code used up meanwhile is recorded anyway.
      if (!(await cartRepo.reserveDiscountUse(tx, id)))
        log.warn({ attemptId: attempt.id, discountId: id }, 'discount used beyond its limit')
    }
  }

  async function settle(attemptId: number, result: Outcome): Promise<AttemptRow | null> {
    const attempt = await db.transaction((tx) => settleInTx(tx, attemptId, result))
    // A payment waiting for authentication is cancelled, so it can never complete unrecorded.
    if (result.status === 'requires_action' && result.paymentId) {
      await gateway
        .cancel(result.paymentId)
        .catch((error: unknown) => log.warn({ err: error, attemptId }, 'cancel failed'))
    }
    return attempt
  }

  /**
   * A new card paying for items charged on approval is first kept on file (the approval charges
   * it off-session); the attempt then charges that saved card. Answers a decline when the
   * provider refuses the card.
   */
  async function keepCardOnFile(attempt: AttemptRow): Promise<AttemptRow | Outcome> {
    const user = await users.findUser(db, attempt.userId)
    if (!user) return { status: 'declined', paymentId: null, message: M.paymentFailed, code: null }
    let customerId: string
    try {
      customerId = await payments.customerIdFor(user)
    } catch (error) {
      // Refused outright (its key reused with other details, or in use): nothing made or charged.
      if (!(error instanceof ProviderRefusedError)) throw error
      log.warn({ err: error, attemptId: attempt.id }, 'the provider refused to create the customer')
      return { status: 'declined', paymentId: null, message: M.paymentFailed, code: null }
    }
    let card
    try {
      card = await gateway.saveCard(customerId, attempt.providerPaymentMethodId ?? '')
    } catch (error) {
      return {
        status: 'declined',
        paymentId: null,
        message: error instanceof Error ? error.message : M.paymentFailed,
        code: null,
      }
    }
    const saved = { providerCustomerId: customerId, providerPaymentMethodId: card.paymentMethodId }
    await db.transaction(async (tx) => {
      await payments.putCardOnFile(tx, user.id, { ...card, customerId })
      await checkoutRepo.updateAttempt(tx, attempt.id, saved)
    })
    return { ...attempt, ...saved }
  }

  /** What the provider is asked for an attempt, identical on every replay of its key. */
  function chargeRequest(attempt: AttemptRow): ChargeRequest {
    return {
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.idempotencyKey,
      paymentMethodId: attempt.providerPaymentMethodId ?? '',
      customerId: attempt.providerCustomerId,
      offSession: attempt.offSession,
      description: `AFCPE Member Portal order ${attempt.id}`,
      metadata: { attemptId: String(attempt.id), userId: String(attempt.userId) },
    }
  }

  /**
   * The payment of an attempt whose key may have expired, found by its metadata. None: the first
   * request never reached the provider, so nothing was charged, and the attempt is refused rather
   * than charged a day after the member asked.
   */
  async function firstPayment(attempt: AttemptRow): Promise<ChargeResult> {
    const found = await gateway.findPayment(chargeRequest(attempt).metadata)
    return found ?? { status: 'declined', paymentId: null, message: M.paymentFailed, code: null }
  }

  /** Asks the provider for an attempt (a replay of its key never charges twice) and settles it. */
  async function charge(pending: AttemptRow): Promise<AttemptRow | null> {
    let attempt = pending
    if (attempt.amountCents > 0 && clock.now().getTime() - attempt.createdAt.getTime() >= KEY_MAY_HAVE_EXPIRED_MS) {
      return settle(attempt.id, await firstPayment(attempt))
    }
    const needsCardOnFile =
      attempt.deferredLineItemIds.length > 0 && attempt.paymentMethodType === 'stripe' && !attempt.providerCustomerId
    if (needsCardOnFile) {
      const kept = await keepCardOnFile(attempt)
      if ('status' in kept && kept.status === 'declined') return settle(attempt.id, kept)
      attempt = kept as AttemptRow
    }
    const result: Outcome =
      attempt.amountCents > 0
        ? await gateway.charge(chargeRequest(attempt))
        : { status: 'succeeded', paymentId: null, amountCents: 0 }
    return settle(attempt.id, result)
  }

  async function awaitOutcome(attempt: AttemptRow): Promise<AttemptRow> {
    // A wait, not a time rule: measured on the process's monotonic clock, like the timer it sleeps on.
    const deadline = performance.now() + AWAIT_OUTCOME_MS
    let current: AttemptRow | null = attempt
    while (current?.status === 'pending' && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      current = await checkoutRepo.attempt(db, attempt.id)
    }
    if (!current) throw paymentFailed(M.paymentFailed)
    return current
  }

  async function answer(actor: Actor, attempt: AttemptRow): Promise<PayResult> {
    switch (attempt.status) {
      case 'succeeded': {
        const [user, submitted] = await Promise.all([
          users.findUser(db, actor.id),
          checkoutRepo.lines(db, attempt.userId, attempt.deferredLineItemIds),
        ])
        if (!user) throw unauthenticated()
        return {
          user: toCurrentUser(user, actor.impersonatorId),
          transactionId: attempt.transactionId,
          submittedForApproval: submitted.map((line) => ({
            name: line.name,
            amount: line.finalPriceCents * line.quantity,
          })),
        }
      }
      case 'requires_action':
        throw paymentFailed(M.requiresAction)
      case 'failed':
        throw paymentFailed(attempt.error ?? M.paymentFailed)
      case 'pending':
        throw new AppError(409, ErrorCode.conflict, M.paymentInProgress)
    }
  }

  return {
    async pay(actor: Actor, body: Pay): Promise<PayResult> {
      const begun = await begin(actor, body, requestFingerprint(body))
      if (begun.kind === 'refused') throw begun.error
      if (begun.kind === 'existing') {
        const attempt = begun.attempt.status === 'pending' ? await awaitOutcome(begun.attempt) : begun.attempt
        return answer(actor, attempt)
      }
      let settled: AttemptRow | null
      try {
        settled = await charge(begun.attempt)
      } catch (error) {
        // The outcome is unknown: the attempt stays pending and the reconciler finishes it.
        log.error({ err: error, attemptId: begun.attempt.id }, 'charge outcome unknown')
        throw outcomeUnknown()
      }
      return answer(actor, settled ?? begun.attempt)
    },

    /**
     * A staff approval charging the card on file for an item charged on approval (decision 0005),
     * inside the caller's transaction: stores the off-session attempt (`purpose` names it) for all
     * the items given; settle it with `settleApprovalCharge` once that transaction commits. Answers the
     * attempt of the same purpose already charging any of these items (a double click: await it), or that the user keeps no
     * card; 409 while another payment of the user is in flight.
     */
    async beginApprovalCharge(
      tx: Tx,
      charge: {
        /** The items charged together (one user's): a membership, or a registration's items. */
        items: Pick<ProductLine, 'id' | 'userId'>[]
        amountCents: number
        purpose: string
        /** What the approval applies once the charge is recorded (`onApprovalCharged`). */
        decision: PendingDecision
      },
    ): Promise<BegunApprovalCharge> {
      const [first] = charge.items
      if (!first) throw new Error('an approval charge needs an item')
      const userId = first.userId
      const ids = charge.items.map((item) => item.id)
      const pending = await checkoutRepo.pendingAttempt(tx, userId)
      if (pending) {
        if (pending.purpose === charge.purpose && ids.some((id) => pending.lineItemIds.includes(id))) {
          return { kind: 'await', attempt: pending }
        }
        throw conflict(M.paymentInProgress)
      }
      const user = await cartRepo.lockUser(tx, userId)
      if (!user) throw notFound()
      if (!user.paymentMethodId) return { kind: 'noCardOnFile' }
      const values: NewAttempt = {
        userId,
        paymentMethodType: 'existing',
        amountCents: charge.amountCents,
        lineItemIds: ids,
        providerPaymentMethodId: user.paymentMethodId,
        providerCustomerId: user.paymentCustomerId,
        recordedById: charge.decision.reviewerId,
        // The payment's note in the history: the decision's message.
        notes: charge.decision.message.text,
        purpose: charge.purpose,
        decision: charge.decision,
        offSession: true,
        idempotencyKey: newIdempotencyKey(),
        requestFingerprint: '',
        status: 'pending',
        createdAt: clock.now(),
      }
      return { kind: 'charge', attempt: await checkoutRepo.insertAttempt(tx, values) }
    },

    /**
     * Records lines as paid outside the portal by staff (an admin entry of no amount: a prepaid
     * exam, "mark paid", a paid date); answers the entry's id.
     */
    recordAdminEntry(
      tx: Tx,
      entry: { userId: number; lineIds: number[]; recordedById: number; notes: string; paidAt: Date },
    ): Promise<number> {
      return checkoutRepo.recordAdminEntry(tx, entry, clock.now())
    },

    /**
     * Deletes a line that is unpaid or paid by an admin entry (a line paid through a checkout is
     * kept: refunds go through Payments), with that entry once it holds no other line; answers the
     * entry deleted.
     */
    deleteAdminPaidLine(tx: Tx, line: { lineItemId: number; transactionId: number | null }): Promise<number | null> {
      return checkoutRepo.deleteAdminPaidLine(tx, line)
    },

    /** Whether a payment in flight covers the item (charged now or submitted for approval). */
    async isChargeInFlight(tx: Tx, item: Pick<ProductLine, 'id' | 'userId'>): Promise<boolean> {
      const pending = await checkoutRepo.pendingAttempt(tx, item.userId)
      return Boolean(
        pending && (pending.lineItemIds.includes(item.id) || pending.deferredLineItemIds.includes(item.id)),
      )
    },

    /**
     * After the transaction that began an approval's charge (`beginApprovalCharge`) commits:
     * charges the attempt, or waits for the one a first click began, and answers once it
     * succeeded; a decline is a 402 with the provider's reason (else `declined`), no answer from
     * the provider a 503 (the attempt stays pending for the reconciler).
     */
    async settleApprovalCharge(
      begun: Extract<BegunApprovalCharge, { kind: 'charge' | 'await' }>,
      declined: string,
    ): Promise<void> {
      const settled =
        begun.kind === 'charge'
          ? ((await charge(begun.attempt).catch(() => {
              throw outcomeUnknown()
            })) ?? begun.attempt)
          : await awaitOutcome(begun.attempt)
      if (settled.status !== 'succeeded') throw paymentFailed(settled.error ?? declined)
    },

    /** Finishes attempts left pending (a crash, a lost answer); answers how many were settled. */
    async reconcile(options: { olderThanMs?: number } = {}): Promise<number> {
      const before = new Date(clock.now().getTime() - (options.olderThanMs ?? RECONCILE_AFTER_MS))
      let settled = 0
      for (const attempt of await checkoutRepo.stalePending(db, before)) {
        try {
          const result = await charge(attempt)
          if (result && result.status !== 'pending') settled++
        } catch (error) {
          log.warn({ err: error, attemptId: attempt.id }, 'reconcile: provider still unreachable')
        }
      }
      return settled
    },

    /** A provider event: verified, handled at most once, settling the attempt it is about. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      let event
      try {
        event = gateway.parseWebhook(rawBody, signature)
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError(400, ErrorCode.badRequest, 'Invalid signature.')
        throw error
      }
      assertStorableEvent(event)
      const result: ChargeResult | null =
        event.type === 'payment_intent.succeeded' && event.paymentId && event.amountCents !== null
          ? { status: 'succeeded', paymentId: event.paymentId, amountCents: event.amountCents }
          : event.type === 'payment_intent.payment_failed' && event.paymentId
            ? { status: 'declined', paymentId: event.paymentId, message: M.paymentFailed, code: null }
            : null
      await db.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, event.id, event.type)) || !result) return
        const attemptId = Number(event.metadata.attemptId)
        const attempt = Number.isInteger(attemptId)
          ? await checkoutRepo.attempt(tx, attemptId)
          : await checkoutRepo.attemptByProviderPayment(tx, result.paymentId ?? '')
        // The event must be about this attempt: same user and amount (another system sharing the
        // provider account could send a payment with a look-alike attempt id).
        const belongs =
          attempt &&
          event.metadata.userId === String(attempt.userId) &&
          (result.status !== 'succeeded' || result.amountCents === attempt.amountCents)
        if (attempt && belongs) await settleInTx(tx, attempt.id, result)
        else if (attempt)
          log.warn({ eventId: event.id, attemptId: attempt.id }, 'webhook event does not match its attempt')
      })
      return { received: true }
    },
  }
}
