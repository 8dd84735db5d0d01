import { EventMessages as M, CartMessages, type Cart, type EventDetail, type EventSummary } from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventRegistrations, lineItems, paymentAttempts } from '../../db/schema'
import { createEvent, daysFromNow, makeMember } from '../../../test/event-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const getEvent = (client: TestClient, id: number) => client.get(`/api/events/${id}`)
const addToCart = (client: TestClient, id: number) => client.post(`/api/events/${id}`)
const errorOf = (response: { json: () => unknown }) =>
  response.json() as { message: string; code: string; errors?: Record<string, string[]> }
const eventLines = (userId: number, eventId: number) =>
  t.database.db
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.userId, userId), eq(lineItems.categoryType, 'event'), eq(lineItems.categoryId, eventId)))
const register = (userId: number, eventId: number) =>
  t.database.db.insert(eventRegistrations).values({ userId, eventId })

async function aMember() {
  const session = await signedIn(t)
  await makeMember(t, session.user.id)
  return session
}

const LINKS = {
  registrationUrl: 'https://example.org/join',
  recordingUrl: 'https://example.org/recording',
  resource1Url: 'https://example.org/slides.pdf',
  resource2Url: 'https://example.org/handout.pdf',
}

describe('GET /api/events/:id', () => {
  it('shows every detail and the list price to a non-member', async () => {
    const { client } = await signedIn(t)
    const event = await createEvent(t, {
      description: 'Applying the Code of Ethics.',
      ceus: 2,
      experienceHours: 1.5,
      approvedForEthics: true,
      ...LINKS,
    })
    const response = await getEvent(client, event.id)
    expect(response.statusCode).toBe(200)
    expect(response.json<EventDetail>()).toMatchObject({
      id: event.id,
      name: event.name,
      description: 'Applying the Code of Ethics.',
      type: 'webinar',
      typeLabel: 'Webinar',
      date: event.date.toISOString(),
      expirationDate: event.expirationDate?.toISOString(),
      ceus: 2,
      experienceHours: 1.5,
      price: 5000,
      memberPrice: 3000,
      yourPrice: 5000,
      isMemberPrice: false,
      approvedForEthics: true,
      isExpired: false,
      registered: false,
      inCart: false,
      extra: null,
    })
    expect(response.body).not.toContain('example.org')
  })

  it('charges members the member price, and nothing when the event is free for members', async () => {
    const { client } = await aMember()
    const paid = await createEvent(t)
    expect((await getEvent(client, paid.id)).json<EventDetail>()).toMatchObject({
      yourPrice: 3000,
      isMemberPrice: true,
    })
    const free = await createEvent(t, { memberPriceCents: 0, freeForMembers: true })
    expect((await getEvent(client, free.id)).json<EventDetail>()).toMatchObject({ yourPrice: 0, price: 5000 })
    // A non-member still pays the list price for the free-for-members event.
    const stranger = await signedIn(t)
    expect((await getEvent(stranger.client, free.id)).json<EventDetail>().yourPrice).toBe(5000)
  })

  it('a membership that has ended no longer gives the member price', async () => {
    const { client, user } = await signedIn(t)
    await makeMember(t, user.id, { fromDays: -400, toDays: -36 })
    const event = await createEvent(t)
    expect((await getEvent(client, event.id)).json<EventDetail>().yourPrice).toBe(5000)
  })

  it.each(['in_person', 'virtual'] as const)(
    'answers a %s event to a non-member as one they may not open, without an error and without its description',
    async (type) => {
      const { client } = await signedIn(t)
      const event = await createEvent(t, { type })
      const response = await getEvent(client, event.id)
      // The page decides from the answer; a 403 was a failed request in the console before the redirect.
      expect(response.statusCode).toBe(200)
      expect(response.json<EventDetail>()).toMatchObject({
        id: event.id,
        canOpen: false,
        description: null,
        extra: null,
      })
    },
  )

  it('opens in-person and virtual events to members, to users registered for them and to admins', async () => {
    const inPerson = await createEvent(t, { type: 'in_person' })
    const member = await aMember()
    const canOpen = async (client: TestClient) => (await getEvent(client, inPerson.id)).json<EventDetail>().canOpen
    expect(await canOpen(member.client)).toBe(true)
    const lapsed = await signedIn(t)
    await register(lapsed.user.id, inPerson.id)
    expect(await canOpen(lapsed.client)).toBe(true)
    const admin = await signedIn(t, 'admin')
    expect(await canOpen(admin.client)).toBe(true)
  })

  it('opens webinars and on-demand events to non-members', async () => {
    const { client } = await signedIn(t)
    for (const type of ['webinar', 'on_demand'] as const) {
      const event = await createEvent(t, { type })
      const response = await getEvent(client, event.id)
      expect(response.statusCode, type).toBe(200)
      expect(response.json<EventDetail>().canOpen, type).toBe(true)
    }
  })

  it('gives registered users the recording, the resources and the registration link', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t, { type: 'on_demand', ...LINKS })
    await register(user.id, event.id)
    expect((await getEvent(client, event.id)).json<EventDetail>()).toMatchObject({
      registered: true,
      extra: {
        registration: LINKS.registrationUrl,
        recording: LINKS.recordingUrl,
        resource1: LINKS.resource1Url,
        resource2: LINKS.resource2Url,
      },
    })
  })

  it('answers 404 for an unknown event, and for a retired one the user is not registered for', async () => {
    const { client, user } = await signedIn(t)
    const unknown = await getEvent(client, 999_999)
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).message).toBe(M.notFound)
    const retired = await createEvent(t, { retiredAt: new Date() })
    expect((await getEvent(client, retired.id)).statusCode).toBe(404)
    await register(user.id, retired.id)
    expect((await getEvent(client, retired.id)).statusCode).toBe(200)
  })

  it('says when the event has expired', async () => {
    const { client } = await signedIn(t)
    const event = await createEvent(t, { expirationDate: daysFromNow(t, -1) })
    expect((await getEvent(client, event.id)).json<EventDetail>().isExpired).toBe(true)
  })

  it('refuses an id that is not a positive integer with 422', async () => {
    const { client } = await signedIn(t)
    expect((await client.get('/api/events/abc')).statusCode).toBe(422)
    expect((await client.get('/api/events/0')).statusCode).toBe(422)
  })
})

