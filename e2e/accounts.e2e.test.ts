import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AuthMessages } from '@portal/contracts'
import { expectAccessible, expectPhoneFriendly, waitForMail, watchPageProblems } from './support/browser'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.waitForURL(/\/login$/)
}

describe('account journey', () => {
  it('registers, signs out, signs in with remember, resets the password by e-mail and signs in with it', async () => {
    const context = await env.browser.newContext()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    const email = `journey-${Date.now()}@example.test`

    // A visitor opening a member page is sent to sign in, with the page's context shown.
    await page.goto(`${env.portal.url}/membership`)
    await page.waitForURL(/\/login$/)
    await expect.poll(() => page.getByText('Join the AFCPE community').isVisible()).toBe(true)
    await expectAccessible(page, 'login')
    await expectPhoneFriendly(page, 'login')

    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.waitForURL(/\/register$/)
    await page.getByLabel('First Name').fill('Jordan')
    await page.getByLabel('Last Name').fill('Journey')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('saving-goals-2031')
    await page.getByLabel('Confirm Password').fill('saving-goals-2031')
    await page.getByLabel('I agree to the terms of service').check()
    await expectAccessible(page, 'register')
    await expectPhoneFriendly(page, 'register')

    // Submitting without the captcha shows the spec's message on the captcha.
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => page.getByText('Please complete the reCAPTCHA.').isVisible()).toBe(true)

    // Solve the captcha as a person would: tick its checkbox and let the proof of work finish.
    const captcha = page.locator('altcha-widget').getByRole('checkbox')
    await captcha.click()
    await expect.poll(() => captcha.isChecked(), { timeout: 60_000 }).toBe(true)
    await page.getByRole('button', { name: 'Create Account' }).click()
    // The account is made from the link mailed to the address.
    await expect.poll(() => page.getByText(AuthMessages.registrationPending).isVisible()).toBe(true)
    await expectAccessible(page, 'register: check your email')
    await expectPhoneFriendly(page, 'register: check your email')
    const signUpMail = await waitForMail(env.portal.mail.received, email, '/register/confirm/')
    const signUpLink = /https?:\/\/[^\s"<>]+\/register\/confirm\/[\w-]+/.exec(signUpMail)?.[0]
    expect(signUpLink).toBeTruthy()
    await page.goto(signUpLink ?? '')
    // After sign-up the remembered page opens.
    await page.waitForURL(/\/membership$/)
    await expectAccessible(page, 'shell')
    await expectPhoneFriendly(page, 'shell')

    await signOut(page)

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('saving-goals-2031')
    await page.getByLabel('Remember me').check()
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${env.portal.url}/`)
    const session = (await context.cookies()).find((c) => c.name === 'portal_session')
    expect(session?.httpOnly).toBe(true)
    expect(((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29)

    await signOut(page)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL(/\/password\/reset$/)
    await expectAccessible(page, 'password reset request')
    await expectPhoneFriendly(page, 'password reset request')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Password Reset Link' }).click()
    await expect
      .poll(() => page.getByText('Success! Check your email for a link to reset your password.').isVisible())
      .toBe(true)

    const mail = await waitForMail(env.portal.mail.received, email, '/password/reset/')
    const link = /https?:\/\/[^\s"<>]+\/password\/reset\/[\w-]+\?email=[^\s"<>]+/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    await page.goto(link ?? '')
    await expectAccessible(page, 'password reset')
    await expectPhoneFriendly(page, 'password reset')
    await page.getByLabel('Password', { exact: true }).fill('new-savings-plan-42')
    await page.getByLabel('Confirm Password').fill('new-savings-plan-42')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.waitForURL(`${env.portal.url}/`)

    await signOut(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('new-savings-plan-42')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${env.portal.url}/`)
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true)

    expect(problems).toEqual([])
    await context.close()
  })
})
