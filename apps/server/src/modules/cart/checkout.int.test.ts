import { CartMessages as M, type Cart, type PayResult, type Transaction } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  discounts,
  donationOptions,
  eventRegistrations,
  lineItems,
  membershipRequests,
  notifications,
  paymentAttempts,
  transactions,
  users,
} from '../../db/schema'
import {
  aDiscount,
  eventInCart,
  eventRegistrationsOf,
  membershipInCart,
  putInCart,
} from '../../../test/commerce-fixtures'
import { createTestApp, signedIn, TEST_CONFIG, type TestApp, type TestClient } from '../../../test/harness'
import { sandboxGateway, sandboxWebhookSecret, type PaymentGateway } from '../../platform/payments'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const pay = (client: TestClient, body: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/cart/pay', payload: body })
const cartOf = async (client: TestClient) =>
  (await client.request({ method: 'GET', url: '/api/cart/items' })).json<Cart>()
const transactionsOf = (userId: number) =>
  t.database.db.select().from(transactions).where(eq(transactions.userId, userId))
const errorOf = (response: { json: () => unknown }) =>
  response.json() as { message: string; code: string; errors?: Record<string, string[]> }

describe('POST /api/cart/pay with a new card', () => {
  it('charges the total once, records the transaction, marks the items paid and fulfils them', async () => {
    const { client, user } = await signedIn(t)
    const { eventId } = await eventInCart(t, user.id, 4500)
    await putInCart(t, user.id, {
      categoryType: 'trainer_license',
      categoryId: 1,
      priceCents: 2500,
      withQty: true,
      quantity: 2,
    })
    const charges = t.sandbox.charges.length
    const response = await pay(client, {
      paymentMethodType: 'stripe',
      stripeToken: 'pm_card_visa',
      idempotencyKey: randomUUID(),
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<PayResult>()
    expect(result.user.id).toBe(user.id)
    expect(t.sandbox.charges.length).toBe(charges + 1)
    expect(t.sandbox.charges.at(-1)?.amountCents).toBe(9500)

    const [transaction] = await transactionsOf(user.id)
    expect(transaction).toMatchObject({ id: result.transactionId, type: 'card', amountCents: 9500 })
    expect(transaction?.stripeId).toMatch(/^pi_sandbox_/)
    expect((await cartOf(client)).items).toEqual([])
    const paid = await t.database.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.transactionId, transaction?.id ?? 0))
    expect(paid.map((line) => line.paymentMethod)).toEqual(['stripe', 'stripe'])
    // Fulfilment in the same transaction: the event registration.
    expect(await eventRegistrationsOf(t, user.id, eventId)).toHaveLength(1)
    // The receipt is e-mailed and the member is notified.
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(note).toMatchObject({ title: 'Payment received', url: `/payments/${result.transactionId}` })
    await t.queue.runDue()
    expect(
      t.mail.sent.some(
        (mail) => mail.to === user.email && mail.subject === `Your AFCPE receipt #${result.transactionId}`,
      ),
    ).toBe(true)
  })

  it('submits a membership for review without charging it, keeping the card on file for the approval', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const membership = await membershipInCart(t, user.id)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    expect(response.statusCode).toBe(200)
    expect(t.sandbox.charges.at(-1)?.amountCents).toBe(4500)
    expect(await transactionsOf(user.id)).toMatchObject([{ amountCents: 4500 }])
    const [request] = await t.database.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.id, membership.requestId))
    expect(request).toMatchObject({ status: 'pending' })
    expect(request?.submittedAt).not.toBeNull()
    const [line] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, membership.lineItemId))
    expect(line).toMatchObject({ transactionId: null, showInCart: false })
    const cart = await cartOf(client)
    expect(cart.items).toEqual([])
    expect(cart.savedCard).toEqual({ brand: 'visa', last4: '4242' })
  })

  it('a cart holding only a membership charges nothing now and answers no transaction', async () => {
    const { client, user } = await signedIn(t)
    await membershipInCart(t, user.id)
    const charges = t.sandbox.charges.length
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    expect(response.statusCode).toBe(200)
    expect(response.json<PayResult>().transactionId).toBeNull()
    expect(t.sandbox.charges.length).toBe(charges)
    expect(await transactionsOf(user.id)).toEqual([])
  })

  it('a membership with a card the provider refuses is not submitted', async () => {
    const { client, user } = await signedIn(t)
    const membership = await membershipInCart(t, user.id)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_unknown' })
    expect(response.statusCode).toBe(402)
    const [request] = await t.database.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.id, membership.requestId))
    expect(request?.status).toBe('cart')
    // The provider's customer made on the way is kept, so the next attempt does not create a twin.
    const [payer] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(payer?.paymentCustomerId).toBe(`cus_sandbox_${user.id}`)
    expect((await cartOf(client)).items).toHaveLength(1)
  })

  it('shows the payment in the history and as a receipt, to the payer and admins only', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const { transactionId } = (
      await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    ).json<PayResult>()
    const history = await client.request({ method: 'GET', url: '/api/payments' })
    expect(history.json()).toMatchObject({
      data: [{ id: transactionId, amount: 4500, description: 'Financial Wellness Summit' }],
    })
    const receipt = await client.request({ method: 'GET', url: `/api/payments/${transactionId}` })
    expect(receipt.json<Transaction>()).toMatchObject({
      id: transactionId,
      amount: 4500,
      lineItems: [{ name: 'Financial Wellness Summit', finalPrice: 4500, quantity: 1 }],
      payer: { id: user.id },
    })
    const pdf = await client.request({ method: 'GET', url: `/api/payments/${transactionId}/receipt.pdf` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const stranger = await signedIn(t)
    expect((await stranger.client.request({ method: 'GET', url: `/api/payments/${transactionId}` })).statusCode).toBe(
      404,
    )
    expect(
      (await stranger.client.request({ method: 'GET', url: `/api/payments/${transactionId}/receipt.pdf` })).statusCode,
    ).toBe(404)
    const admin = await signedIn(t, 'admin')
    expect((await admin.client.request({ method: 'GET', url: `/api/payments/${transactionId}` })).statusCode).toBe(200)
  })

  it('describes each payment in the history by its own items', async () => {
    const { client, user } = await signedIn(t)
    await putInCart(t, user.id, {
      categoryType: 'trainer_license',
      categoryId: 1,
      priceCents: 2500,
      name: 'Trainer license',
    })
    await putInCart(t, user.id, {
      categoryType: 'course_material',
      categoryId: 1,
      priceCents: 1500,
      name: 'Study guide',
    })
    await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    await putInCart(t, user.id, { categoryType: 'exam', categoryId: 1, priceCents: 9900, name: 'AFC exam' })
    await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    const history = (await client.request({ method: 'GET', url: '/api/payments' })).json<{
      data: { description: string; amount: number }[]
    }>()
    expect(history.data.map((row) => [row.description, row.amount])).toEqual([
      ['AFC exam', 9900],
      ['Trainer license, Study guide', 4000],
    ])
  })

  it('records a discount on the items and the transaction, and counts its use once', async () => {
    const { client, user } = await signedIn(t)
    const discountId = await aDiscount(t, { code: `TEN-${user.id}`, percentage: true, amount: 10, usageLimit: 5 })
    await eventInCart(t, user.id, 4500)
    await client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code: `TEN-${user.id}` } })
    const { transactionId } = (
      await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    ).json<PayResult>()
    const receipt = (await client.request({ method: 'GET', url: `/api/payments/${transactionId}` })).json<Transaction>()
    expect(receipt).toMatchObject({
      amount: 4050,
      discount: { code: `TEN-${user.id}`, percentage: true, amount: 10, amountCents: 450 },
      lineItems: [{ finalPrice: 4050, discount: { code: `TEN-${user.id}`, amountCents: 450 } }],
    })
    const [discount] = await t.database.db.select().from(discounts).where(eq(discounts.id, discountId))
    expect(discount?.usageCount).toBe(1)
  })

  it('adds the donation chosen at checkout to the order', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const [option] = await t.database.db.select().from(donationOptions).limit(1)
    if (!option) throw new Error('no donation option seeded')
    const response = await pay(client, {
      paymentMethodType: 'stripe',
      stripeToken: 'pm_card_visa',
      donation: { id: option.id, amount: 'other', other: '12.34', anonymous: true },
    })
    expect(response.statusCode).toBe(200)
    const receipt = (
      await client.request({ method: 'GET', url: `/api/payments/${response.json<PayResult>().transactionId}` })
    ).json<Transaction>()
    expect(receipt.amount).toBe(4500 + 1234)
    expect(receipt.lineItems.map((line) => line.categoryType).sort()).toEqual(['donation', 'event'])
  })
})

