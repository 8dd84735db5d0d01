/**
 * Hostile text (NUL characters, lone surrogates, text-direction controls in names, a `null` body)
 * is refused with 422 on its field before the database sees it, changes nothing, and leaves the
 * portal serving every later request (decision 0010). A provider's signed webhook holding such text
 * answers 400 on its field, recording nothing.
 */
import { TextMessages } from '@portal/contracts'
import { sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAM_SIGNATURE_HEADER, EXAM_WEBHOOK_PATH, isLocalExamDelivery } from '../exam-delivery'
import { sandboxWebhookSecret } from '../payments'
import { TEST_CONFIG, createTestApp, signedIn, uniqueEmail, type TestApp, type TestClient } from '../../../test/harness'

const NUL = String.fromCharCode(0)
const LONE_SURROGATE = String.fromCharCode(0xd800)
const RIGHT_TO_LEFT_OVERRIDE = String.fromCharCode(0x202e)

let t: TestApp
let member: Awaited<ReturnType<typeof signedIn>>

beforeAll(async () => {
  t = await createTestApp()
  member = await signedIn(t)
})
afterAll(async () => {
  await t?.close()
})

const countRows = async (table: 'users' | 'addresses' | 'mail_messages') =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]?.n

/** The portal still answers the signed-in calls that run its hot prepared statements. */
async function expectStillServing(client: TestClient) {
  const user = await client.get('/api/user')
  expect(user.statusCode).toBe(200)
  expect((await client.get('/api/notifications', { limit: '5' })).statusCode).toBe(200)
}

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(422)
  expect((response.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message])
}

