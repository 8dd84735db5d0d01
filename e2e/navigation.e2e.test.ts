import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { EventMessages } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { DEMO_EVENT_NAMES } from '../apps/server/src/db/seed/demo-content'
import { events } from '../apps/server/src/db/schema'
import { eq } from 'drizzle-orm'
import {
  expectAccessible,
  expectOpenedAtTop,
  expectPhoneFriendly,
  PHONE_VIEWPORT,
  visible,
  watchPageProblems,
} from './support/browser'
import { signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()
const DESKTOP = { width: 1280, height: 900 }

async function session(email: string, viewport: { width: number; height: number }) {
  const context = await env.browser.newContext({ viewport })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, DEMO_PASSWORD)
  return { context, page, problems }
}

const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)

/** Do two boxes on the screen overlap? */
function overlaps(
  a: { x: number; y: number; width: number; height: number } | null,
  b: { x: number; y: number; width: number; height: number } | null,
): boolean {
  if (!a || !b) return false
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

describe('navigation', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    it(`opens a new page at its top and Back at the old position (${width})`, async () => {
      // Short enough that the list and the review both scroll.
      const { context, page, problems } = await session('admin@example.org', { ...viewport, height: 600 })
      await page.goto(`${env.portal.url}/admin/course-registrations`)
      // A table on a desktop, one item per row on a phone.
      const rows =
        width === 'phone'
          ? page.getByRole('list', { name: 'Registrations' }).getByRole('listitem')
          : page.getByRole('table', { name: 'Registrations' }).locator('tbody tr')
      // A row well down the list, above where the review below ends (a phone's items are taller).
      const row = rows.nth(width === 'phone' ? 2 : 9)
      await visible(row)
      await row.scrollIntoViewIfNeeded()
      const left = await scrollY(page)
      expect(left).toBeGreaterThan(100)
      await row.click()
      await page.waitForURL(/\/admin\/course-registrations\/\d+$/)
      await visible(page.getByRole('heading', { name: 'Reviews' }))
      const height = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document
            .documentElement.scrollHeight,
      )
      // Tall enough to have stayed at the list's position had nothing scrolled it.
      expect(height).toBeGreaterThan(600 + left)
      await expectOpenedAtTop(page, 'the registration review opened from the list')

      await page.goBack()
      await page.waitForURL(`${env.portal.url}/admin/course-registrations`)
      await expect.poll(() => scrollY(page)).toBe(left)

      await page.goForward()
      await page.waitForURL(/\/admin\/course-registrations\/\d+$/)
      await expect.poll(() => scrollY(page)).toBe(0)

      // An address typed in the tab opens a new page too, never where the last typed one was left.
      const review = page.url()
      await page.goto(`${env.portal.url}/admin/course-registrations`)
      await visible(row)
      await row.scrollIntoViewIfNeeded()
      expect(await scrollY(page)).toBeGreaterThan(100)
      await page.goto(review)
      await visible(page.getByRole('heading', { name: 'Reviews' }))
      await expectOpenedAtTop(page, 'an address typed after a scrolled page')
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('the members-only notice is no error, leaves the heading and Become a Member free, and closes on the next page', async () => {
    const [symposium] = await env.portal.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, DEMO_EVENT_NAMES.symposium))
    if (!symposium) throw new Error('the symposium is not seeded')
    for (const viewport of [DESKTOP, PHONE_VIEWPORT]) {
      const { context, page, problems } = await session('member@example.org', viewport)
      await page.goto(`${env.portal.url}/events/${symposium.id}`)
      await page.waitForURL(`${env.portal.url}/membership`)
      const toast = page.locator('.mantine-Notification-root', { hasText: EventMessages.membersOnly })
      await visible(toast)
      // Held open (a toast pauses while pointed at), so what follows does not race its own timer.
      await toast.hover()
      await expect.poll(() => toast.locator('.mantine-Notification-title').count()).toBe(0)
      const heading = page.getByRole('heading', { name: 'Membership', level: 1 })
      const join = page.getByRole('link', { name: 'Become a Member' })
      await visible(join)
      const toastBox = await toast.boundingBox()
      expect(overlaps(toastBox, await heading.boundingBox()), 'the notice covers the heading').toBe(false)
      expect(overlaps(toastBox, await join.boundingBox()), 'the notice covers Become a Member').toBe(false)
      await expectAccessible(page, `membership with the members-only notice at ${viewport.width}`)

      // The next page starts without the last page's notice (long before the notice's own 4 s).
      await visible(toast)
      await page.getByRole('link', { name: 'Member directory' }).click()
      await page.waitForURL(`${env.portal.url}/membership/search`)
      await expect.poll(() => toast.count(), { timeout: 1500 }).toBe(0)
      expect(problems).toEqual([])
      await context.close()
    }
  })

  // Issue 25, item 15: at 390 px nothing is cut without a way to read it. Each screen where the walk
  // found a cut badge, toggle or sideways-scrolling list, as the persona who saw it.
  const PHONE_SCREENS = [
    { email: 'hours@example.org', path: '/certifications-and-training/experience', heading: 'Experience Hours' },
    { email: 'hours@example.org', path: '/', heading: undefined },
    { email: 'applicant@example.org', path: '/certifications-and-training/register/afc', heading: undefined },
    { email: 'professional@example.org', path: '/events', heading: undefined },
    { email: 'admin@example.org', path: '/admin/experiences', heading: 'Experience Hours' },
    { email: 'admin@example.org', path: '/admin/extensions', heading: undefined },
    { email: 'admin@example.org', path: '/admin/memberships', heading: undefined },
    // Last: the staff review below opens from this queue.
    { email: 'admin@example.org', path: '/admin/course-registrations', heading: 'Registrations' },
  ]
  it('at phone width cuts no badge, toggle or list short on the screens the walk found them', async () => {
    let signedIn: { email: string; session: Awaited<ReturnType<typeof session>> } | undefined
    for (const screen of PHONE_SCREENS) {
      if (signedIn?.email !== screen.email) {
        await signedIn?.session.context.close()
        signedIn = { email: screen.email, session: await session(screen.email, PHONE_VIEWPORT) }
      }
      const { page } = signedIn.session
      await page.goto(`${env.portal.url}${screen.path}`)
      await visible(page.getByRole('heading', { level: 1, ...(screen.heading ? { name: screen.heading } : {}) }))
      await page.getByText('Loading...').waitFor({ state: 'detached' })
      await expectPhoneFriendly(page, `${screen.path} as ${screen.email}`)
      // The heading fits in three lines at most (a registration's took five).
      const lines = await page
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((heading) => {
          const element = heading as unknown as { getBoundingClientRect(): { height: number } }
          const { lineHeight } = (
            globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }
          ).getComputedStyle(heading)
          return Math.round(element.getBoundingClientRect().height / parseFloat(lineHeight))
        })
      expect(lines, `the heading of ${screen.path} in lines`).toBeLessThanOrEqual(3)
      expect(signedIn.session.problems).toEqual([])
    }
    // A staff review, opened from its queue: at its top, and laid out for the phone.
    const page = signedIn?.session.page
    if (!page) throw new Error('no session')
    await page.getByRole('list', { name: 'Registrations' }).getByRole('listitem').first().click()
    await page.waitForURL(/\/admin\/course-registrations\/\d+$/)
    await visible(page.getByRole('heading', { name: 'Reviews' }))
    await expectOpenedAtTop(page, 'the registration review')
    await expectPhoneFriendly(page, 'the registration review')
    await signedIn?.session.context.close()
  })
})