describe('a payment that fails', () => {
  it("declined: answers the card's message, records nothing and keeps the cart and the code", async () => {
    const { client, user } = await signedIn(t)
    const discountId = await aDiscount(t, { code: `DECL-${user.id}`, amount: 500, usageLimit: 1 })
    await eventInCart(t, user.id, 4500)
    await client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code: `DECL-${user.id}` } })
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_chargeDeclined' })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response)).toMatchObject({ code: 'payment_failed', message: 'Your card was declined.' })
    expect(await transactionsOf(user.id)).toEqual([])
    expect((await cartOf(client)).total).toBe(4000)
    const [discount] = await t.database.db.select().from(discounts).where(eq(discounts.id, discountId))
    expect(discount?.usageCount).toBe(0)
    // The cart can be paid with another card right away.
    expect((await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })).statusCode).toBe(200)
  })

  it('needing authentication: never recorded as paid', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_authenticationRequired' })
    expect(response.statusCode).toBe(402)
    expect(errorOf(response).message).toBe(M.requiresAction)
    expect(await transactionsOf(user.id)).toEqual([])
    const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, user.id))
    expect(attempt?.status).toBe('requires_action')
    expect((await cartOf(client)).items).toHaveLength(1)
  })

  it.each([
    [{ paymentMethodType: 'stripe' }, 'stripeToken', M.cardRequired],
    [{ paymentMethodType: 'existing' }, 'paymentMethodType', M.noSavedCard],
    [{ paymentMethodType: 'free' }, 'paymentMethodType', M.notFree],
  ])('refuses %o on %s and changes nothing', async (body, field, message) => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const response = await pay(client, body)
    expect(response.statusCode).toBe(422)
    expect(errorOf(response).errors?.[field]).toEqual([message])
    expect(await transactionsOf(user.id)).toEqual([])
  })

  it('refuses an empty cart', async () => {
    const { client } = await signedIn(t)
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    expect(response.statusCode).toBe(422)
    expect(errorOf(response).errors?.cart).toEqual([M.emptyCart])
  })

  it('refuses a code that expired since it was applied, and shows the cart without it', async () => {
    const { client, user } = await signedIn(t)
    const discountId = await aDiscount(t, { code: `LATE-${user.id}`, amount: 500 })
    await eventInCart(t, user.id, 4500)
    await client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code: `LATE-${user.id}` } })
    await t.database.db.update(discounts).set({ endsOn: '2001-01-01' }).where(eq(discounts.id, discountId))
    const response = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    expect(response.statusCode).toBe(422)
    expect(errorOf(response).errors?.code).toEqual([M.discountExpired])
    expect(await cartOf(client)).toMatchObject({ total: 4500, discountCode: null })
    expect(await transactionsOf(user.id)).toEqual([])
  })
})

