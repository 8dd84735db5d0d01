import { describe, expect, it } from 'vitest'
import { OptInMessages } from '@portal/contracts'
import { expectAccessible, expectPhoneFriendly, watchPageProblems } from './support/browser'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

describe('text message opt-in journey', () => {
  it('shows each rule on its field, then opts in', async () => {
    const member = await createMember(env.portal, 'Taylor')
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)

    await page.goto(`${env.portal.url}/opt-in`)
    await page.getByRole('button', { name: 'Opt In' }).click()
    for (const message of [OptInMessages.willText, OptInMessages.agreeTos, OptInMessages.cellPhone]) {
      await expect.poll(() => page.getByText(message).isVisible()).toBe(true)
    }
    await expectAccessible(page, 'opt-in with errors')
    await expectPhoneFriendly(page, 'opt-in with errors')

    await page.getByLabel('Yes, send me text messages').check()
    await page.getByLabel('I agree to the terms of service').check()
    await page.getByLabel('Cell Phone').fill('555-867-5309')
    await page.getByRole('button', { name: 'Opt In' }).click()
    await expect.poll(() => page.getByText(OptInMessages.success).isVisible()).toBe(true)
    await expectAccessible(page, 'opt-in done')
    await expectPhoneFriendly(page, 'opt-in done')

    // The page now knows the number it texts.
    await page.reload()
    await expect
      .poll(() => page.getByText('You already receive text messages at (555) 867-5309.', { exact: false }).isVisible())
      .toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
