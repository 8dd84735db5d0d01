import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { WebhookSignatureError, type ChargeRequest } from './gateway'
import { createPaymentGateway, sandboxWebhookSecret } from './index'
import { sandboxGateway, sandboxPaymentId } from './sandbox-gateway'

const webhookSecret = 'whsec_sandbox_test'

function request(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountCents: 12_500,
    idempotencyKey: `attempt-${Math.random()}`,
    paymentMethodId: 'pm_card_visa',
    description: 'Membership',
    metadata: { attemptId: '7' },
    ...overrides,
  }
}

describe('sandboxGateway charges', () => {
  it.each([
    ['pm_card_visa', 12_500],
    ['pm_card_mastercard', 4_000],
  ])('charges %s', async (paymentMethodId, amountCents) => {
    const gateway = sandboxGateway({ webhookSecret })
    const charge = request({ paymentMethodId, amountCents, idempotencyKey: 'key-1' })
    expect(await gateway.charge(charge)).toEqual({
      status: 'succeeded',
      paymentId: sandboxPaymentId('key-1'),
      amountCents,
    })
    expect(gateway.charges).toEqual([
      { paymentId: sandboxPaymentId('key-1'), idempotencyKey: 'key-1', amountCents, paymentMethodId },
    ])
  })

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('declines %s with its message and code', async (paymentMethodId, message, code) => {
    const gateway = sandboxGateway({ webhookSecret })
    const result = await gateway.charge(request({ paymentMethodId, idempotencyKey: 'key-2' }))
    expect(result).toEqual({ status: 'declined', paymentId: sandboxPaymentId('key-2'), message, code })
    expect(gateway.charges).toEqual([])
  })

  it('asks for authentication on and off session, and never records it as paid', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    const paymentMethodId = 'pm_card_authenticationRequired'
    expect(await gateway.charge(request({ paymentMethodId, idempotencyKey: 'on' }))).toEqual({
      status: 'requires_action',
      paymentId: sandboxPaymentId('on'),
      message: 'This payment requires authentication.',
    })
    expect(await gateway.charge(request({ paymentMethodId, idempotencyKey: 'off', offSession: true }))).toMatchObject({
      status: 'requires_action',
      paymentId: sandboxPaymentId('off'),
      message: expect.stringContaining('requires authentication'),
    })
    expect(gateway.charges).toEqual([])
  })

  it('declines an unknown payment method without creating a payment', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    expect(await gateway.charge(request({ paymentMethodId: 'pm_unknown' }))).toEqual({
      status: 'declined',
      paymentId: null,
      message: 'No such payment method.',
      code: 'resource_missing',
    })
  })

  it('refuses an amount under Stripe’s minimum without creating a payment', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    expect(await gateway.charge(request({ amountCents: 49 }))).toEqual({
      status: 'declined',
      paymentId: null,
      message: 'Amount must be at least $0.50 usd',
      code: 'amount_too_small',
    })
  })

  it('answers a replayed key with the first result and charges once, also after a restart', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    const charge = request({ idempotencyKey: 'replayed' })
    const first = await gateway.charge(charge)
    expect(await gateway.charge({ ...charge })).toEqual(first)
    expect(gateway.charges).toHaveLength(1)

    const restarted = sandboxGateway({ webhookSecret })
    expect(await restarted.charge({ ...charge })).toEqual(first)
  })

  it('refuses a key reused with other parameters, as Stripe does', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    await gateway.charge(request({ idempotencyKey: 'reused', amountCents: 1_000 }))
    await expect(gateway.charge(request({ idempotencyKey: 'reused', amountCents: 2_000 }))).rejects.toThrow(
      /idempotency key "reused" was already used with different parameters/i,
    )
    expect(gateway.charges).toHaveLength(1)
  })
})

