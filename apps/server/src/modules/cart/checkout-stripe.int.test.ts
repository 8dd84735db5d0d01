/**
 * Checkout's edge cases at Stripe: the app paying through the Stripe gateway, against
 * the local fake of Stripe's HTTP API, whose idempotency keys expire on the app's test clock.
 */
import { CartMessages as M, type Cart } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs, membershipRequests, paymentAttempts, transactions, users } from '../../db/schema'
import { eventInCart, eventRegistrationsOf, membershipInCart } from '../../../test/commerce-fixtures'
import {
  IDEMPOTENCY_KEY_MS,
  startStripeFake,
  type FakePaymentIntent,
  type StripeFake,
} from '../../../test/fakes/stripe-api'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { stripeGateway } from '../../platform/payments'
import { detachCard } from '../payments/payments.jobs'

const webhookSecret = 'whsec_checkout_stripe'
let fake: StripeFake
let t: TestApp

beforeAll(async () => {
  // Stripe forgets a key 24 hours after its first use, on the app's clock.
  fake = await startStripeFake({ now: () => t.clock.now() })
  t = await createTestApp({
    paymentGateway: stripeGateway({ secretKey: fake.secretKey, webhookSecret, apiUrl: fake.url }),
  })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})
beforeEach(() => fake.failNextRequests(0))

const pay = (client: TestClient, body: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/cart/pay', payload: body })
const saveCard = (client: TestClient, stripeToken: string) =>
  client.request({ method: 'POST', url: '/api/user/payment-method', payload: { stripeToken } })
const errorOf = (response: { json: () => unknown }) => response.json() as { message: string; code: string }

async function attemptOf(userId: number) {
  const [attempt, ...more] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.userId, userId))
  if (!attempt || more.length > 0) throw new Error(`expected one attempt for user ${userId}`)
  return attempt
}
const transactionsOf = (userId: number) =>
  t.database.db.select().from(transactions).where(eq(transactions.userId, userId))
const intentsOf = (attemptId: number) =>
  [...fake.paymentIntents.values()].filter((intent) => intent.metadata.attemptId === String(attemptId))
const chargesOf = (intent: FakePaymentIntent) => fake.charges.filter((charge) => charge.paymentIntentId === intent.id)
async function cardOnFile(userId: number) {
  const [user] = await t.database.db
    .select({ paymentMethodId: users.paymentMethodId, paymentCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId))
  return user ?? { paymentMethodId: null, paymentCustomerId: null }
}
const detachRequests = (paymentMethodId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_methods/${paymentMethodId}/detach`)

/** Stripe's signed event about a payment intent, delivered to the webhook. */
function sendEvent(type: string, intent: FakePaymentIntent, id = `evt_${randomUUID()}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object: intent } })
  return t.client().request({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
  })
}

describe('a payment still processing when Stripe forgets its idempotency key', () => {
  it('is looked up instead of replayed, so there is one payment, and is settled when it succeeds', async () => {
    const { client, user } = await signedIn(t)
    const { eventId } = await eventInCart(t, user.id, 4500)
    fake.holdNextPaymentIntents(1)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    // The bank answers later: the outcome is unknown and the attempt stays pending.
    expect(response.statusCode).toBe(503)
    const attempt = await attemptOf(user.id)
    expect(attempt.status).toBe('pending')
    const [intent] = intentsOf(attempt.id)
    if (!intent) throw new Error('no payment intent was made')
    expect(intent.status).toBe('processing')

    // Within the day the reconciler replays the key, and Stripe answers the same payment.
    await t.checkout.reconcile({ olderThanMs: 0 })
    expect((await attemptOf(user.id)).status).toBe('pending')
    expect(intentsOf(attempt.id)).toHaveLength(1)

    const day = IDEMPOTENCY_KEY_MS + 60_000
    t.clock.advance(day)
    try {
      // The key is gone at Stripe: replaying it would make a second payment.
      await t.checkout.reconcile()
      expect(intentsOf(attempt.id)).toHaveLength(1)
      expect((await attemptOf(user.id)).status).toBe('pending')

      fake.finishPaymentIntent(intent.id, 'succeeded')
      await t.checkout.reconcile()
      expect(await attemptOf(user.id)).toMatchObject({ status: 'succeeded', providerPaymentId: intent.id })
      expect(intentsOf(attempt.id)).toHaveLength(1)
      expect(chargesOf(intent)).toHaveLength(1)
      expect(await transactionsOf(user.id)).toMatchObject([{ amountCents: 4500, stripeId: intent.id }])
      expect(await eventRegistrationsOf(t, user.id, eventId)).toHaveLength(1)
      // Settled once: the reconciler finds nothing left to do.
      expect(await t.checkout.reconcile()).toBe(0)
      expect(await transactionsOf(user.id)).toHaveLength(1)
    } finally {
      t.clock.advance(-day)
    }
  })
})

