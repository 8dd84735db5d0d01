import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_MS, startStripeFake, type StripeFake } from '../../../test/fakes/stripe-api'
import { ProviderRefusedError, WebhookSignatureError, type ChargeRequest, type PaymentGateway } from './gateway'
import { stripeGateway } from './stripe-gateway'

const webhookSecret = 'whsec_stripe_test'
let fake: StripeFake
let gateway: PaymentGateway
/** How far Stripe's clock is ahead (its idempotency keys expire after 24 hours of it). */
let later = 0

beforeAll(async () => {
  fake = await startStripeFake({ now: () => new Date(Date.now() + later) })
  gateway = stripeGateway({ secretKey: fake.secretKey, webhookSecret, apiUrl: fake.url })
})
afterAll(() => fake.close())
beforeEach(() => fake.failNextRequests(0))

function request(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 12_500,
    idempotencyKey: `attempt-${randomUUID()}`,
    paymentMethodId: 'pm_card_visa',
    description: 'Professional membership',
    metadata: { attemptId: '7' },
    ...overrides,
  }
}

function chargesFor(idempotencyKey: string) {
  return fake.charges.filter((charge) => charge.idempotencyKey === idempotencyKey)
}

function paymentIntentRequests(idempotencyKey: string) {
  return fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === idempotencyKey)
}

describe('stripeGateway charges', () => {
  it('charges a card once, with our idempotency key, amount, description and metadata', async () => {
    const charge = request()
    const result = await gateway.charge(charge)
    expect(result).toMatchObject({ status: 'succeeded', amountCents: 12_500 })
    const paymentId = result.status === 'succeeded' ? result.paymentId : ''
    expect(fake.paymentIntents.get(paymentId)).toMatchObject({
      amount: 12_500,
      currency: 'usd',
      description: 'Professional membership',
      metadata: { attemptId: '7' },
    })
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(1)
    expect(paymentIntentRequests(charge.idempotencyKey)[0]?.body).toMatchObject({
      confirm: 'true',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    })
  })

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('answers a decline of %s as a result', async (paymentMethodId, message, code) => {
    const charge = request({ paymentMethodId })
    const result = await gateway.charge(charge)
    expect(result).toEqual({ status: 'declined', paymentId: expect.stringMatching(/^pi_/), message, code })
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(0)
  })

  it('declines an unknown payment method without a payment', async () => {
    expect(await gateway.charge(request({ paymentMethodId: 'pm_missing' }))).toMatchObject({
      status: 'declined',
      paymentId: null,
      code: 'resource_missing',
    })
  })

  it('declines an amount under Stripe’s minimum (a refused request charges nothing)', async () => {
    expect(await gateway.charge(request({ amountCents: 49 }))).toEqual({
      status: 'declined',
      paymentId: null,
      message: 'Amount must be at least $0.50 usd',
      code: 'amount_too_small',
    })
  })

  it('asks for authentication on session, and cancels that payment so it never succeeds', async () => {
    const result = await gateway.charge(request({ paymentMethodId: 'pm_card_authenticationRequired' }))
    expect(result).toEqual({
      status: 'requires_action',
      paymentId: expect.stringMatching(/^pi_/),
      message: 'This payment requires authentication.',
    })
    const paymentId = result.status === 'requires_action' ? (result.paymentId ?? '') : ''
    await gateway.cancel(paymentId)
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('canceled')
    await expect(gateway.cancel(paymentId)).resolves.toBeUndefined()
  })

  it('asks for authentication off session (Stripe answers a card error)', async () => {
    const charge = request({ paymentMethodId: 'pm_card_authenticationRequired', offSession: true })
    expect(await gateway.charge(charge)).toEqual({
      status: 'requires_action',
      paymentId: expect.stringMatching(/^pi_/),
      message: 'Your card was declined. This transaction requires authentication.',
    })
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(0)
  })

  it('refuses to cancel a payment that succeeded', async () => {
    const result = await gateway.charge(request())
    const paymentId = result.status === 'succeeded' ? result.paymentId : ''
    await expect(gateway.cancel(paymentId)).rejects.toThrow(/status of succeeded/)
  })
})

