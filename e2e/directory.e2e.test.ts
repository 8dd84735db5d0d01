import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DirectoryMessages as M } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { expectAccessible, expectPhoneFriendly, waitForMail, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

/** The demo persona the journey looks for, and what of hers must never reach a member's page. */
const PRIYA = {
  name: 'Priya Patel',
  email: 'professional@example.org',
  hidden: ['professional@example.org', '1200 N High St', '43201', '614-555-0142'],
}

const visible = (locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true)

/** The names of the members found, as their cards show them. */
const foundNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Members found' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))

describe('member directory journeys', () => {
  it('searches by name, location and expertise, opens a member and sends a message', async () => {
    const member = await createMember(env.portal, 'Quinn')
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)

    await page.goto(`${env.portal.url}/membership/search`)
    await visible(page.getByRole('heading', { name: 'Member directory', level: 1 }))
    await visible(page.getByRole('article', { name: PRIYA.name }))
    await expectAccessible(page, 'member directory')
    await expectPhoneFriendly(page, 'member directory')

    const search = page.getByRole('search', { name: 'Search the member directory' })
    await search.getByLabel('Name').fill('pat')
    await expect.poll(() => foundNames(page)).toEqual([PRIYA.name])
    await page.waitForURL(/\?name=pat$/)

    await search.getByLabel('Name').fill('')
    await search.getByLabel('Location').fill('TX')
    await expect.poll(() => foundNames(page)).toEqual(['Daniel Okafor', 'Maria Rivera'])
    await search.getByLabel('Area of expertise').selectOption({ label: 'Financial Coaching' })
    await expect.poll(() => foundNames(page)).toEqual(['Maria Rivera'])
    await search.getByLabel('Location').fill('Denver')
    await visible(page.getByText(M.empty))

    await search.getByLabel('Location').fill('Columbus, Ohio')
    await search.getByLabel('Area of expertise').selectOption({ label: 'Any area of expertise' })
    await expect.poll(() => foundNames(page)).toEqual([PRIYA.name])
    for (const value of PRIYA.hidden) expect(await page.content()).not.toContain(value)

    await page.getByRole('link', { name: PRIYA.name }).click()
    await visible(page.getByRole('heading', { name: PRIYA.name, level: 1 }))
    await visible(page.getByText('Senior Financial Counselor at Buckeye Community Credit Counseling'))
    await visible(page.getByText('Columbus, OH, United States'))
    await visible(page.getByText(/build spending plans, repair credit/))
    await visible(page.getByText('Housing and Homeownership'))
    // The member biography is for viewers with a valid membership; this one has none.
    expect(await page.getByText('Happy to mentor new counselors').count()).toBe(0)
    for (const value of PRIYA.hidden) expect(await page.content()).not.toContain(value)
    await expectAccessible(page, 'directory member')
    await expectPhoneFriendly(page, 'directory member')

    await page.getByRole('button', { name: M.sendMessage }).click()
    const dialog = page.getByRole('dialog', { name: `Send a message to ${PRIYA.name}` })
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await visible(dialog.getByText(M.messageRequired))
    await expectAccessible(page, 'send a message with an error')
    await expectPhoneFriendly(page, 'send a message with an error')
    await dialog.getByLabel('Message').fill('Hello Priya,\n\nCould we talk about your housing workshops?')
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await visible(page.getByText(M.messageSent))
    await expect.poll(() => dialog.count()).toBe(0)

    const mail = await waitForMail(env.portal.mail.received, PRIYA.email)
    expect(mail).toContain('Quinn Journey sent you this message through the AFCPE member directory:')
    expect(mail).toContain('Could we talk about your housing workshops?')
    expect(mail).toContain('Quinn Journey is not listed in the member directory')
    expect(mail).not.toContain(member.email)

    await page.getByRole('link', { name: 'Back to the member directory' }).click()
    await page.waitForURL(/\/membership\/search\?location=Columbus/)
    await expect.poll(() => foundNames(page)).toEqual([PRIYA.name])
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows admins the e-mail and address, without the message button', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, 'admin@example.org', DEMO_PASSWORD)

    await page.goto(`${env.portal.url}/membership/search?name=patel`)
    const card = page.getByRole('article', { name: PRIYA.name })
    await visible(card.getByText(/professional@example\.org/))
    await visible(card.getByText(/1200 N High St, 43201/))
    await expectAccessible(page, 'member directory (admin)')
    await expectPhoneFriendly(page, 'member directory (admin)')

    await card.getByRole('link', { name: PRIYA.name }).click()
    await visible(page.getByRole('heading', { name: 'Contact (staff only)' }))
    await visible(page.getByRole('link', { name: PRIYA.email }))
    await visible(page.getByText('Happy to mentor new counselors preparing for the AFC® exam.'))
    expect(await page.getByRole('button', { name: M.sendMessage }).count()).toBe(0)
    await expectAccessible(page, 'directory member (admin)')
    await expectPhoneFriendly(page, 'directory member (admin)')
    expect(problems).toEqual([])
    await context.close()
  })
})
