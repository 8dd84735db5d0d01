import { describe, expect, it } from 'vitest'
import { expectAccessible, visible, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

/** The built scripts a page downloaded, by file name. */
function scriptsOf(urls: string[]): string[] {
  return urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
}

describe('the first page', () => {
  it('signs in without downloading the signed-in frame or any member or admin screen, compressed', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    const requested: string[] = []
    const encodings: (string | undefined)[] = []
    page.on('response', (response) => {
      if (!response.url().includes('/assets/')) return
      requested.push(response.url())
      encodings.push(response.headers()['content-encoding'])
    })
    await page.goto(`${env.portal.url}/login`, { waitUntil: 'networkidle' })
    await visible(page.getByRole('heading', { name: 'Log in', level: 1 }))

    const scripts = scriptsOf(requested)
    expect(scripts.some((path) => path.includes('/LoginPage-'))).toBe(true)
    for (const other of ['ShellLayout', 'DashboardPage', 'UsersPage', 'SystemDataListPage', 'AltchaWidget']) {
      expect(scripts.filter((path) => path.includes(`/${other}-`))).toEqual([])
    }
    expect(encodings.every((encoding) => encoding === 'br')).toBe(true)
    await expectAccessible(page, 'login')

    // Signing in brings the frame and the dashboard.
    const member = await createMember(env.portal, 'Fiona')
    await signIn(page, env.portal, member.email)
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }))
    expect(scriptsOf(requested).some((path) => path.includes('/ShellLayout-'))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows the error page when a screen cannot be downloaded, and Reload brings the screen', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    // As when a deploy has replaced the chunk the page asks for.
    await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, (route) => route.abort())
    await page.goto(`${env.portal.url}/login`)
    await visible(page.getByRole('heading', { name: 'Log in', level: 1 }))
    await page.getByRole('link', { name: 'Create an account' }).click()
    await visible(page.getByRole('heading', { name: 'Something went wrong', level: 1 }))
    await expectAccessible(page, 'error page')

    await page.unroute(/\/assets\/RegisterPage-[^/]+\.js$/)
    await page.getByRole('button', { name: 'Reload the page' }).click()
    await visible(page.getByRole('heading', { name: 'Create an account', level: 1 }))
    await context.close()
  })
})
