import { describe, expect, it } from 'vitest'
import { desc, eq, lte } from 'drizzle-orm'
import { CeuCardMessages as C, IndividualCeuMessages as M, easternDay } from '@portal/contracts'
import { certifications, creditTypes, reportingPeriods } from '../apps/server/src/db/schema'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { groupCeusRepo } from '../apps/server/src/modules/ceus/group-ceus.repo'
import { certificationsRepo } from '../apps/server/src/modules/certifications/certifications.repo'
import { choose, errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { createMember, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const unique = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function session(email: string, password: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

/** A member holding an AFC® certification in the current reporting period (lapsed for CEUs when told). */
async function certificant(firstName: string, status: 'good_standing' | 'lapsed_ceus' = 'good_standing') {
  const { db } = env.portal.database
  const user = await createMember(env.portal, firstName)
  const [afc] = await db.select().from(certifications).where(eq(certifications.key, 'afc'))
  const [period] = await db
    .select()
    .from(reportingPeriods)
    .where(lte(reportingPeriods.startsOn, easternDay()))
    .orderBy(desc(reportingPeriods.startsOn))
    .limit(1)
  if (!afc || !period) throw new Error('no AFC certification or reporting period')
  await certificationsRepo.upsertUserCertification(
    db,
    { userId: user.id, certificationId: afc.id, status, certifiedOn: '2019-05-01', reportingPeriodId: period.id },
    new Date(),
  )
  return user
}

describe('CEUs', () => {
  it('a certificant applies a completion code on an individual CEU and sees it pre-approved on the CEU card', async () => {
    const { db } = env.portal.database
    const code = unique('SUMMIT-').toUpperCase()
    const title = unique('Financial Wellness Summit ')
    const sponsorUser = await createMember(env.portal, unique('Sponsor'))
    const [general] = await db.select().from(creditTypes).where(eq(creditTypes.name, 'General'))
    if (!general) throw new Error('no General credit type')
    await groupCeusRepo.insert(db, {
      userId: sponsorUser.id,
      credits: 6,
      creditTypeId: general.id,
      programTitle: title,
      sponsor: 'Financial Wellness Institute',
      programDescription: 'Two days of sessions on counseling practice.',
      programAgenda: 'Day 1: budgeting; Day 2: credit counseling.',
      contactEmail: 'ceu@fwi.example.org',
      completionCode: code,
      startDate: easternDay(),
      endDate: easternDay(),
      status: 'approved',
      approved: true,
    })
    const user = await certificant(unique('Casey'))
    const member = await session(user.email, MEMBER_PASSWORD)
    const { page } = member

    // The certified view shows the CEU card of the reportable certification.
    await page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(page.getByText(C.empty))
    await expectAccessible(page, 'certification dashboard (CEU card)')
    await expectPhoneFriendly(page, 'certification dashboard (CEU card)')
    await page.getByRole('link', { name: C.addCeu }).click()
    await visible(page.getByRole('heading', { name: M.title, level: 1 }))
    await expectAccessible(page, 'new individual CEU')
    await expectPhoneFriendly(page, 'new individual CEU')

    // The code, typed in lower case with blanks, is applied: it fills and locks the program.
    await page.getByLabel('Completion Code').fill(` ${code.toLowerCase()} `)
    await page.getByRole('button', { name: M.saveChanges }).click()
    await expect.poll(() => errorOf(page.getByLabel('Completion Code'))).toBe(M.applyOrClear)
    await page.getByRole('button', { name: M.applyCode }).click()
    await visible(page.getByText(M.codeApplied))
    await visible(page.getByText(M.preapproved))
    expect(await page.getByLabel('Program Title').inputValue()).toBe(title)
    // Every locked field looks locked the same way (disabled), and is still sent.
    expect(await page.getByLabel('Program Title').isDisabled()).toBe(true)
    expect(await page.getByLabel('Sponsor').isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: M.verifiedLabel }).check()
    await page.getByRole('button', { name: M.saveChanges }).click()
    await page.waitForURL(`${env.portal.url}/ceus`)

    // Pre-approved on the card: 6 of 30.
    await visible(page.getByText(C.earnedOf('6', '30')))
    await visible(page.getByRole('link', { name: `Approved: ${title}` }))
    await expectAccessible(page, 'continuing education (CEU card)')
    await page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(page.getByRole('link', { name: `Approved: ${title}` }))
    await page
      .getByRole('link', { name: `Approved: ${title}` })
      .first()
      .click()
    await visible(page.getByText(M.approvedReadOnly))
    await expectAccessible(page, 'approved individual CEU')
    await expectPhoneFriendly(page, 'approved individual CEU')

    expect(member.problems).toEqual([])
    await member.context.close()
  })

  it('a lapsed certificant adds an Ethics CEU; staff reject it with a status; the member resubmits it', async () => {
    const firstName = unique('Jordan')
    const title = unique('Ethics Refresher ')
    const user = await certificant(firstName, 'lapsed_ceus')
    const member = await session(user.email, MEMBER_PASSWORD)
    const { page } = member

    await page.goto(`${env.portal.url}/ceus/individual/new`)
    await visible(page.getByLabel('Program Title'))
    await page.getByLabel('Program Title').fill(title)
    await page.getByLabel('Sponsor').fill('Family Readiness Center')
    await page.getByLabel('Credits').fill('2')
    await choose(page.getByLabel('Credit Type'), /Ethics/)
    await page.getByLabel('Program Description').fill('Ethics in financial counseling.')
    await page.getByLabel('Agenda', { exact: true }).fill('Codes of ethics; case studies; questions.')
    await page.getByRole('checkbox', { name: M.verifiedLabel }).check()
    await page.getByRole('button', { name: M.saveChanges }).click()
    await page.waitForURL(`${env.portal.url}/ceus`)
    await visible(page.getByRole('link', { name: `Pending: ${title}` }))

    // Staff find it among the pending CEUs and reject it, a status chosen.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/individual-ceus`)
    await visible(staff.page.getByText(firstName))
    await expectAccessible(staff.page, 'admin individual CEUs')
    await expectPhoneFriendly(staff.page, 'admin individual CEUs')
    await staff.page.getByText(firstName).first().click()
    await visible(staff.page.getByRole('heading', { name: 'Individual CEU review', level: 1 }))
    await expectAccessible(staff.page, 'admin individual CEU review')
    await expectPhoneFriendly(staff.page, 'admin individual CEU review')
    await staff.page.getByRole('button', { name: 'Reject' }).click()
    const dialog = staff.page.getByRole('dialog', { name: 'Reject CEU' })
    await visible(dialog)
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => errorOf(dialog.getByLabel('Set status to'))).toBe(M.selectStep)
    await choose(dialog.getByLabel('Set status to'), /More Information Requested/)
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please add the agenda’s times.')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await staff.page.waitForURL(`${env.portal.url}/admin/individual-ceus`)

    // The member reads the review and resubmits.
    await page.goto(`${env.portal.url}/ceus`)
    await page
      .getByRole('link', { name: `More Information Requested: ${title}` })
      .first()
      .click()
    await visible(page.getByRole('button', { name: M.resubmit }))
    await visible(page.getByText('Please add the agenda’s times.'))
    await expectAccessible(page, 'individual CEU to resubmit')
    await expectPhoneFriendly(page, 'individual CEU to resubmit')
    await page.getByLabel('Agenda', { exact: true }).fill('9:00 codes of ethics; 10:00 case studies; 11:00 questions.')
    await page.getByRole('checkbox', { name: M.verifiedLabel }).check()
    await page.getByRole('button', { name: M.resubmit }).click()
    await page.waitForURL(`${env.portal.url}/ceus`)
    await visible(page.getByRole('link', { name: `Pending: ${title}` }))

    expect([...member.problems, ...staff.problems]).toEqual([])
    await Promise.all([member.context.close(), staff.context.close()])
  })
})