describe('NUL characters and lone surrogates are refused on their field', () => {
  it('in a query string (the directory search that took the embedded portal down)', async () => {
    const response = await member.client.get('/api/membership/search', { name: `a${NUL}b` })
    expectRefused(response, 'name', TextMessages.forbiddenCharacter)
    await expectStillServing(member.client)
  })

  it('in a list filter', async () => {
    const response = await member.client.get('/api/notifications', { filter: `title,a${NUL}b` })
    expectRefused(response, 'filter', TextMessages.forbiddenCharacter)
    await expectStillServing(member.client)
  })

  it('in a path parameter', async () => {
    const { client } = await signedIn(t, 'admin')
    const response = await client.get(`/api/admin/extended/${encodeURIComponent(`events${NUL}`)}`)
    expectRefused(response, 'kind', TextMessages.forbiddenCharacter)
  })

  it('in a visitor’s registration, which creates no account', async () => {
    const client = t.client()
    const before = await countRows('users')
    const response = await client.post('/api/register', {
      firstName: `Ann${NUL}`,
      lastName: 'Lee',
      email: uniqueEmail(),
      password: 'a-long-password-1',
      passwordConfirmation: 'a-long-password-1',
      captcha: await client.solveCaptcha(),
    })
    expectRefused(response, 'firstName', TextMessages.forbiddenCharacter)
    expect(await countRows('users')).toBe(before)
    await expectStillServing(member.client)
  })

  it.each([
    ['firstName', `Ann${NUL}`],
    ['lastName', `Lee${LONE_SURROGATE}`],
    ['ethnicity', `x${NUL}`],
    ['publicBio', `bio${LONE_SURROGATE}`],
  ])('in PATCH /api/user %s', async (field, value) => {
    const response = await member.client.patch('/api/user', { [field]: value })
    expectRefused(response, field, TextMessages.forbiddenCharacter)
    const profile = (await member.client.get('/api/profile')).json()
    expect(profile[field]).not.toBe(value)
  })

  it.each(['name', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country'])(
    'in POST /api/addresses %s',
    async (field) => {
      const before = await countRows('addresses')
      const address = {
        name: 'Home',
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'United States',
        phone: '',
        isMilitary: false,
        stateNotListed: false,
        isPrimary: true,
      }
      const response = await member.client.post('/api/addresses', { ...address, [field]: `x${NUL}y` })
      expectRefused(response, field, TextMessages.forbiddenCharacter)
      expect(await countRows('addresses')).toBe(before)
    },
  )

  it('in a discount code', async () => {
    const response = await member.client.post('/api/cart/apply-discount', { code: `SAVE${NUL}` })
    expectRefused(response, 'code', TextMessages.forbiddenCharacter)
  })

  it('in a message relayed through the directory, which sends nothing', async () => {
    const before = await countRows('mail_messages')
    const response = await member.client.post(`/api/membership/search/${member.user.id}/message`, {
      message: `Hello${NUL}`,
    })
    expectRefused(response, 'message', TextMessages.forbiddenCharacter)
    expect(await countRows('mail_messages')).toBe(before)
  })

  it('in an object key', async () => {
    const response = await member.client.patch('/api/user', { [`first${NUL}Name`]: 'Ann' })
    expect(response.statusCode).toBe(422)
  })
})

describe('names refuse text-direction controls', () => {
  it.each(['firstName', 'middleName', 'lastName', 'suffix'])('PATCH /api/user %s', async (field) => {
    const response = await member.client.patch('/api/user', { [field]: `Ann${RIGHT_TO_LEFT_OVERRIDE}eeL` })
    expectRefused(response, field, TextMessages.directionControl)
  })

  it('registration', async () => {
    const client = t.client()
    const response = await client.post('/api/register', {
      firstName: 'Ann',
      lastName: `\u2066Lee\u2069`,
      email: uniqueEmail(),
      password: 'a-long-password-1',
      passwordConfirmation: 'a-long-password-1',
      captcha: await client.solveCaptcha(),
    })
    expectRefused(response, 'lastName', TextMessages.directionControl)
  })

  it('accepts names in any script, with accents and apostrophes', async () => {
    const response = await member.client.patch('/api/user', { firstName: 'Émilie', lastName: 'O’Brien-شریف' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ firstName: 'Émilie', lastName: 'O’Brien-شریف' })
  })
})

describe('a signed webhook whose event holds a NUL answers 400 and records nothing', () => {
  const countEvents = async () =>
    (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_events`)).rows[0]?.n

  it('POST /api/exams/webhook', async () => {
    if (!isLocalExamDelivery(t.examDelivery)) throw new Error('the tests use the local exam provider')
    const before = await countEvents()
    const webhook = t.examDelivery.resultWebhook({
      eventId: `evt${NUL}1`,
      attemptId: 1,
      candidateId: 'AFC000001',
      result: 'P',
      score: 110,
      takenAt: new Date(),
    })
    const response = await t.app.inject({
      method: 'POST',
      url: EXAM_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [EXAM_SIGNATURE_HEADER]: webhook.signature },
      payload: webhook.body,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'bad_request', errors: { id: [TextMessages.forbiddenCharacter] } })
    expect(await countEvents()).toBe(before)
    await expectStillServing(member.client)
  })

  it.each([
    ['its id', { id: `evt_${NUL}` }, 'id'],
    ['its payment’s metadata', { metadata: { attemptId: `1${NUL}` } }, 'metadata.attemptId'],
  ])('POST /api/payments/webhook, in %s', async (_, change, field) => {
    const before = await countEvents()
    const { metadata, ...event } = change as { id?: string; metadata?: Record<string, string> }
    const payload = JSON.stringify({
      id: 'evt_hostile',
      object: 'event',
      type: 'payment_intent.succeeded',
      ...event,
      data: { object: { id: 'pi_hostile', object: 'payment_intent', amount: 100, metadata: metadata ?? {} } },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: sandboxWebhookSecret(TEST_CONFIG.appSecret),
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      errors: { [field]: [TextMessages.forbiddenCharacter] },
    })
    expect(await countEvents()).toBe(before)
    await expectStillServing(member.client)
  })
})

describe('a null JSON body answers 422', () => {
  it.each([
    ['PATCH', '/api/user'],
    ['POST', '/api/addresses'],
    ['PATCH', '/api/addresses/1'],
    ['POST', '/api/register'],
    ['POST', '/api/cart/apply-discount'],
  ] as const)('%s %s', async (method, url) => {
    const response = await member.client.request({
      method,
      url,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'validation_failed' })
  })
})