describe('Stripe refusing to create the customer', () => {
  /** A customer made earlier under the user's key with other details, which the portal lost. */
  async function keyUsedWithOtherDetails(userId: number) {
    const made = await fetch(`${fake.url}/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        'idempotency-key': `customer-${userId}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ email: 'an-earlier-address@example.org' }),
    })
    expect(made.status).toBe(200)
    return () => {}
  }
  /** Another request creating the user's customer is still in flight. */
  const keyInProgress = async (userId: number) => fake.keyInProgress(`customer-${userId}`)

  it.each([
    ['its key was used with other details (400)', keyUsedWithOtherDetails],
    ['another request holds its key (409)', keyInProgress],
  ])('when %s, checkout is declined and nothing is charged', async (_case, refuse) => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const membership = await membershipInCart(t, user.id)
    const release = await refuse(user.id)
    const charges = fake.charges.length
    try {
      // A new card with a membership is kept on file, which needs the customer first.
      const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
      expect(response.statusCode).toBe(402)
      expect(errorOf(response)).toMatchObject({ code: 'payment_failed', message: M.paymentFailed })
      const attempt = await attemptOf(user.id)
      expect(attempt).toMatchObject({ status: 'failed', error: M.paymentFailed })
      expect(intentsOf(attempt.id)).toEqual([])
      expect(fake.charges.length).toBe(charges)
      expect(await transactionsOf(user.id)).toEqual([])
      expect(await cardOnFile(user.id)).toEqual({ paymentMethodId: null, paymentCustomerId: null })
      const [request] = await t.database.db
        .select()
        .from(membershipRequests)
        .where(eq(membershipRequests.id, membership.requestId))
      expect(request?.status).toBe('cart')
      const cart = (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()
      expect(cart.items).toHaveLength(2)

      // Saving a card or starting card entry needs the customer too: the same decline, no 500.
      for (const refused of [
        await saveCard(client, 'pm_card_visa'),
        await client.request({ method: 'POST', url: '/api/cart/create-setup-intent' }),
      ]) {
        expect(refused.statusCode).toBe(402)
        expect(errorOf(refused)).toMatchObject({ code: 'payment_failed', message: M.paymentFailed })
      }
    } finally {
      release()
    }
  })

  it('once the other request is done, paying again works', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    await membershipInCart(t, user.id)
    const release = fake.keyInProgress(`customer-${user.id}`)
    expect((await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })).statusCode).toBe(402)
    release()
    expect((await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })).statusCode).toBe(200)
    expect(await transactionsOf(user.id)).toMatchObject([{ amountCents: 4500 }])
  })
})

describe('a payment needing authentication whose cancel failed', () => {
  it('is recorded once when its success event arrives, and a replayed event changes nothing', async () => {
    const { client, user } = await signedIn(t)
    const { eventId } = await eventInCart(t, user.id, 4500)
    // Stripe fails the cancel (and the SDK's two retries of it).
    fake.failNextRequests(3, 'before', /^POST \/v1\/payment_intents\/\w+\/cancel$/)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_authenticationRequired' })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).message).toBe(M.requiresAction)
    const attempt = await attemptOf(user.id)
    expect(attempt.status).toBe('requires_action')
    const intent = fake.paymentIntents.get(attempt.providerPaymentId ?? '')
    if (!intent) throw new Error('the attempt names no payment intent')
    expect(intent.status).toBe('requires_action')

    // The customer authenticates after all; Stripe charges and tells the webhook.
    fake.finishPaymentIntent(intent.id, 'succeeded')
    const eventId_ = `evt_${randomUUID()}`
    expect((await sendEvent('payment_intent.succeeded', intent, eventId_)).statusCode).toBe(200)
    expect(await attemptOf(user.id)).toMatchObject({ status: 'succeeded', providerPaymentId: intent.id })
    const [transaction] = await transactionsOf(user.id)
    expect(transaction).toMatchObject({ amountCents: 4500, stripeId: intent.id })
    const cart = (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()
    expect(cart.items).toEqual([])

    // The same event again, or another event about the same payment: nothing more is recorded.
    expect((await sendEvent('payment_intent.succeeded', intent, eventId_)).statusCode).toBe(200)
    expect((await sendEvent('payment_intent.succeeded', intent)).statusCode).toBe(200)
    expect(await transactionsOf(user.id)).toHaveLength(1)
    expect(await eventRegistrationsOf(t, user.id, eventId)).toHaveLength(1)
    expect(chargesOf(intent)).toHaveLength(1)
  })

  it('another payment succeeding for the attempt settles nothing', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    fake.failNextRequests(3, 'before', /^POST \/v1\/payment_intents\/\w+\/cancel$/)
    await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_authenticationRequired' })
    const attempt = await attemptOf(user.id)
    const intent = fake.paymentIntents.get(attempt.providerPaymentId ?? '')
    if (!intent) throw new Error('the attempt names no payment intent')
    const other = { ...intent, id: `pi_${randomUUID().replaceAll('-', '')}`, status: 'succeeded' as const }
    expect((await sendEvent('payment_intent.succeeded', other)).statusCode).toBe(200)
    expect((await attemptOf(user.id)).status).toBe('requires_action')
    expect(await transactionsOf(user.id)).toEqual([])
  })
})

