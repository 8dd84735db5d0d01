import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ExperienceMessages as M, ValidationMessages as V } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import {
  choose,
  errorOf,
  expectAccessible,
  expectPhoneFriendly,
  visible,
  waitForMail,
  watchPageProblems,
} from './support/browser'
import { createCandidate, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const TRAINING = 'Training, Webinars and Coursework'
const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function session(email: string, password: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

/** Fills the experience form for a training entry (the type allows 10% of the 1,000 hours: 100). */
async function fillEntry(page: Page, entry: { organization: string; hours: string; supervisorEmail: string }) {
  await choose(page.getByLabel('Service Type'), new RegExp(TRAINING))
  await page.getByLabel('Job Title').fill('Financial Educator')
  await page.getByLabel('Organization').fill(entry.organization)
  await page.getByLabel('Hours').fill(entry.hours)
  await page.getByLabel('Supervisor Name').fill('Dana Whitfield')
  await page.getByLabel('Supervisor Email').fill(entry.supervisorEmail)
  await page.getByLabel('Supervisor Phone').fill('(614) 555-0142')
  await page.getByLabel('Description').fill('Monthly budgeting workshops for credit union members.')
  await page.getByRole('checkbox', { name: M.verifiedLabel }).check()
}

describe('experience hours', () => {
  it('logs hours until the cap, staff ask for more information, the candidate resubmits, a supervisor verifies', async () => {
    const firstName = uniqueName('Jordan')
    const { user, registrationId } = await createCandidate(env.portal, firstName)
    const member = await session(user.email, MEMBER_PASSWORD)
    const { page } = member

    // The list, then a first entry of 60 hours.
    await page.goto(`${env.portal.url}/certifications-and-training/experience`)
    await visible(page.getByRole('heading', { name: M.listTitle, level: 1 }))
    await visible(page.getByText(M.empty))
    await expectAccessible(page, 'experience list (empty)')
    await expectPhoneFriendly(page, 'experience list (empty)')
    await page.getByRole('link', { name: M.addTitle }).click()
    await visible(page.getByRole('heading', { name: M.addTitle, level: 1 }))
    // Every required field says so, on the field.
    await page.getByRole('button', { name: M.addTitle }).click()
    await expect.poll(() => errorOf(page.getByLabel('Organization'))).toBe(M.required)
    await expectAccessible(page, 'add experience (errors)')
    await expectPhoneFriendly(page, 'add experience')
    await fillEntry(page, {
      organization: 'Riverside Credit Union',
      hours: '60',
      supervisorEmail: 'dana@riverside.example.org',
    })
    await page.getByRole('button', { name: M.addTitle }).click()
    await page.waitForURL(`${env.portal.url}/certifications-and-training/experience`)
    await visible(page.getByText('Riverside Credit Union'))

    // A second entry above what the type has left is refused on Hours; 40 fits.
    await page.getByRole('link', { name: M.addTitle }).click()
    await fillEntry(page, {
      organization: 'Lakeside Library',
      hours: '50',
      supervisorEmail: 'omar@lakeside.example.org',
    })
    await page.getByRole('button', { name: M.addTitle }).click()
    await expect.poll(() => errorOf(page.getByLabel('Hours'))).toBe(M.hoursLeft('40'))
    await page.getByLabel('Hours').fill('40')
    await page.getByRole('button', { name: M.addTitle }).click()
    await page.waitForURL(`${env.portal.url}/certifications-and-training/experience`)
    await visible(page.getByText('Lakeside Library'))
    await expectAccessible(page, 'experience list')

    // Staff ask for more information on the first entry.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/experiences`)
    await visible(staff.page.getByRole('heading', { name: M.adminListTitle, level: 1 }))
    await expectAccessible(staff.page, 'admin experiences list')
    await staff.page
      .getByRole('row', { name: new RegExp(firstName) })
      .filter({ hasText: '60' })
      .click()
    await visible(staff.page.getByRole('button', { name: 'Reject' }))
    await expect(staff.page.getByRole('checkbox', { name: M.verifiedLabel }).count()).resolves.toBe(0)
    await expectAccessible(staff.page, 'admin experience review')
    await expectPhoneFriendly(staff.page, 'admin experience review')
    await staff.page.getByRole('button', { name: 'Reject' }).click()
    const reject = staff.page.getByRole('dialog', { name: 'Reject Experience' })
    await visible(reject)
    await choose(reject.getByLabel('Set status to'), /More Information Requested/)
    await reject.getByLabel('Message', { exact: true }).fill('Please describe the workshops you led.')
    await expectAccessible(staff.page, 'reject experience dialog')
    await reject.getByRole('button', { name: 'Reject' }).click()
    await staff.page.waitForURL(`${env.portal.url}/admin/experiences`)

    // The candidate sees the status, edits the entry, and it is pending again.
    await page.goto(`${env.portal.url}/certifications-and-training/experience`)
    await visible(page.getByText('More Information Requested'))
    await page
      .getByRole('row', { name: /Riverside Credit Union/ })
      .getByRole('link')
      .click()
    await visible(page.getByText('Please describe the workshops you led.'))
    await expectAccessible(page, 'edit experience')
    await expectPhoneFriendly(page, 'edit experience')
    await page.getByLabel('Description').fill('Led 12 monthly budgeting workshops of 5 hours for credit union members.')
    await page.getByRole('checkbox', { name: M.verifiedLabel }).check()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.waitForURL(`${env.portal.url}/certifications-and-training/experience`)
    await expect.poll(() => page.getByText('More Information Requested').count()).toBe(0)
    await expectPhoneFriendly(page, 'experience list')

    // Staff send a validation to the supervisor of the first entry.
    await staff.page.goto(`${env.portal.url}/admin/course-registrations/${registrationId}`)
    const card = staff.page.getByRole('region', { name: 'Experience Hours', exact: true })
    await visible(card)
    await card.getByRole('checkbox', { name: /Riverside Credit Union/ }).check()
    await card.getByRole('button', { name: 'Send Validations' }).click()
    await visible(staff.page.getByText(V.sent(1)))
    await expectAccessible(staff.page, 'registration review with experience hours')
    await expectPhoneFriendly(staff.page, 'registration review with experience hours')

    // The supervisor, signed out, follows the e-mailed link and confirms.
    const mail = await waitForMail(env.portal.mail.received, 'dana@riverside.example.org')
    const link = /http:\/\/[^\s]+\/experience-verification\/[A-Za-z0-9_-]+/.exec(mail)?.[0]
    expect(link).toBeTruthy()
    const supervisor = await env.browser.newContext({ viewport: { width: 390, height: 844 } })
    const verifier = await supervisor.newPage()
    const verifierProblems = watchPageProblems(verifier)
    await verifier.goto(link ?? '')
    await visible(verifier.getByText('Riverside Credit Union'))
    await expectAccessible(verifier, 'experience verification')
    await expectPhoneFriendly(verifier, 'experience verification')
    expect(await verifier.getByLabel('Hours').inputValue()).toBe('60')
    await verifier.getByLabel(V.signatureLabel).fill('Dana Whitfield')
    await verifier.getByRole('button', { name: 'Submit Verification' }).click()
    await visible(verifier.getByText(V.thanks))
    // The link works once.
    await verifier.goto(link ?? '')
    await visible(verifier.getByText(V.linkUsed))

    // Staff see the signed validation.
    await staff.page.reload()
    const validations = staff.page.getByRole('region', { name: V.cardTitle })
    await visible(validations.getByText('dana@riverside.example.org'))
    await expect.poll(() => validations.getByText('Awaiting').count()).toBe(0)

    expect([...member.problems, ...staff.problems, ...verifierProblems]).toEqual([])
    await Promise.all([member.context.close(), staff.context.close(), supervisor.close()])
  })
})
