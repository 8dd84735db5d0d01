import { describe, expect, it } from 'vitest'
import { NotificationMessages } from '@portal/contracts'
import { expectAccessible, expectPhoneFriendly, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()
describe('notifications journey', () => {
  it('shows the unread count, opens a notification (marking it read) and marks the rest read', async () => {
    const member = await createMember(env.portal)
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    await signIn(page, env.portal, member.email)

    // Nothing yet: the spec's empty text.
    await page.getByRole('link', { name: 'Notifications', exact: true }).click()
    await page.waitForURL(/\/notifications$/)
    await expect.poll(() => page.getByText(NotificationMessages.empty).isVisible()).toBe(true)

    for (const [title, url] of [
      ['Membership approved', '/membership'],
      ['New CEU webinar', '/events/upcoming'],
      ['Payment received', '/payments'],
    ] as const) {
      await env.portal.database.db.transaction((tx) =>
        env.portal.notifications.notify(tx, member.id, { title, message: `${title}.`, url }),
      )
    }
    await page.reload()
    await expect.poll(() => page.getByRole('link', { name: 'Notifications, 3 unread' }).isVisible()).toBe(true)
    await expectAccessible(page, 'notifications')
    await expectPhoneFriendly(page, 'notifications')

    // Clicking one marks it read and opens where it points.
    await page.getByRole('button', { name: /New CEU webinar/ }).click()
    await page.waitForURL(/\/events\/upcoming$/)
    await expect.poll(() => page.getByRole('link', { name: 'Notifications, 2 unread' }).isVisible()).toBe(true)

    await page.getByRole('link', { name: 'Notifications, 2 unread' }).click()
    await page.getByRole('button', { name: NotificationMessages.markAll }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Notifications', exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('New', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: NotificationMessages.markAll }).isDisabled()).toBe(true)

    expect(problems).toEqual([])
    await context.close()
  })
})