describe('a replaced or removed saved card', () => {
  it('is detached at Stripe once the change has committed', async () => {
    const { client, user } = await signedIn(t)
    expect((await saveCard(client, 'pm_card_visa')).statusCode).toBe(200)
    const first = (await cardOnFile(user.id)).paymentMethodId ?? ''
    expect(fake.paymentMethods.get(first)?.customer).toMatch(/^cus_/)

    const replaced = await saveCard(client, 'pm_card_mastercard')
    expect(replaced.json()).toEqual({ savedCard: { brand: 'mastercard', last4: '4444' } })
    const second = (await cardOnFile(user.id)).paymentMethodId ?? ''
    // The job detaching the old card exists only because the change committed; it runs next.
    await t.queue.runDue()
    expect(detachRequests(first)).toHaveLength(1)
    expect(fake.paymentMethods.get(first)?.customer).toBeNull()
    expect(fake.paymentMethods.get(second)?.customer).toMatch(/^cus_/)

    const removed = await client.request({ method: 'DELETE', url: '/api/user/payment-method' })
    expect(removed.json()).toEqual({ savedCard: null })
    await t.queue.runDue()
    expect(detachRequests(second)).toHaveLength(1)
    expect(fake.paymentMethods.get(second)?.customer).toBeNull()
  })

  it('is detached when a checkout keeps a new card on file in its place', async () => {
    const { client, user } = await signedIn(t)
    await saveCard(client, 'pm_card_visa')
    const first = (await cardOnFile(user.id)).paymentMethodId ?? ''
    await eventInCart(t, user.id, 4500)
    await membershipInCart(t, user.id)
    expect((await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_mastercard' })).statusCode).toBe(200)
    expect((await cardOnFile(user.id)).paymentMethodId).not.toBe(first)
    await t.queue.runDue()
    expect(fake.paymentMethods.get(first)?.customer).toBeNull()
  })

  it('a failing detach fails no request, is recorded, and is retried later', async () => {
    const { client, user } = await signedIn(t)
    await saveCard(client, 'pm_card_visa')
    const card = (await cardOnFile(user.id)).paymentMethodId ?? ''
    const removed = await client.request({ method: 'DELETE', url: '/api/user/payment-method' })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ savedCard: null })
    expect((await cardOnFile(user.id)).paymentMethodId).toBeNull()

    // Stripe is down for the detach (three tries by the SDK): the job fails and waits.
    fake.failNextRequests(3, 'before', /\/detach$/)
    await t.queue.runDue()
    expect(fake.paymentMethods.get(card)?.customer).toMatch(/^cus_/)
    const detachJob = async () => {
      const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, detachCard.name))
      return rows.find((row) => (row.payload as { paymentMethodId?: string }).paymentMethodId === card)
    }
    expect(await detachJob()).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.any(String) })

    t.clock.advance(60_000)
    try {
      await t.queue.runDue()
    } finally {
      t.clock.advance(-60_000)
    }
    expect(fake.paymentMethods.get(card)?.customer).toBeNull()
    expect(await detachJob()).toMatchObject({ status: 'done', attempts: 2 })
  })
})
