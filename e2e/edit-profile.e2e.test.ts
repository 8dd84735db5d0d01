import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { ProfileMessages } from '@portal/contracts'
import {
  errorOf,
  expectAccessible,
  expectPhoneFriendly,
  visible,
  waitForMail,
  watchPageProblems,
} from './support/browser'
import { createMember, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

/** The sidebar link of an edit-profile page, and whether it shows the completion checkmark. */
const navLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Edit profile' }).getByRole('link', { name: new RegExp(`^${label}`) })
const isChecked = async (page: Page, label: string) =>
  (await navLink(page, label).getAttribute('data-complete')) === 'true'

async function save(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click()
  await expect.poll(() => page.getByText(ProfileMessages.updated).first().isVisible()).toBe(true)
}

describe('edit profile journeys', () => {
  it('edits every page, keeps the changes after a reload and shows the sidebar checkmarks', async () => {
    const member = await createMember(env.portal, 'Morgan')
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)

    // Contact Info: the rules show on their fields, then the change is saved.
    await page.goto(`${env.portal.url}/edit-profile`)
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Morgan')
    expect(await isChecked(page, 'Contact Info')).toBe(true)
    expect(await isChecked(page, 'Account Settings')).toBe(true)
    expect(await isChecked(page, 'Professional Info')).toBe(false)
    expect(await isChecked(page, 'Social Details')).toBe(false)
    await expectAccessible(page, 'contact info')
    await expectPhoneFriendly(page, 'contact info')

    await page.getByLabel('First Name').fill('')
    await page.getByLabel('I would like to receive text messages').check()
    await page.getByRole('button', { name: 'Save Contact Info' }).click()
    await expect.poll(() => errorOf(page.getByLabel('First Name'))).toBe('Required')
    await expect.poll(() => page.getByText(ProfileMessages.agreeTos).isVisible()).toBe(true)
    expect(await errorOf(page.getByLabel('Cell Phone'))).toBe(ProfileMessages.cellPhoneForTexts)
    await expectAccessible(page, 'contact info with errors')
    await expectPhoneFriendly(page, 'contact info with errors')

    await page.getByLabel('First Name').fill('Morgana')
    await page.getByLabel('I would like to receive text messages').uncheck()
    await page.getByLabel('Website').fill('example.org/morgana')
    await page.getByLabel('Work Phone').fill('614-555-0199')
    await save(page, 'Save Contact Info')
    // The header shows the new name at once (the cached user was replaced).
    await expect
      .poll(() => page.getByRole('banner').getByText('Morgana', { exact: false }).first().isVisible())
      .toBe(true)
    await page.reload()
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Morgana')
    expect(await page.getByLabel('Website').inputValue()).toBe('https://example.org/morgana')
    expect(await page.getByLabel('Work Phone').inputValue()).toBe('(614) 555-0199')

    // Professional Info: required answers, then the checkmark appears without a reload.
    await navLink(page, 'Professional Info').click()
    await page.waitForURL(`${env.portal.url}/edit-profile/professional`)
    await expect.poll(() => page.getByLabel('Organization', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page, 'professional info')
    await expectPhoneFriendly(page, 'professional info')
    await page.getByRole('button', { name: 'Save Professional Info' }).click()
    await expect.poll(() => errorOf(page.getByLabel('Organization', { exact: true }))).toBe('Required')
    for (const label of ['Job Title', 'Years of Service', 'Primary Area of Work']) {
      expect(await errorOf(page.getByLabel(label)), label).toBe('Required')
    }
    await page.getByLabel('Organization', { exact: true }).fill('Ohio Credit Union')
    await page.getByLabel('Job Title').fill('Financial Counselor')
    await page.getByLabel('Years of Service').selectOption('6-10')
    await page.getByLabel('Primary Area of Work').selectOption({ label: 'Financial Institution' })
    await page.getByRole('group', { name: 'Primary Work Areas' }).getByLabel('Credit Union').check()
    await page.getByRole('group', { name: 'Areas of Expertise' }).getByLabel('Student Loans').check()
    await page.getByLabel('Military Installation').selectOption({ label: 'Fort Bragg' })
    await save(page, 'Save Professional Info')
    await expect.poll(() => isChecked(page, 'Professional Info')).toBe(true)
    await page.reload()
    await expect.poll(() => page.getByLabel('Organization', { exact: true }).inputValue()).toBe('Ohio Credit Union')
    expect(await page.getByRole('group', { name: 'Primary Work Areas' }).getByLabel('Credit Union').isChecked()).toBe(
      true,
    )
    expect(await page.getByRole('group', { name: 'Areas of Expertise' }).getByLabel('Student Loans').isChecked()).toBe(
      true,
    )
    expect(await isChecked(page, 'Professional Info')).toBe(true)

    // AFCPE Settings.
    await navLink(page, 'AFCPE Settings').click()
    await expect.poll(() => page.getByRole('radio', { name: 'Work Phone' }).isVisible()).toBe(true)
    await expectAccessible(page, 'afcpe settings')
    await expectPhoneFriendly(page, 'afcpe settings')
    await page.getByRole('radio', { name: 'Work Phone' }).check()
    await page.getByLabel('List me in the member directory').check()
    await save(page, 'Save AFCPE Settings')
    await page.reload()
    await expect.poll(() => page.getByRole('radio', { name: 'Work Phone' }).isChecked()).toBe(true)
    expect(await page.getByLabel('List me in the member directory').isChecked()).toBe(true)

    // Social Details: too long a biography is refused; a public biography earns the checkmark.
    await navLink(page, 'Social Details').click()
    await expect.poll(() => page.getByLabel('Public Biography').isVisible()).toBe(true)
    expect(await page.getByText(ProfileMessages.memberBioMembersOnly).isVisible()).toBe(true)
    await expectAccessible(page, 'social details')
    await expectPhoneFriendly(page, 'social details')
    await page.getByLabel('Public Biography').fill('x'.repeat(2501))
    await page.getByRole('button', { name: 'Save Social Details' }).click()
    await expect.poll(() => errorOf(page.getByLabel('Public Biography'))).toBe('Too many characters')
    await page.getByLabel('Public Biography').fill('I help military families build spending plans.')
    await page.getByLabel('Twitter / X Handle').fill('@morgana')
    await save(page, 'Save Social Details')
    await expect.poll(() => isChecked(page, 'Social Details')).toBe(true)
    await page.reload()
    await expect
      .poll(() => page.getByLabel('Public Biography').inputValue())
      .toBe('I help military families build spending plans.')
    expect(await page.getByLabel('Twitter / X Handle').inputValue()).toBe('@morgana')

    // Account Settings: a wrong current password is refused on its field; the e-mail changes.
    await navLink(page, 'Account Settings').click()
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(member.email)
    await expectAccessible(page, 'account settings')
    await expectPhoneFriendly(page, 'account settings')
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password')
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-passphrase')
    await page.getByLabel('Confirm New Password').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect
      .poll(() => errorOf(page.getByLabel('Current Password', { exact: true })))
      .toBe(ProfileMessages.currentPasswordWrong)
    await page.getByLabel('Current Password', { exact: true }).fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect.poll(() => page.getByText(ProfileMessages.passwordChanged).isVisible()).toBe(true)

    const newEmail = `morgana-${Date.now()}@example.test`
    await page.getByRole('textbox', { name: 'Email' }).fill(newEmail)
    await page.getByLabel('Current Password (to confirm)').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Save Email' }).click()
    await expect.poll(() => page.getByText(ProfileMessages.emailUpdated).isVisible()).toBe(true)
    await page.reload()
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(newEmail)
    expect(problems).toEqual([])
    await context.close()

    // The new e-mail and password sign in.
    const next = await env.browser.newContext()
    const again = await next.newPage()
    await signIn(again, env.portal, newEmail, 'a-brand-new-passphrase')
    await next.close()
  })

  it('undoes an e-mail change from the link mailed to the old address, and signs every device out', async () => {
    const member = await createMember(env.portal, 'Quinn')
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)
    await page.goto(`${env.portal.url}/edit-profile/account`)
    await page.getByRole('textbox', { name: 'Email' }).fill(`quinn-taken-${Date.now()}@example.test`)
    await page.getByLabel('Current Password (to confirm)').fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Save Email' }).click()
    await expect.poll(() => page.getByText(ProfileMessages.emailUpdated).isVisible()).toBe(true)

    const mail = await waitForMail(env.portal.mail.received, member.email, 'was changed to')
    const link = /https?:\/\/[^\s"<>]+\/email\/restore\/[\w-]+/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    const owner = await (await env.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await owner.goto(link ?? '')
    await visible(owner.getByRole('heading', { name: 'Restore your email address' }))
    await expectAccessible(owner, 'restore email address')
    await expectPhoneFriendly(owner, 'restore email address')
    await owner.getByRole('button', { name: 'Restore my email address' }).click()
    await visible(owner.getByText(ProfileMessages.emailRestored))
    await expectAccessible(owner, 'email address restored')
    await expectPhoneFriendly(owner, 'email address restored')
    // The session that changed the address has ended, and a reset link went to the old address.
    await page.reload()
    await page.waitForURL(/\/login$/)
    await waitForMail(env.portal.mail.received, member.email, 'password reset request')
    expect(problems).toEqual([])
    await owner.context().close()
    await context.close()
  })

  it('adds an address in the modal, makes it primary and deletes it', async () => {
    const member = await createMember(env.portal, 'Riley')
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)
    await page.goto(`${env.portal.url}/edit-profile`)
    await expect.poll(() => page.getByText('You have not added an address yet.').isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Add Address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Address' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    await expect.poll(() => errorOf(dialog.getByLabel('Name'))).toBe('Required')
    expect(await errorOf(dialog.getByLabel('Address Line 1'))).toBe('Required')
    expect(await errorOf(dialog.getByLabel('State', { exact: true }))).toBe('Required')
    await expectAccessible(page, 'add address modal with errors')
    await expectPhoneFriendly(page, 'add address modal with errors')

    await dialog.getByLabel('Name').fill('Unit')
    await dialog.getByLabel('Address Line 1').fill('PSC 1234, Box 5678')
    await dialog.getByLabel('This is a military address (APO, FPO or DPO)').check()
    await dialog.getByLabel('State', { exact: true }).selectOption('AE')
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    await expect.poll(() => page.getByText(ProfileMessages.addressAdded).isVisible()).toBe(true)
    const unit = page.getByRole('listitem', { name: 'Unit' })
    await expect.poll(() => unit.getByText('Primary').isVisible()).toBe(true)

    // A second address, typed state ('State not listed'), made primary from the list.
    await page.getByRole('button', { name: 'Add Address' }).click()
    await dialog.getByLabel('Name').fill('Cottage')
    await dialog.getByLabel('Address Line 1').fill('12 Harbour Road')
    await dialog.getByLabel(ProfileMessages.stateNotListed).check()
    await dialog.getByLabel('State', { exact: true }).fill('ns')
    await dialog.getByLabel('Country').fill('Canada')
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    const cottage = page.getByRole('listitem', { name: 'Cottage' })
    await expect.poll(() => cottage.getByText('NS', { exact: false }).isVisible()).toBe(true)
    await cottage.getByRole('button', { name: 'Make Primary Cottage' }).click()
    await expect.poll(() => cottage.getByText('Primary', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page, 'contact info with addresses')
    await expectPhoneFriendly(page, 'contact info with addresses')

    // Delete asks first; the address is gone after a reload too.
    await unit.getByRole('button', { name: 'Delete Unit' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete address' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    await expectAccessible(page, 'delete confirmation')
    await expectPhoneFriendly(page, 'delete confirmation')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByRole('listitem', { name: 'Unit' }).count()).toBe(0)
    await page.reload()
    await expect.poll(() => page.getByRole('listitem', { name: 'Cottage' }).isVisible()).toBe(true)
    expect(await page.getByRole('listitem', { name: 'Unit' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('works at phone width: the edit-profile navigation sits above the Contact Info form', async () => {
    const member = await createMember(env.portal, 'Jordan')
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, member.email)
    await page.goto(`${env.portal.url}/edit-profile`)
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Jordan')
    await expect.poll(() => navLink(page, 'Professional Info').isVisible()).toBe(true)
    await expectAccessible(page, 'contact info at phone width')
    await expectPhoneFriendly(page, 'contact info at phone width')
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => {
      // Runs in the page (the e2e project has no DOM types).
      const view = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } }
        innerWidth: number
      }
      return view.document.documentElement.scrollWidth - view.innerWidth
    })
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByLabel('Last Name').fill('Phone')
    await save(page, 'Save Contact Info')
    await page.getByRole('button', { name: 'Add Address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Address' })
    await dialog.getByLabel('Name').fill('Home')
    await dialog.getByLabel('Address Line 1').fill('1 Main Street')
    await dialog.getByLabel('State', { exact: true }).selectOption('OH')
    await expectAccessible(page, 'add address at phone width')
    await expectPhoneFriendly(page, 'add address at phone width')
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    await expect.poll(() => page.getByRole('listitem', { name: 'Home' }).isVisible()).toBe(true)
    await page.reload()
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Phone')
    expect(problems).toEqual([])
    await context.close()
  })
})