describe('free orders', () => {
  it('a fully discounted cart is paid with the free method only', async () => {
    const { client, user } = await signedIn(t)
    await aDiscount(t, { code: `ALL-${user.id}`, percentage: true, amount: 100 })
    await eventInCart(t, user.id, 4500)
    await client.request({ method: 'POST', url: '/api/cart/apply-discount', payload: { code: `ALL-${user.id}` } })
    const card = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    expect(errorOf(card).errors?.paymentMethodType).toEqual([M.nothingToCharge])
    const charges = t.sandbox.charges.length
    const response = await pay(client, { paymentMethodType: 'free' })
    expect(response.statusCode).toBe(200)
    expect(t.sandbox.charges.length).toBe(charges)
    expect(await transactionsOf(user.id)).toMatchObject([{ type: 'free', amountCents: 0, stripeId: null }])
  })
})

describe('the saved card', () => {
  it('is saved from a card entered on the page, shown by type and last four, charged, and removed', async () => {
    const { client, user } = await signedIn(t)
    const setup = await client.request({ method: 'POST', url: '/api/cart/create-setup-intent' })
    expect(setup.json()).toMatchObject({ provider: 'sandbox', clientSecret: expect.stringContaining('_secret_') })
    const saved = await client.request({
      method: 'POST',
      url: '/api/user/payment-method',
      payload: { stripeToken: 'pm_card_visa' },
    })
    expect(saved.json()).toEqual({ savedCard: { brand: 'visa', last4: '4242' } })
    expect((await cartOf(client)).savedCard).toEqual({ brand: 'visa', last4: '4242' })
    await eventInCart(t, user.id, 4500)
    const response = await pay(client, { paymentMethodType: 'existing' })
    expect(response.statusCode).toBe(200)
    expect(await transactionsOf(user.id)).toMatchObject([{ type: 'saved_card', amountCents: 4500 }])
    const removed = await client.request({ method: 'DELETE', url: '/api/user/payment-method' })
    expect(removed.json()).toEqual({ savedCard: null })
  })

  it('detaches the card replaced or removed, after the change commits', async () => {
    const { client } = await signedIn(t)
    const save = (stripeToken: string) =>
      client.request({ method: 'POST', url: '/api/user/payment-method', payload: { stripeToken } })
    await t.queue.runDue()
    const detached = t.sandbox.detachedCards.length
    await save('pm_card_visa')
    await save('pm_card_visa')
    await save('pm_card_mastercard')
    // Detached by a job the change queued, so only once it committed.
    expect(t.sandbox.detachedCards.length).toBe(detached)
    await t.queue.runDue()
    expect(t.sandbox.detachedCards.slice(detached)).toEqual(['pm_card_visa'])
    await client.request({ method: 'DELETE', url: '/api/user/payment-method' })
    await t.queue.runDue()
    expect(t.sandbox.detachedCards.slice(detached)).toEqual(['pm_card_visa', 'pm_card_mastercard'])
  })

  it('refuses a card the provider does not know, on the card field', async () => {
    const { client } = await signedIn(t)
    const response = await client.request({
      method: 'POST',
      url: '/api/user/payment-method',
      payload: { stripeToken: 'pm_nope' },
    })
    expect(response.statusCode).toBe(422)
    expect(errorOf(response).errors?.stripeToken).toHaveLength(1)
  })
})

