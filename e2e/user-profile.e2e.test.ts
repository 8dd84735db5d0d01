import { describe, expect, it } from 'vitest'
import { UserProfileMessages as M } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { createCandidate, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

/** The profile's tabs in their order, with what each shows once open. */
const TABS = [
  ['Info', 'Info'],
  ['Registrations', 'Registrations'],
  ['Certifications', 'Certifications'],
  ['Memberships', 'Memberships'],
  ['Notes', 'Notes'],
  ['Flags', 'Flags'],
  ['Payments', 'Payments'],
  ['Groups', 'Groups'],
  ['Merge', 'Merge'],
] as const

describe('the user profile', () => {
  it('an admin opens a user from the list, adds a flag and a note, and sees the flag on their registration review', async () => {
    const firstName = uniqueName('Jordan')
    const { user, registrationId } = await createCandidate(env.portal, firstName)
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, ADMIN_EMAIL, DEMO_PASSWORD)

    // The users list finds the person by name; a row opens the profile.
    await page.goto(`${env.portal.url}/admin/users`)
    await page.getByLabel('Search users').fill(`${firstName} journey`)
    await page.getByRole('cell', { name: firstName, exact: true }).click()
    await page.waitForURL(`${env.portal.url}/admin/users/${user.id}`)
    await visible(page.getByRole('heading', { name: `${firstName} Journey`, level: 1 }))
    await visible(page.getByText(user.email).first())
    expect(await page.getByRole('link', { name: 'Impersonate' }).getAttribute('href')).toBe(
      `/impersonate/take/${user.id}`,
    )

    // Every tab opens inside the profile, with its own address, accessible at desktop and phone width.
    const nav = page.getByRole('navigation', { name: 'User profile' })
    for (const [label, heading] of TABS) {
      await nav.getByRole('link', { name: label }).click()
      await visible(page.getByRole('heading', { name: heading, level: 2 }))
      expect(await nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page')
      await expectAccessible(page, `user profile ${label} tab`)
      await expectPhoneFriendly(page, `user profile ${label} tab`)
    }
    await expect.poll(() => page.url()).toBe(`${env.portal.url}/admin/users/${user.id}/merge`)

    // A flag, refused without its reason, then added.
    await nav.getByRole('link', { name: 'Flags' }).click()
    await page.getByRole('button', { name: 'Add Flag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Flag' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await visible(dialog.getByText(M.required))
    await dialog.getByLabel('Reason').fill('Disputed a charge')
    await dialog.getByLabel('Note').fill('Call before approving anything')
    await expectAccessible(page, 'add flag dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await visible(page.getByRole('cell', { name: 'Disputed a charge' }).first())

    // A note, with its author and date.
    await nav.getByRole('link', { name: 'Notes' }).click()
    await page.getByLabel('New note').fill('Asked about the exam window by phone.')
    await page.getByRole('button', { name: 'Add Note' }).click()
    await visible(page.getByText('Asked about the exam window by phone.'))
    await visible(page.getByText(/^Avery Admin, \d{2}\/\d{2}\/\d{4}/).first())

    // The Info tab and the registration review both show the active flag in a red alert.
    await nav.getByRole('link', { name: 'Info' }).click()
    await visible(page.getByRole('alert').filter({ hasText: 'Disputed a charge: Call before approving anything' }))
    await nav.getByRole('link', { name: 'Registrations' }).click()
    await page.getByRole('table', { name: 'Registrations' }).getByRole('link', { name: /AFC/ }).click()
    await page.waitForURL(`${env.portal.url}/admin/course-registrations/${registrationId}`)
    await visible(page.getByRole('alert').filter({ hasText: 'Disputed a charge' }))
    await expectAccessible(page, 'registration review with an active flag')

    // The person named on the review links back to their profile.
    await page.getByRole('link', { name: `${firstName} Journey` }).click()
    await page.waitForURL(`${env.portal.url}/admin/users/${user.id}`)

    expect(problems).toEqual([])
    await context.close()
  })
})