describe('sandboxGateway customers and cards', () => {
  const gateway = sandboxGateway({ webhookSecret })

  it('keeps an existing customer and names a new one after the user', async () => {
    const customer = { userId: 42, email: 'a@example.org', name: 'A B' }
    expect(await gateway.ensureCustomer({ ...customer, customerId: null })).toBe('cus_sandbox_42')
    expect(await gateway.ensureCustomer({ ...customer, customerId: 'cus_other' })).toBe('cus_other')
  })

  it('hands out a setup intent client secret in Stripe’s shape', async () => {
    const { clientSecret } = await gateway.createSetupIntent('cus_sandbox_42')
    expect(clientSecret).toMatch(/^seti_sandbox_[0-9a-f]+_secret_[0-9a-f]+$/)
  })

  it('saves a test card with its brand and last four, and refuses an unknown one', async () => {
    expect(await gateway.saveCard('cus_sandbox_42', 'pm_card_mastercard')).toEqual({
      paymentMethodId: 'pm_card_mastercard',
      brand: 'mastercard',
      last4: '4444',
    })
    await expect(gateway.saveCard('cus_sandbox_42', 'pm_nope')).rejects.toThrow('No such payment method.')
    await expect(gateway.removeCard('pm_card_mastercard')).resolves.toBeUndefined()
    expect(gateway.detachedCards).toEqual(['pm_card_mastercard'])
    await expect(gateway.cancel(sandboxPaymentId('x'))).resolves.toBeUndefined()
  })
})

describe('sandboxGateway finding a payment by its metadata', () => {
  it('finds what a charge came to, and nothing for another attempt or a charge that made no payment', async () => {
    const gateway = sandboxGateway({ webhookSecret })
    const paid = await gateway.charge(request({ idempotencyKey: 'paid', metadata: { attemptId: '1', userId: '5' } }))
    const declined = await gateway.charge(
      request({ idempotencyKey: 'declined', paymentMethodId: 'pm_card_chargeDeclined', metadata: { attemptId: '2' } }),
    )
    await gateway.charge(
      request({ idempotencyKey: 'unknown card', paymentMethodId: 'pm_x', metadata: { attemptId: '3' } }),
    )
    expect(await gateway.findPayment({ attemptId: '1', userId: '5' })).toEqual(paid)
    expect(await gateway.findPayment({ attemptId: '1', userId: '6' })).toBeNull()
    expect(await gateway.findPayment({ attemptId: '2' })).toEqual(declined)
    expect(await gateway.findPayment({ attemptId: '3' })).toBeNull()
    expect(await gateway.findPayment({ attemptId: '4' })).toBeNull()
  })
})

describe('sandboxGateway webhooks', () => {
  const gateway = sandboxGateway({ webhookSecret })
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_sandbox_1', object: 'payment_intent', amount: 12_500, metadata: { attemptId: '7' } } },
  })

  function sign(secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
  }

  it('reads a correctly signed payment event', () => {
    expect(gateway.parseWebhook(Buffer.from(payload), sign(webhookSecret))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentId: 'pi_sandbox_1',
      metadata: { attemptId: '7' },
      amountCents: 12_500,
    })
  })

  it('reads other events without a payment', () => {
    const other = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    })
    const header = Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret })
    expect(gateway.parseWebhook(Buffer.from(other), header)).toEqual({
      id: 'evt_2',
      type: 'customer.created',
      paymentId: null,
      metadata: {},
      amountCents: null,
    })
  })

  it('refuses a wrong secret, a changed body, a missing header and a stale timestamp', () => {
    expect(() => gateway.parseWebhook(Buffer.from(payload), sign('whsec_other'))).toThrow(WebhookSignatureError)
    expect(() => gateway.parseWebhook(Buffer.from(payload.replace('12500', '1')), sign(webhookSecret))).toThrow(
      WebhookSignatureError,
    )
    expect(() => gateway.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError)
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    expect(() => gateway.parseWebhook(Buffer.from(payload), sign(webhookSecret, tenMinutesAgo))).toThrow(
      WebhookSignatureError,
    )
  })
})

describe('createPaymentGateway', () => {
  const appSecret = 'a'.repeat(32)

  it('uses the sandbox without Stripe keys, signing with a secret derived from the app secret', () => {
    const gateway = createPaymentGateway({ appSecret })
    expect(gateway.provider).toBe('sandbox')
    const secret = sandboxWebhookSecret(appSecret)
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    expect(sandboxWebhookSecret('b'.repeat(32))).not.toBe(secret)
    const payload = JSON.stringify({ id: 'evt_3', object: 'event', type: 'charge.succeeded', data: { object: {} } })
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
    expect(gateway.parseWebhook(Buffer.from(payload), header).id).toBe('evt_3')
  })

  it('uses Stripe when its keys are configured', () => {
    const gateway = createPaymentGateway({ appSecret, stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } })
    expect(gateway.provider).toBe('stripe')
  })
})