describe('admin override while impersonating', () => {
  it("is refused to a member, and offered and recorded with the admin's notes while an admin acts as the member", async () => {
    const member = await signedIn(t)
    await eventInCart(t, member.user.id, 4500)
    const refused = await pay(member.client, { paymentMethodType: 'admin', overrideNotes: 'comp' })
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe(M.adminOnlyImpersonating)

    const admin = await signedIn(t, 'admin')
    const start = await admin.client.request({ method: 'POST', url: `/api/admin/impersonate/${member.user.id}` })
    expect(start.statusCode).toBe(200)
    expect(start.json()).toMatchObject({ id: member.user.id, impersonatorId: admin.user.id })
    expect((await cartOf(admin.client)).canOverride).toBe(true)
    const response = await pay(admin.client, { paymentMethodType: 'admin', overrideNotes: 'Paid by check #1042' })
    expect(response.statusCode).toBe(200)
    expect(await transactionsOf(member.user.id)).toMatchObject([
      { type: 'admin_override', notes: 'Paid by check #1042', recordedById: admin.user.id, amountCents: 4500 },
    ])
    const leave = await admin.client.request({ method: 'POST', url: '/api/impersonate/leave' })
    expect(leave.json()).toMatchObject({ id: admin.user.id, impersonatorId: null })
    expect((await admin.client.request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200)
  })

  it('cannot act as another admin', async () => {
    const admin = await signedIn(t, 'admin')
    const other = await signedIn(t, 'admin')
    const response = await admin.client.request({ method: 'POST', url: `/api/admin/impersonate/${other.user.id}` })
    expect(response.statusCode).toBe(409)
  })
})

describe('exactly once', () => {
  it('answers a repeated request (same key) with the first result, charging once', async () => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    const key = randomUUID()
    const charges = t.sandbox.charges.length
    const first = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa', idempotencyKey: key })
    const again = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa', idempotencyKey: key })
    expect(again.statusCode).toBe(200)
    expect(again.json<PayResult>().transactionId).toBe(first.json<PayResult>().transactionId)
    expect(t.sandbox.charges.length).toBe(charges + 1)
  })

  it.each([
    ['with one key', true],
    ['without a key', false],
  ])('50 concurrent identical calls %s: one charge, one transaction', async (_label, withKey) => {
    const { client, user } = await signedIn(t)
    await eventInCart(t, user.id, 4500)
    await membershipInCart(t, user.id)
    const key = randomUUID()
    const body = {
      paymentMethodType: 'stripe',
      stripeToken: 'pm_card_visa',
      ...(withKey ? { idempotencyKey: key } : {}),
    }
    const charges = t.sandbox.charges.length
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(client, body)))
    expect(t.sandbox.charges.length).toBe(charges + 1)
    expect(await transactionsOf(user.id)).toHaveLength(1)
    const ids = new Set(responses.map((response) => response.json<PayResult>().transactionId))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200))
    expect(ids.size).toBe(1)
  })

  it('refuses cart changes while a payment is in flight', async () => {
    const hanging = hangAfterCharge()
    const app = await createTestApp({ paymentGateway: hanging.gateway })
    try {
      const { client, user } = await signedIn(app)
      const { lineItemId } = await eventInCart(app, user.id, 4500)
      void pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
      await hanging.charged
      const remove = await client.request({
        method: 'POST',
        url: '/api/cart/remove',
        payload: { line_item_id: lineItemId },
      })
      expect(remove.statusCode).toBe(409)
      expect(errorOf(remove).message).toBe(M.paymentInProgress)
      const other = await pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_mastercard' })
      expect(other.statusCode).toBe(409)
    } finally {
      await app.close()
    }
  })

  it('a crash between the charge and its record is reconciled on restart: no order lost, none charged twice', async () => {
    const hanging = hangAfterCharge()
    const before = await createTestApp({ paymentGateway: hanging.gateway })
    const { client, user } = await signedIn(before)
    const { eventId } = await eventInCart(before, user.id, 4500)
    void pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
    await hanging.charged
    expect(hanging.sandbox.charges).toHaveLength(1)
    // The process "dies" here: the charge happened, nothing was recorded.
    const [pending] = await before.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, user.id))
    expect(pending?.status).toBe('pending')

    const after = await createTestApp({ paymentGateway: hanging.sandbox, database: before.database })
    try {
      expect(await after.checkout.reconcile({ olderThanMs: 0 })).toBe(1)
      expect(await after.checkout.reconcile({ olderThanMs: 0 })).toBe(0)
      expect(hanging.sandbox.charges).toHaveLength(1)
      const recorded = await after.database.db.select().from(transactions).where(eq(transactions.userId, user.id))
      expect(recorded).toMatchObject([{ amountCents: 4500, stripeId: hanging.sandbox.charges[0]?.paymentId }])
      expect(
        await after.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)),
      ).toHaveLength(1)
    } finally {
      await after.close()
      await before.close()
    }
  })
})

