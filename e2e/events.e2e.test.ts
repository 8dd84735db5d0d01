import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DashboardMessages, EventMessages as M } from '@portal/contracts'
import { eq } from 'drizzle-orm'
import { events } from '../apps/server/src/db/schema'
import { DEMO_EVENT_NAMES } from '../apps/server/src/db/seed/demo-content'
import { createEvent, makeMember as makeMemberFor } from '../apps/server/test/event-fixtures'
import { expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const DAY_MS = 86_400_000
const table = (page: Page, name: string) => page.getByRole('table', { name })
const rowNamed = (page: Page, tableName: string, eventName: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByText(eventName, { exact: true }) })

/** A webinar (open to non-members) in the catalogue, as staff would add it under System Data. */
function createWebinar(name: string, values: Partial<typeof events.$inferInsert> = {}) {
  return createEvent(env.portal, {
    name,
    type: 'webinar',
    description: 'Budgeting conversations that keep clients motivated.',
    date: new Date(Date.now() + 20 * DAY_MS),
    expirationDate: new Date(Date.now() + 19 * DAY_MS),
    ceus: 1.5,
    priceCents: 4500,
    memberPriceCents: 2500,
    recordingUrl: 'https://example.org/recordings/budgeting',
    resource1Url: 'https://example.org/resources/budgeting.pdf',
    ...values,
  })
}

async function eventIdNamed(name: string): Promise<number> {
  const [row] = await env.portal.database.db.select({ id: events.id }).from(events).where(eq(events.name, name))
  if (!row) throw new Error(`no event ${name}`)
  return row.id
}

/** An approved professional membership covering today. */
const makeMember = (userId: number) => makeMemberFor(env.portal, userId, { fromDays: -10, toDays: 300 })

async function newMemberSession(firstName: string) {
  const member = await createMember(env.portal, firstName)
  const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, member.email)
  return { member, context, page, problems }
}