describe('POST /api/events/:id (Add to Cart)', () => {
  it('adds the event at the list price for a non-member and answers the cart', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t)
    const response = await addToCart(client, event.id)
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    expect(cart.items).toEqual([
      expect.objectContaining({
        name: event.name,
        categoryType: 'event',
        categoryId: event.id,
        group: 'Events',
        price: 5000,
        finalPrice: 5000,
        quantity: 1,
        withQty: false,
      }),
    ])
    expect(cart.total).toBe(5000)
    expect(await eventLines(user.id, event.id)).toHaveLength(1)
    expect((await getEvent(client, event.id)).json<EventDetail>().inCart).toBe(true)
  })

  it('adds it at the member price for a member, and at 0 when free for members', async () => {
    const { client } = await aMember()
    const paid = await createEvent(t)
    const free = await createEvent(t, { memberPriceCents: 0, freeForMembers: true })
    await addToCart(client, paid.id)
    const cart = (await addToCart(client, free.id)).json<Cart>()
    expect(cart.items.map((item) => [item.categoryId, item.price, item.finalPrice])).toEqual([
      [paid.id, 5000, 3000],
      [free.id, 5000, 0],
    ])
    expect(cart.total).toBe(3000)
  })

  it('answers the cart as it is when the event is already there: never a second line', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t)
    const first = (await addToCart(client, event.id)).json<Cart>()
    const again = await addToCart(client, event.id)
    expect(again.statusCode).toBe(200)
    expect(again.json<Cart>()).toEqual(first)
    const concurrent = await createEvent(t)
    const responses = await Promise.all(Array.from({ length: 5 }, () => addToCart(client, concurrent.id)))
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(await eventLines(user.id, concurrent.id)).toHaveLength(1)
  })

  it('refuses an expired event with 422 and adds nothing', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t, { expirationDate: daysFromNow(t, -1) })
    const response = await addToCart(client, event.id)
    expect(response.statusCode).toBe(422)
    expect(errorOf(response)).toMatchObject({ message: M.expired, errors: { id: [M.expired] } })
    expect(await eventLines(user.id, event.id)).toHaveLength(0)
  })

  it('refuses an event the user is registered for with 409', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t)
    await register(user.id, event.id)
    const response = await addToCart(client, event.id)
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toMatchObject({ code: 'conflict', message: M.alreadyRegistered })
    expect(await eventLines(user.id, event.id)).toHaveLength(0)
  })

  it('refuses in-person and virtual events to non-members (403) and unknown events (404)', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t, { type: 'in_person' })
    const refused = await addToCart(client, event.id)
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe(M.membersOnly)
    expect(await eventLines(user.id, event.id)).toHaveLength(0)
    expect((await addToCart(client, 999_999)).statusCode).toBe(404)
    const member = await aMember()
    expect((await addToCart(member.client, event.id)).statusCode).toBe(200)
  })

  it('refuses while a payment of the cart is in flight', async () => {
    const { client, user } = await signedIn(t)
    await t.database.db.insert(paymentAttempts).values({
      userId: user.id,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'in-flight',
      paymentMethodType: 'stripe',
      amountCents: 100,
      lineItemIds: [],
    })
    const event = await createEvent(t)
    const response = await addToCart(client, event.id)
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).message).toBe(CartMessages.paymentInProgress)
    expect(await eventLines(user.id, event.id)).toHaveLength(0)
  })
})

