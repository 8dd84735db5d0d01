import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { expectAccessible, expectPhoneFriendly, watchPageProblems } from './support/browser'
import { promptAnswered, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const sidebar = (page: Page) => page.getByRole('region', { name: 'Profile summary' })
const visible = (page: Page, locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true)

/** Signs a demo persona in (the profile prompt already answered) and waits for the dashboard's cards. */
async function openDashboard(email: string, options: BrowserContextOptions = {}) {
  const context = await env.browser.newContext(options)
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await promptAnswered(env.portal, email)
  await signIn(page, env.portal, email, DEMO_PASSWORD)
  await visible(page, page.getByRole('heading', { name: 'Dashboard', level: 1 }))
  await expect.poll(() => page.getByLabel(/^Loading /).count(), { timeout: 15_000 }).toBe(0)
  await page.waitForLoadState('networkidle')
  return { context, page, problems }
}

describe('dashboard journeys', () => {
  it('member@: Enroll Now, Join and course registration prompts; the announcement is dismissed for good', async () => {
    const { context, page, problems } = await openDashboard('member@example.org')
    await visible(page, card(page, 'Certification').getByRole('link', { name: 'Enroll Now' }))
    await visible(page, card(page, 'Membership').getByRole('link', { name: 'Become a Member' }))
    await visible(page, card(page, 'Essentials Courses').getByText('Course registration needed'))
    await visible(page, card(page, 'Alerts').getByText("You don't have any notifications at this time."))
    await visible(page, card(page, 'Support the profession').getByRole('link', { name: 'Donate' }))
    expect(await sidebar(page).getByText('MyAFCPE Profile').count()).toBe(0)
    await visible(page, sidebar(page).getByRole('link', { name: 'My Account' }))

    const banner = page.getByRole('region', { name: 'Announcement' })
    await visible(page, banner.getByText('Welcome to the new member portal'))
    await expectAccessible(page, 'dashboard (new member)')
    await expectPhoneFriendly(page, 'dashboard (new member)')
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    await page.reload()
    await visible(page, card(page, 'Certification').getByRole('link', { name: 'Enroll Now' }))
    expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0)

    expect(problems).toEqual([])
    await context.close()
  })

  it('certified@: the certification held with CEU progress; the MyAFCPE Profile block and contact links', async () => {
    const { context, page, problems } = await openDashboard('certified@example.org')
    const certification = card(page, 'Certification')
    await visible(page, certification.getByText('Good Standing', { exact: true }))
    await visible(page, certification.getByText(/8 of 30 CEUs · Due 06\/30\/20\d\d/))
    await visible(page, certification.getByRole('link', { name: 'Pay Certification Fees' }))
    await visible(page, card(page, 'Membership').getByText('In Good Standing'))
    await visible(page, sidebar(page).getByText('MyAFCPE Profile'))
    await visible(page, sidebar(page).getByText('(Office)'))
    // Phones read one way everywhere, whatever way they were typed (this one: 817-555-0126).
    const workPhone = sidebar(page).getByRole('link', { name: '(817) 555-0126', exact: true })
    await visible(page, workPhone)
    expect(await workPhone.getAttribute('href')).toBe('tel:+18175550126')
    // The status badges of the narrow sidebar are shown whole, never cut to "IN GOOD ST…".
    const badges = sidebar(page).locator('.mantine-Badge-label')
    await expect.poll(() => badges.count()).toBeGreaterThan(0)
    const cut = await badges.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    )
    expect(cut).toEqual([])
    await visible(page, sidebar(page).getByText('Director of Financial Counseling at Trinity River Credit Union'))
    await visible(page, sidebar(page).getByText('Fort Worth, TX, United States'))
    await expectAccessible(page, 'dashboard (certified)')
    await expectPhoneFriendly(page, 'dashboard (certified)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('candidate@: the active registration view; the membership request under review', async () => {
    const { context, page, problems } = await openDashboard('candidate@example.org')
    const certification = card(page, 'Certification')
    await visible(page, certification.getByText('Experience: 540 of 1000 hours'))
    await visible(page, certification.getByText('Paid', { exact: true }))
    await visible(page, certification.getByText('Not signed'))
    await visible(page, certification.getByText(/1 of 2 taken/))
    await visible(page, card(page, 'Membership').getByText(/approval within 2-3 business days/))
    await visible(page, sidebar(page).getByText('(Home)'))
    await expectAccessible(page, 'dashboard (candidate)')
    await expectPhoneFriendly(page, 'dashboard (candidate)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('professional@: membership, essentials, alerts, the events carousel and the payment confirmation', async () => {
    const { context, page, problems } = await openDashboard('professional@example.org', {
      viewport: { width: 1280, height: 900 },
    })
    const membership = card(page, 'Membership')
    await visible(page, membership.getByText('In Good Standing'))
    await visible(page, membership.getByText(/^Valid Through \d{2}\/\d{2}\/\d{4}$/))
    const essentials = card(page, 'Essentials Courses')
    await visible(page, essentials.getByText('Money Management Essentials'))
    await visible(page, essentials.getByText('Pending', { exact: true }))
    await visible(page, essentials.getByRole('link', { name: /View Certificate/ }))
    await expect.poll(() => card(page, 'Alerts').getByRole('listitem').count()).toBe(4)

    const events = card(page, 'Upcoming & OnDemand Events')
    const slides = events.locator('li[aria-roledescription="slide"]')
    await expect.poll(() => slides.count()).toBe(2)
    const firstSlide = await slides.first().textContent()
    await events.getByRole('button', { name: 'Next events' }).click()
    await expect.poll(() => slides.first().textContent()).not.toBe(firstSlide)
    await page.setViewportSize({ width: 1500, height: 900 })
    await expect.poll(() => slides.count()).toBe(3)
    await expectAccessible(page, 'dashboard (professional)')
    await expectPhoneFriendly(page, 'dashboard (professional)')

    // Opened by hand, the confirmation link knows of no checkout: it claims no payment.
    await page.goto(`${env.portal.url}/?paid=true`)
    await visible(page, page.getByText('Thank you! Your order was received.'))
    expect(await page.getByText('Thank you! Your payment was received.').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('lapsed@: the lapsed certification with its CEUs', async () => {
    const { context, page, problems } = await openDashboard('lapsed@example.org')
    const certification = card(page, 'Certification')
    await visible(page, certification.getByText('Lapsed (CEUs)'))
    await visible(page, certification.getByText(/18 of 30 CEUs/))
    await expectAccessible(page, 'dashboard (lapsed)')
    await expectPhoneFriendly(page, 'dashboard (lapsed)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('fits a phone: one event slide at 390×844 and every card stacked', async () => {
    const { context, page, problems } = await openDashboard('professional@example.org', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    for (const title of ['Certification', 'Membership', 'Essentials Courses', 'Alerts', 'Support the profession']) {
      await expect.poll(() => card(page, title).count(), { message: title }).toBe(1)
    }
    const slides = card(page, 'Upcoming & OnDemand Events').locator('li[aria-roledescription="slide"]')
    await expect.poll(() => slides.count()).toBe(1)
    // No sidebar on a phone: the profile summary and its MyAFCPE Profile badges follow the cards.
    await visible(page, sidebar(page).getByRole('heading', { name: 'MyAFCPE Profile' }))
    await expect.poll(() => sidebar(page).locator('.mantine-Badge-label').count()).toBeGreaterThan(0)
    // Evaluated in the page: no horizontal scrolling at phone width.
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'dashboard (phone)')
    await expectPhoneFriendly(page, 'dashboard (phone)')
    expect(problems).toEqual([])
    await context.close()
  })
})