describe('events journeys', () => {
  it('browses all events, adds one to the cart, pays and finds it under My Events with its recording', async () => {
    const { context, page, problems } = await newMemberSession('Rowan')
    const name = `Webinar: Budgeting Basics ${Date.now()}`
    const webinar = await createWebinar(name)

    // My Events starts empty: a sentence and the way to all events, not a table of no rows.
    await page.goto(`${env.portal.url}/events`)
    await visible(page.getByRole('heading', { name: M.myEvents, level: 1 }))
    await visible(page.getByText(M.ownEmpty))
    await visible(page.getByRole('link', { name: M.browseEvents }))
    expect(await page.getByRole('table').count()).toBe(0)
    await expectAccessible(page, 'my events (empty)')
    await expectPhoneFriendly(page, 'my events (empty)')
    await page.getByRole('link', { name: M.showAllEvents }).click()
    await page.waitForURL(`${env.portal.url}/events/upcoming`)
    await visible(page.getByRole('heading', { name: M.allEvents, level: 1 }))

    // The table: newest first, 10 a page, filtered by name and type after the debounce.
    const all = table(page, M.allEvents)
    await visible(all.getByRole('columnheader', { name: /Member Price/ }))
    expect(await all.getByRole('columnheader', { name: /^Date/ }).getAttribute('aria-sort')).toBe('descending')
    await expect.poll(() => all.locator('tbody tr').count(), { timeout: 15_000 }).toBe(10)
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('10')
    await expectAccessible(page, 'all events')
    await expectPhoneFriendly(page, 'all events')
    await page.getByLabel('Filter Type').selectOption('Webinar')
    await page.getByLabel('Filter Name').fill('Budgeting Basics')
    await visible(rowNamed(page, M.allEvents, name))
    await expect.poll(() => all.locator('tbody tr').count()).toBe(1)
    await expectAccessible(page, 'all events, filtered')
    await expectPhoneFriendly(page, 'all events, filtered')

    // A row opens its event: the details and the non-member price.
    await rowNamed(page, M.allEvents, name).click()
    await page.waitForURL(`${env.portal.url}/events/${webinar.id}`)
    await visible(page.getByRole('heading', { name, level: 1 }))
    const details = page.getByRole('table', { name: 'Event details' })
    await visible(details.getByText('$45.00 (Members pay $25.00)'))
    await visible(details.getByText('1.5', { exact: true }))
    expect(await page.getByRole('link', { name: 'Watch the recording' }).count()).toBe(0)
    const ics = await page.getByRole('link', { name: M.addToCalendar }).getAttribute('href')
    expect(ics).toBe(`/api/events/${webinar.id}/calendar.ics`)
    const download = await page.request.get(`${env.portal.url}${ics}`)
    expect(download.headers()['content-type']).toContain('text/calendar')
    expect(await download.text()).toContain(`UID:event-${webinar.id}@`)
    await expectAccessible(page, 'event detail')
    await expectPhoneFriendly(page, 'event detail')

    // Add to Cart puts it in the cart and opens the cart.
    await page.getByRole('button', { name: M.addToCart }).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByRole('listitem', { name }))
    await visible(page.getByRole('heading', { name: 'Events', level: 2 }))
    await expectAccessible(page, 'cart with the event')
    await expectPhoneFriendly(page, 'cart with the event')

    // Back on the event: View in Cart instead of a second Add to Cart.
    await page.goto(`${env.portal.url}/events/${webinar.id}`)
    await visible(page.getByRole('link', { name: M.viewInCart }))
    expect(await page.getByRole('button', { name: M.addToCart }).count()).toBe(0)

    // Pay with the sandbox card.
    await page.goto(`${env.portal.url}/checkout`)
    await visible(page.getByRole('heading', { name: 'Order summary' }))
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/34')
    await page.getByLabel('CVC').fill('123')
    const submit = page.getByRole('button', { name: 'Submit Order' })
    await expect.poll(() => submit.isEnabled()).toBe(true)
    await submit.click()
    await page.waitForURL(`${env.portal.url}/?paid=true`, { timeout: 30_000 })
    await visible(page.getByText(DashboardMessages.paymentConfirmed))

    // Registered: under My Events, with the recording and resources, and no Add to Cart.
    await page.goto(`${env.portal.url}/events`)
    await visible(rowNamed(page, M.myEvents, name))
    await expectAccessible(page, 'my events')
    await expectPhoneFriendly(page, 'my events')
    await rowNamed(page, M.myEvents, name).click()
    await page.waitForURL(`${env.portal.url}/events/${webinar.id}`)
    await visible(page.getByText(M.registered))
    await visible(page.getByRole('heading', { name: M.resources, level: 2 }))
    expect(await page.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe(
      'https://example.org/recordings/budgeting',
    )
    expect(await page.getByRole('button', { name: M.addToCart }).count()).toBe(0)
    await expectAccessible(page, 'event detail (registered)')
    await expectPhoneFriendly(page, 'event detail (registered)')

    expect(problems).toEqual([])
    await context.close()
  })

  it('hides Add to Cart on an expired event, sends non-members from in-person events to membership, survives a missing event', async () => {
    const { context, page, problems } = await newMemberSession('Sage')
    const expired = await createWebinar(`Webinar: Past Deadline ${Date.now()}`, {
      date: new Date(Date.now() - 2 * DAY_MS),
      expirationDate: new Date(Date.now() - 3 * DAY_MS),
    })
    await page.goto(`${env.portal.url}/events/${expired.id}`)
    await visible(page.getByText(M.expired))
    expect(await page.getByRole('button', { name: M.addToCart }).count()).toBe(0)
    await expectAccessible(page, 'expired event')
    await expectPhoneFriendly(page, 'expired event')

    // The page learns it is for members from the event's answer: no request fails on the way.
    const symposium = await eventIdNamed(DEMO_EVENT_NAMES.symposium)
    const failed: string[] = []
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    }
    page.on('response', onResponse)
    await page.goto(`${env.portal.url}/events/${symposium}`)
    await page.waitForURL(`${env.portal.url}/membership`)
    await visible(page.getByText(M.membersOnly))
    page.off('response', onResponse)
    expect(failed).toEqual([])

    await page.goto(`${env.portal.url}/events/999999`)
    await visible(page.getByRole('heading', { name: 'Event', level: 1 }))
    await visible(page.getByText(M.notFound))
    await visible(page.getByRole('link', { name: M.allEvents }))
    await expectAccessible(page, 'missing event')
    await expectPhoneFriendly(page, 'missing event')

    expect(problems).toEqual([])
    await context.close()
  })

  it('a member sees 0 for an event free for members, and opens in-person events', async () => {
    const { member, context, page, problems } = await newMemberSession('Quinn')
    await makeMember(member.id)
    const free = await createWebinar(`Webinar: Members Free ${Date.now()}`, {
      memberPriceCents: 0,
      freeForMembers: true,
    })
    await page.goto(`${env.portal.url}/events/${free.id}`)
    await visible(page.getByRole('table', { name: 'Event details' }).getByText('$0.00 (Free for members)'))
    await expectAccessible(page, 'free event for a member')
    await expectPhoneFriendly(page, 'free event for a member')

    const symposium = await eventIdNamed(DEMO_EVENT_NAMES.symposium)
    await page.goto(`${env.portal.url}/events/${symposium}`)
    await visible(page.getByRole('heading', { name: DEMO_EVENT_NAMES.symposium, level: 1 }))
    expect(new URL(page.url()).pathname).toBe(`/events/${symposium}`)

    expect(problems).toEqual([])
    await context.close()
  })
})