describe('stripeGateway idempotency and failures', () => {
  it('answers a replayed key with the first result and charges once', async () => {
    const charge = request()
    const first = await gateway.charge(charge)
    expect(await gateway.charge({ ...charge })).toEqual(first)
    expect(paymentIntentRequests(charge.idempotencyKey)).toHaveLength(2)
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(1)
  })

  it('replays a decline instead of trying the card again', async () => {
    const charge = request({ paymentMethodId: 'pm_card_chargeDeclined' })
    const first = await gateway.charge(charge)
    expect(await gateway.charge({ ...charge })).toEqual(first)
  })

  it('throws when a key is reused with another amount', async () => {
    const charge = request()
    await gateway.charge(charge)
    await expect(gateway.charge({ ...charge, amountCents: 99_900 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    )
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(1)
  })

  it('retries a 500 with the same key and charges once', async () => {
    const charge = request()
    fake.failNextRequests(1, 'before')
    expect(await gateway.charge(charge)).toMatchObject({ status: 'succeeded' })
    expect(paymentIntentRequests(charge.idempotencyKey)).toHaveLength(2)
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(1)
  })

  it('charges once when the first answer is lost after the charge was made', async () => {
    const charge = request()
    const chargesBefore = fake.charges.length
    fake.failNextRequests(1, 'after')
    expect(await gateway.charge(charge)).toMatchObject({ status: 'succeeded' })
    expect(paymentIntentRequests(charge.idempotencyKey)).toHaveLength(2)
    expect(fake.charges.length - chargesBefore).toBe(1)
  })

  it('throws (outcome unknown) when Stripe keeps failing, after three tries', async () => {
    const charge = request()
    fake.failNextRequests(10, 'before')
    await expect(gateway.charge(charge)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)
    expect(paymentIntentRequests(charge.idempotencyKey)).toHaveLength(3)
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(0)

    // Replaying the key once Stripe is back charges exactly once.
    fake.failNextRequests(0)
    expect(await gateway.charge(charge)).toMatchObject({ status: 'succeeded' })
    expect(chargesFor(charge.idempotencyKey)).toHaveLength(1)
  })

  it('throws when the API key is refused', async () => {
    const wrongKey = stripeGateway({ secretKey: 'sk_live_nope', webhookSecret, apiUrl: fake.url })
    await expect(wrongKey.charge(request())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })
})

describe('stripeGateway finding a payment by its metadata', () => {
  it('finds the payment an attempt made, whatever its key, and nothing for another attempt', async () => {
    const attemptId = randomUUID()
    const charge = request({ metadata: { attemptId, userId: '5' } })
    const made = await gateway.charge(charge)
    expect(await gateway.findPayment({ attemptId, userId: '5' })).toEqual(made)
    expect(await gateway.findPayment({ attemptId, userId: '6' })).toBeNull()
    expect(await gateway.findPayment({ attemptId: randomUUID() })).toBeNull()
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents/search').map((r) => r.body.query)).toContain(
      `metadata['attemptId']:'${attemptId}' AND metadata['userId']:'5'`,
    )
  })

  it('finds a decline as a decline, and quotes what it searches for', async () => {
    const attemptId = `it's \\ ${randomUUID()}`
    const made = await gateway.charge(request({ paymentMethodId: 'pm_card_chargeDeclined', metadata: { attemptId } }))
    expect(made.status).toBe('declined')
    expect(await gateway.findPayment({ attemptId })).toEqual(made)
  })

  it('throws (outcome unknown) while the payment is processing, and answers it once it succeeded', async () => {
    const attemptId = randomUUID()
    fake.holdNextPaymentIntents(1)
    await expect(gateway.charge(request({ metadata: { attemptId } }))).rejects.toThrow(/is processing/)
    await expect(gateway.findPayment({ attemptId })).rejects.toThrow(/is processing/)
    const [intent] = [...fake.paymentIntents.values()].filter((i) => i.metadata.attemptId === attemptId)
    fake.finishPaymentIntent(intent?.id ?? '', 'succeeded')
    expect(await gateway.findPayment({ attemptId })).toEqual({
      status: 'succeeded',
      paymentId: intent?.id,
      amountCents: 12_500,
    })
  })

  it('is needed after 24 hours: Stripe then takes a replayed key as a new payment', async () => {
    const charge = request()
    await gateway.charge(charge)
    later = IDEMPOTENCY_KEY_MS
    try {
      await gateway.charge({ ...charge })
      expect(chargesFor(charge.idempotencyKey)).toHaveLength(2)
    } finally {
      later = 0
    }
  })
})

describe('stripeGateway customers and saved cards', () => {
  const userId = 4_242

  it('creates the customer once, then keeps it', async () => {
    const input = { userId, email: 'priya@example.org', name: 'Priya Patel', customerId: null }
    const customerId = await gateway.ensureCustomer(input)
    expect(fake.customers.get(customerId)).toMatchObject({
      email: 'priya@example.org',
      name: 'Priya Patel',
      metadata: { userId: '4242' },
    })
    // A retry after a lost answer reuses the key and gets the same customer, not a twin.
    expect(await gateway.ensureCustomer(input)).toBe(customerId)
    const before = fake.requests.length
    expect(await gateway.ensureCustomer({ ...input, customerId })).toBe(customerId)
    expect(fake.requests.length).toBe(before)
  })

  it('saves a card as the default, charges it off session, and removes it', async () => {
    const customerId = await gateway.ensureCustomer({
      userId,
      email: 'priya@example.org',
      name: 'Priya Patel',
      customerId: null,
    })
    const { clientSecret } = await gateway.createSetupIntent(customerId)
    expect(clientSecret).toMatch(/^seti_\w+_secret_\w+$/)

    const card = await gateway.saveCard(customerId, 'pm_card_visa')
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' })
    // Stripe makes a new payment method from a test template; the adapter answers that one.
    expect(card.paymentMethodId).not.toBe('pm_card_visa')
    expect(fake.customers.get(customerId)?.invoice_settings.default_payment_method).toBe(card.paymentMethodId)

    const charge = request({ paymentMethodId: card.paymentMethodId, customerId, offSession: true })
    expect(await gateway.charge(charge)).toMatchObject({ status: 'succeeded' })

    await gateway.removeCard(card.paymentMethodId)
    expect(fake.paymentMethods.get(card.paymentMethodId)?.customer).toBeNull()
  })

  it('refuses a customer whose key was used with other details, or is in use, as refused', async () => {
    const customer = { userId: 4_444, email: 'first@example.org', name: 'First', customerId: null }
    await gateway.ensureCustomer(customer)
    const changed = gateway.ensureCustomer({ ...customer, email: 'second@example.org' })
    await expect(changed).rejects.toBeInstanceOf(ProviderRefusedError)
    await expect(changed).rejects.toThrow(/same parameters/)

    const release = fake.keyInProgress('customer-4545')
    try {
      const busy = gateway.ensureCustomer({ ...customer, userId: 4_545 })
      await expect(busy).rejects.toBeInstanceOf(ProviderRefusedError)
      await expect(busy).rejects.toThrow(/in-progress request/)
    } finally {
      release()
    }
    expect(await gateway.ensureCustomer({ ...customer, userId: 4_545 })).toMatch(/^cus_/)
  })

  it('detaches a card once: again, or an unknown card, is no error', async () => {
    const customerId = await gateway.ensureCustomer({
      userId: 4_646,
      email: 'x@example.org',
      name: 'X',
      customerId: null,
    })
    const card = await gateway.saveCard(customerId, 'pm_card_mastercard')
    await gateway.removeCard(card.paymentMethodId)
    await expect(gateway.removeCard(card.paymentMethodId)).resolves.toBeUndefined()
    expect(fake.paymentMethods.get(card.paymentMethodId)?.customer).toBeNull()
    await expect(gateway.removeCard('pm_missing')).resolves.toBeUndefined()
    // Stripe down is not done: the caller retries.
    const other = await gateway.saveCard(customerId, 'pm_card_visa')
    fake.failNextRequests(3, 'before', /\/detach$/)
    await expect(gateway.removeCard(other.paymentMethodId)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)
    expect(fake.paymentMethods.get(other.paymentMethodId)?.customer).toBe(customerId)
  })

  it('refuses to save an unknown card', async () => {
    const customerId = await gateway.ensureCustomer({
      userId: 4_343,
      email: 'x@example.org',
      name: 'X',
      customerId: null,
    })
    await expect(gateway.saveCard(customerId, 'pm_missing')).rejects.toThrow(/No such PaymentMethod/)
  })
})

describe('stripeGateway webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_stripe_1',
    object: 'event',
    type: 'payment_intent.payment_failed',
    data: { object: { id: 'pi_123', object: 'payment_intent', amount: 500, metadata: { attemptId: '9' } } },
  })

  it('reads a signed event and refuses a bad signature', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    expect(gateway.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_stripe_1',
      type: 'payment_intent.payment_failed',
      paymentId: 'pi_123',
      metadata: { attemptId: '9' },
      amountCents: 500,
    })
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' })
    expect(() => gateway.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError)
  })
})
