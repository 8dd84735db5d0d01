import { WEB_ROUTES, type WebRoute } from '@portal/contracts'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { watchPageProblems } from './support/browser'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const samplePath = (route: WebRoute) => route.path.replace(/:\w+/g, '1')

async function signedInPage(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext()
  const page = await context.newPage()
  await page.goto(`${env.portal.url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(`${env.portal.url}/`)
  return { context, page }
}

const heading = (page: Page) => page.locator('main h1').first()

/** Opening it makes the admin act as that user at once; cart.e2e.test.ts walks it. */
const ACTS_AT_ONCE = new Set(['/impersonate/take/:userId'])

describe('every screen of the route table, by role', () => {
  it('sends visitors to sign in from every signed-in screen and shows visitor screens', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    for (const route of WEB_ROUTES) {
      await page.goto(`${env.portal.url}${samplePath(route)}`)
      if (route.access === 'member' || route.access === 'admin') {
        await page.waitForURL(/\/login$/)
      } else {
        await expect.poll(() => heading(page).textContent(), { message: route.path }).toBeTruthy()
        expect(new URL(page.url()).pathname).toBe(samplePath(route))
      }
    }
    await context.close()
  })

  it('shows members every member screen and refuses admin screens', async () => {
    const { context, page } = await signedInPage('member@example.org')
    const problems = watchPageProblems(page)
    for (const route of WEB_ROUTES) {
      await page.goto(`${env.portal.url}${samplePath(route)}`)
      if (route.access === 'admin') {
        await expect
          .poll(() => page.getByText('You are not allowed to view this page.').isVisible(), { message: route.path })
          .toBe(true)
      } else if (route.access === 'visitor') {
        await page.waitForURL(`${env.portal.url}/`)
      } else {
        await expect.poll(() => heading(page).textContent(), { message: route.path }).toBeTruthy()
      }
    }
    await page.goto(`${env.portal.url}/no-such-page`)
    await expect.poll(() => page.getByText('Page not found').first().isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows admins every admin screen, and /admin opens the users list', async () => {
    const { context, page } = await signedInPage('admin@example.org')
    for (const route of WEB_ROUTES.filter((r) => r.access === 'admin' && !ACTS_AT_ONCE.has(r.path))) {
      await page.goto(`${env.portal.url}${samplePath(route)}`)
      await expect.poll(() => heading(page).textContent(), { message: route.path }).toBeTruthy()
      expect(await page.getByText('You are not allowed to view this page.').count()).toBe(0)
    }
    await page.goto(`${env.portal.url}/admin`)
    await page.waitForURL(/\/admin\/users$/)
    await expect.poll(() => page.getByRole('cell', { name: 'member@example.org' }).isVisible()).toBe(true)
    await context.close()
  })
})
