import { describe, expect, it } from 'vitest'
import { easternDay, addDaysToDay } from '@portal/contracts'
import { expectAccessible, expectPhoneFriendly, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const today = easternDay()
const env = usePortalAndBrowser({
  config: {
    analyticsId: 'G-E2ETEST01',
    outOfOffice: {
      startsOn: addDaysToDay(today, -1),
      endsOn: addDaysToDay(today, 2),
      message: 'Closed for the holidays.',
    },
  },
})

type Hit = [string, string, Record<string, string>]

describe('runtime configuration in the page', () => {
  it('sends one redacted page view per route change and shows the out-of-office banner', async () => {
    const member = await createMember(env.portal, 'Morgan')
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    // The analytics loader is Google's; here it is answered locally with an empty script.
    const loaderRequests: string[] = []
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      loaderRequests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    const pageViews = () =>
      page.evaluate(() =>
        ((globalThis as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry) as unknown as Hit)
          .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
          .map((entry) => entry[2].page_path),
      )

    await signIn(page, env.portal, member.email)
    await expect.poll(pageViews).toEqual(['/login', '/'])
    expect(loaderRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01'])

    await expect.poll(() => page.getByRole('region', { name: 'Out of office' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Closed for the holidays.', { exact: false }).isVisible()).toBe(true)
    await expectAccessible(page, 'dashboard with the out-of-office banner')
    await expectPhoneFriendly(page, 'dashboard with the out-of-office banner')

    // A route change inside the app: one more page view, with the e-mail in the query redacted.
    const path = `/notifications?from=${encodeURIComponent(member.email)}`
    await page.evaluate(
      `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
    )
    await expect.poll(pageViews).toEqual(['/login', '/', '/notifications?from=[redacted email]'])
    expect(problems).toEqual([])
    await context.close()
  })
})