describe('POST /api/payments/webhook', () => {
  const secret = sandboxWebhookSecret(TEST_CONFIG.appSecret)
  const send = (app: TestApp, event: object, signWith = secret) => {
    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith })
    return app.client().request({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    })
  }

  it('settles a pending attempt from a signed event, once per event id', async () => {
    const hanging = hangAfterCharge()
    const app = await createTestApp({ paymentGateway: hanging.gateway })
    try {
      const { client, user } = await signedIn(app)
      await eventInCart(app, user.id, 4500)
      void pay(client, { paymentMethodType: 'stripe', stripeToken: 'pm_card_visa' })
      await hanging.charged
      const [attempt] = await app.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, user.id))
      const charge = hanging.sandbox.charges[0]
      if (!attempt || !charge) throw new Error('the charge did not happen')
      const event = {
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: charge.paymentId,
            object: 'payment_intent',
            amount: 4500,
            metadata: { attemptId: String(attempt.id), userId: String(user.id) },
          },
        },
      }
      // An event naming this attempt for another user, or another amount, settles nothing.
      const foreign = (change: object) => ({
        ...event,
        id: `evt_${randomUUID()}`,
        data: { object: { ...event.data.object, ...change } },
      })
      expect(
        (await send(app, foreign({ metadata: { attemptId: String(attempt.id), userId: '999999' } }))).statusCode,
      ).toBe(200)
      expect((await send(app, foreign({ amount: 1 }))).statusCode).toBe(200)
      expect(await app.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toEqual([])
      expect((await send(app, event)).statusCode).toBe(200)
      expect((await send(app, event)).statusCode).toBe(200)
      expect(await app.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1)
      expect((await send(app, { ...event, id: `evt_${randomUUID()}` }, 'whsec_wrong')).statusCode).toBe(400)
    } finally {
      await app.close()
    }
  })
})

/** A sandbox whose charge succeeds at the provider and then never answers (a crash or a lost reply). */
function hangAfterCharge() {
  const sandbox = sandboxGateway({ webhookSecret: sandboxWebhookSecret(TEST_CONFIG.appSecret) })
  let signal: () => void = () => {}
  const charged = new Promise<void>((resolve) => {
    signal = resolve
  })
  const gateway: PaymentGateway = {
    ...sandbox,
    provider: sandbox.provider,
    async charge(request) {
      await sandbox.charge(request)
      signal()
      return new Promise(() => {})
    },
  }
  return { sandbox, gateway, charged }
}
