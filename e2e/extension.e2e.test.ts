import { describe, expect, it } from 'vitest'
import {
  addDaysToDay,
  addMonthsToDay,
  CandidateMessages as C,
  DashboardMessages as D,
  easternDay,
  ExtensionMessages as M,
  formatDate,
} from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { changeRegistration } from '../apps/server/test/registration-fixtures'
import { choose, errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { createCandidate, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function session(email: string, password: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

describe('extensions', () => {
  it('an expired candidate files an extension and checks it out; staff approve it and the deadline moves 6 months', async () => {
    const firstName = uniqueName('Morgan')
    const { user, registrationId } = await createCandidate(env.portal, firstName)
    const deadline = addDaysToDay(easternDay(), -10)
    await changeRegistration(env.portal, registrationId, { deadline, expirationStatus: 'expired_without_extension' })
    const member = await session(user.email, MEMBER_PASSWORD)
    const { page } = member

    // The certification dashboard says the registration expired and offers the extension.
    await page.goto(`${env.portal.url}/certifications-and-training`)
    await expectAccessible(page, 'certification dashboard (expired)')
    await page.getByRole('link', { name: D.requestExtension }).click()
    await visible(page.getByRole('heading', { name: M.pageTitle, level: 1 }))
    await expectAccessible(page, 'file an extension')
    await expectPhoneFriendly(page, 'file an extension')

    // Every field is required, on its field.
    await page.getByRole('button', { name: M.addToCart }).click()
    await expect.poll(() => errorOf(page.getByLabel(M.signature))).toBe(M.required)
    await choose(page.getByLabel(M.program), /AFC® registration/)
    await page.getByLabel(M.completedHours).fill('420')
    await page.getByLabel(M.signature).fill(`${firstName} Journey`)
    await page.getByRole('button', { name: M.addToCart }).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByText(/Extension/).first())
    await payAtCheckout(page, env.portal)

    // Staff find it in the pending queue and approve it.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await page.goto(`${env.portal.url}/certifications-and-training/extensions/request`)
    await visible(page.getByText('Under review'))
    await staff.page.goto(`${env.portal.url}/admin/extensions`)
    await visible(staff.page.getByText(firstName))
    await expectAccessible(staff.page, 'admin extensions list')
    await staff.page.getByText(firstName).first().click()
    await visible(staff.page.getByText(M.registrationType))
    await expectAccessible(staff.page, 'admin extension review')
    await expectPhoneFriendly(staff.page, 'admin extension review')
    await staff.page.getByRole('button', { name: 'Approve' }).click()
    const dialog = staff.page.getByRole('dialog', { name: 'Approve Extension' })
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await staff.page.waitForURL(`${env.portal.url}/admin/extensions`)

    // The candidate's page is open again, with the new deadline.
    const extended = addMonthsToDay(deadline, 6)
    await page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(page.getByRole('heading', { name: C.title, level: 1 }))
    await visible(page.getByText(formatDate(extended)).first())
    await page.goto(`${env.portal.url}/certifications-and-training/extensions/request`)
    await visible(page.getByText(formatDate(extended)).first())

    expect([...member.problems, ...staff.problems]).toEqual([])
    await Promise.all([member.context.close(), staff.context.close()])
  })

  it('warns a candidate within 90 days of the deadline, with the extension request', async () => {
    const { user, registrationId } = await createCandidate(env.portal, uniqueName('Riley'))
    const deadline = addDaysToDay(easternDay(), 30)
    await changeRegistration(env.portal, registrationId, { deadline })
    const member = await session(user.email, MEMBER_PASSWORD)
    await member.page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(member.page.getByText(M.registrationGoingToExpire('AFC®', formatDate(deadline))))
    await expectAccessible(member.page, 'certification dashboard (deadline banner)')
    await expectPhoneFriendly(member.page, 'certification dashboard (deadline banner)')
    await member.page.getByRole('link', { name: M.fileAnExtension }).click()
    await visible(member.page.getByRole('heading', { name: M.pageTitle, level: 1 }))
    expect(member.problems).toEqual([])
    await member.context.close()
  })
})