describe('paying for an event', () => {
  it('registers the user: the event is under /api/events, with its recording, and cannot be added again', async () => {
    const { client, user } = await signedIn(t)
    const event = await createEvent(t, { type: 'on_demand', ...LINKS })
    await addToCart(client, event.id)
    const pay = await client.post('/api/cart/pay', {
      paymentMethodType: 'stripe',
      stripeToken: 'pm_card_visa',
      idempotencyKey: randomUUID(),
    })
    expect(pay.statusCode, pay.body).toBe(200)

    const own = (await client.get('/api/events')).json<{ data: EventSummary[] }>()
    expect(own.data.map((row) => row.id)).toEqual([event.id])
    const detail = (await getEvent(client, event.id)).json<EventDetail>()
    expect(detail).toMatchObject({ registered: true, inCart: false, extra: { recording: LINKS.recordingUrl } })
    expect((await addToCart(client, event.id)).statusCode).toBe(409)
    const [line] = await eventLines(user.id, event.id)
    expect(line?.transactionId).not.toBeNull()
  })
})

describe('GET /api/events/:id/calendar.ics', () => {
  it('downloads the event as an iCalendar file', async () => {
    const { client } = await signedIn(t)
    const start = new Date('2031-05-14T17:00:00.000Z')
    const event = await createEvent(t, { name: 'Ethics, Standards; and Practice', date: start })
    const response = await client.get(`/api/events/${event.id}/calendar.ics`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="afcpe-event-${event.id}.ics"`)
    const ics = response.body
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics).toContain(`\r\nUID:event-${event.id}@portal.test\r\n`)
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
    expect(ics).toContain('\r\nDTSTART:20310514T170000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20310514T180000Z\r\n')
    expect(ics).toContain('\r\nSUMMARY:Ethics\\, Standards\\; and Practice\r\n')
    expect(ics).toContain(`\r\nURL:http://portal.test/events/${event.id}\r\n`)
  })

  it('is refused as the event is: 403 for non-members and in-person events, 404 for unknown ones', async () => {
    const { client } = await signedIn(t)
    const inPerson = await createEvent(t, { type: 'in_person' })
    expect((await client.get(`/api/events/${inPerson.id}/calendar.ics`)).statusCode).toBe(403)
    expect((await client.get('/api/events/999999/calendar.ics')).statusCode).toBe(404)
  })
})
