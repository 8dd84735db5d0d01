import type { Dashboard, EventSummary, ListResult } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventRegistrations, events } from '../../db/schema'
import { putInCart } from '../../../test/commerce-fixtures'
import { createEvent, daysFromNow, type EventValues } from '../../../test/event-fixtures'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

type Page = ListResult<EventSummary>
const listOf = async (client: TestClient, url: string, query: Record<string, string | string[]> = {}) => {
  const response = await client.get(url, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Page>()
}
const namesOf = (page: Page) => page.data.map((event) => event.name)

/** Events whose names share a tag, so a test filters to its own rows. */
async function taggedEvents(tag: string, rows: EventValues[]) {
  const created = []
  for (const [i, values] of rows.entries()) created.push(await createEvent(t, { name: `${tag} ${i}`, ...values }))
  return created
}
const newTag = () => `Tag${Math.random().toString(36).slice(2, 10)}`
const register = (userId: number, eventId: number) =>
  t.database.db.insert(eventRegistrations).values({ userId, eventId })

describe('GET /api/events/upcoming (all events)', () => {
  it('pages every event on offer, past ones included, newest first by default, 10 a page', async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    await taggedEvents(
      tag,
      Array.from({ length: 12 }, (_, i) => ({ date: daysFromNow(t, i - 6), expirationDate: null })),
    )
    const first = await listOf(client, '/api/events/upcoming', { limit: '10', page: '1', filter: `name,${tag}` })
    expect(first.total).toBe(12)
    expect(first.lastPage).toBe(2)
    expect(namesOf(first)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag} ${11 - i}`))
    const second = await listOf(client, '/api/events/upcoming', { limit: '10', page: '2', filter: `name,${tag}` })
    expect(namesOf(second)).toEqual([`${tag} 1`, `${tag} 0`])
  })

  it('leaves out retired events', async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    await taggedEvents(tag, [{}, { retiredAt: new Date() }])
    expect(namesOf(await listOf(client, '/api/events/upcoming', { filter: `name,${tag}` }))).toEqual([`${tag} 0`])
  })

  it('answers the columns of the table and never the recording or resource links', async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    const [event] = await taggedEvents(tag, [
      {
        type: 'on_demand',
        ceus: 1.5,
        experienceHours: 2,
        priceCents: 4900,
        memberPriceCents: 0,
        freeForMembers: true,
        approvedForEthics: true,
        expirationDate: daysFromNow(t, -1),
        recordingUrl: 'https://example.org/recording',
        resource1Url: 'https://example.org/r1',
        registrationUrl: 'https://example.org/register',
      },
    ])
    const [row] = (await listOf(client, '/api/events/upcoming', { filter: `name,${tag}` })).data
    expect(row).toEqual({
      id: event?.id,
      name: `${tag} 0`,
      type: 'on_demand',
      typeLabel: 'On-Demand',
      date: event?.date.toISOString(),
      expirationDate: event?.expirationDate?.toISOString(),
      ceus: 1.5,
      experienceHours: 2,
      price: 4900,
      memberPrice: 0,
      freeForMembers: true,
      approvedForEthics: true,
      image: null,
      isExpired: true,
      registered: false,
      inCart: false,
    })
    expect(JSON.stringify(row)).not.toContain('example.org')
  })

  it('sorts by each column of the table', async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    await taggedEvents(tag, [
      { memberPriceCents: 2000, ceus: 3, name: `${tag} b` },
      { memberPriceCents: 1000, ceus: 1, name: `${tag} c` },
      { memberPriceCents: 3000, ceus: 2, name: `${tag} a` },
    ])
    const sorted = (sort: string) => listOf(client, '/api/events/upcoming', { sort, filter: `name,${tag}` })
    expect(namesOf(await sorted('memberPrice,asc'))).toEqual([`${tag} c`, `${tag} b`, `${tag} a`])
    expect(namesOf(await sorted('ceus,desc'))).toEqual([`${tag} b`, `${tag} a`, `${tag} c`])
    expect(namesOf(await sorted('name,asc'))).toEqual([`${tag} a`, `${tag} b`, `${tag} c`])
    for (const field of [
      'type',
      'price',
      'freeForMembers',
      'experienceHours',
      'date',
      'expirationDate',
      'approvedForEthics',
    ]) {
      expect((await sorted(`${field},asc`)).total, field).toBe(3)
    }
  })

  it('filters by type (literal or label), by the yes/no columns and by name', async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    await taggedEvents(tag, [
      { type: 'in_person', approvedForEthics: true },
      { type: 'virtual', freeForMembers: true },
      { type: 'webinar', approvedForEthics: true, freeForMembers: true },
    ])
    const filtered = async (...filter: string[]) =>
      namesOf(await listOf(client, '/api/events/upcoming', { filter: [`name,${tag}`, ...filter] }))
    expect(await filtered('type,in_person')).toEqual([`${tag} 0`])
    expect(await filtered('type,In-Person')).toEqual([`${tag} 0`])
    expect(await filtered('type,Virtual')).toEqual([`${tag} 1`])
    expect((await filtered('approvedForEthics,Yes')).sort()).toEqual([`${tag} 0`, `${tag} 2`])
    expect(await filtered('approvedForEthics,No')).toEqual([`${tag} 1`])
    expect((await filtered('freeForMembers,true')).sort()).toEqual([`${tag} 1`, `${tag} 2`])
    expect(await filtered('approvedForEthics,Yes', 'freeForMembers,Yes')).toEqual([`${tag} 2`])
    expect(await filtered(`name,${tag.toLowerCase()} 1`)).toEqual([`${tag} 1`])
  })

  it('refuses unknown sort and filter fields with 422 on sort and filter', async () => {
    const { client } = await signedIn(t)
    const response = await client.get('/api/events/upcoming', { sort: 'recordingUrl,asc', filter: 'description,x' })
    expect(response.statusCode).toBe(422)
    const body = response.json<{ errors: Record<string, string[]> }>()
    expect(body.errors.sort).toEqual(['Cannot sort by "recordingUrl".'])
    expect(body.errors.filter).toEqual(['Cannot filter by "description".'])
    // The dashboard's ordering keys are not open to callers either.
    expect((await client.get('/api/events/upcoming', { sort: 'onDemandLast,asc' })).statusCode).toBe(422)
  })

  it("marks the signed-in user's registered and in-cart events", async () => {
    const { client, user } = await signedIn(t)
    const tag = newTag()
    const [registered, inCart] = await taggedEvents(tag, [{}, {}, {}])
    if (!registered || !inCart) throw new Error('events not created')
    await register(user.id, registered.id)
    await putInCart(t, user.id, { categoryType: 'event', categoryId: inCart.id, priceCents: 5000 })
    const rows = (await listOf(client, '/api/events/upcoming', { filter: `name,${tag}`, sort: 'name,asc' })).data
    expect(rows.map((row) => [row.registered, row.inCart])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ])
    // Someone else sees none of it.
    const other = await signedIn(t)
    const theirs = (await listOf(other.client, '/api/events/upcoming', { filter: `name,${tag}` })).data
    expect(theirs.every((row) => !row.registered && !row.inCart)).toBe(true)
  })
})

describe('GET /api/events/upcoming?dashboard=true', () => {
  it("gives the dashboard card's selection in its order: upcoming soonest first, then on demand, none expired", async () => {
    const { client } = await signedIn(t)
    const tag = newTag()
    await taggedEvents(tag, [
      { name: `${tag} later`, date: daysFromNow(t, 20), expirationDate: null },
      { name: `${tag} sooner`, date: daysFromNow(t, 5), expirationDate: daysFromNow(t, 4) },
      { name: `${tag} past`, date: daysFromNow(t, -5), expirationDate: null },
      { name: `${tag} expired`, date: daysFromNow(t, 3), expirationDate: daysFromNow(t, -1) },
      { name: `${tag} old recording`, type: 'on_demand', date: daysFromNow(t, -300), expirationDate: null },
      { name: `${tag} new recording`, type: 'on_demand', date: daysFromNow(t, -10), expirationDate: null },
      {
        name: `${tag} gone recording`,
        type: 'on_demand',
        date: daysFromNow(t, -10),
        expirationDate: daysFromNow(t, -2),
      },
    ])
    const page = await listOf(client, '/api/events/upcoming', { dashboard: 'true', filter: `name,${tag}` })
    expect(namesOf(page)).toEqual([`${tag} sooner`, `${tag} later`, `${tag} new recording`, `${tag} old recording`])
  })

  it('is the very list the dashboard card shows (its 10 events)', async () => {
    const { client } = await signedIn(t)
    await taggedEvents(
      newTag(),
      Array.from({ length: 12 }, (_, i) => ({ date: daysFromNow(t, i + 1), expirationDate: null })),
    )
    const flagged = await listOf(client, '/api/events/upcoming', { dashboard: '1', limit: '10' })
    const dashboard = (await client.get('/api/dashboard')).json<Dashboard>()
    expect(dashboard.events).toHaveLength(10)
    expect(dashboard.events.map((event) => event.id)).toEqual(flagged.data.map((event) => event.id))
  })

  it('refuses a flag that is not a yes/no value', async () => {
    const { client } = await signedIn(t)
    expect((await client.get('/api/events/upcoming', { dashboard: 'maybe' })).statusCode).toBe(422)
  })
})

describe('GET /api/events (my events)', () => {
  it('lists only the events the user is registered for, retired ones included; not cart items, not others', async () => {
    const { client, user } = await signedIn(t)
    const other = await signedIn(t)
    const tag = newTag()
    const [mine, retired, inCart, theirs] = await taggedEvents(tag, [
      { date: daysFromNow(t, 10) },
      { date: daysFromNow(t, -40) },
      {},
      {},
    ])
    if (!mine || !retired || !inCart || !theirs) throw new Error('events not created')
    await register(user.id, mine.id)
    await register(user.id, retired.id)
    await t.database.db.update(events).set({ retiredAt: new Date() }).where(eq(events.id, retired.id))
    await putInCart(t, user.id, { categoryType: 'event', categoryId: inCart.id, priceCents: 5000 })
    await register(other.user.id, theirs.id)

    const page = await listOf(client, '/api/events')
    expect(namesOf(page)).toEqual([`${tag} 0`, `${tag} 1`])
    expect(page.total).toBe(2)
    expect(page.data.every((row) => row.registered)).toBe(true)
    // The table's sorting and filtering work here too.
    expect(namesOf(await listOf(client, '/api/events', { sort: 'date,asc' }))).toEqual([`${tag} 1`, `${tag} 0`])
    expect(namesOf(await listOf(client, '/api/events', { filter: 'type,Webinar', limit: '10' }))).toHaveLength(2)
  })

  it('is empty for a user with no registrations', async () => {
    const { client } = await signedIn(t)
    expect(await listOf(client, '/api/events')).toEqual({ data: [], lastPage: 1, total: 0 })
  })
})
