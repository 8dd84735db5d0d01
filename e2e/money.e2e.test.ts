/**
 * The money a candidate sees before committing (issue 25, items 1 and 5 to 8), as the demo
 * personas see it: the retake's every fee, the fellowship's covered exam, the checkout's due now
 * and charged when approved, no practice exams for sale on a locked registration, and the
 * extension offered first on an expired registration's register page.
 */
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CandidateMessages as M, PracticeExamMessages as P, RegistrationMessages as R } from '@portal/contracts'
import { certifications, registrations, users } from '../apps/server/src/db/schema'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

async function session(email: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, DEMO_PASSWORD)
  return { context, page, problems }
}

/** The persona's newest AFC® registration id and the AFC® certification id. */
async function afcRegistrationOf(email: string) {
  const db = env.portal.database.db
  const [afc] = await db.select().from(certifications).where(eq(certifications.key, 'afc'))
  const [user] = await db.select().from(users).where(eq(users.email, email))
  if (!afc || !user) throw new Error(`no AFC® certification or no ${email}`)
  const [registration] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, user.id), eq(registrations.certificationId, afc.id)))
    .orderBy(desc(registrations.createdAt))
    .limit(1)
  if (!registration) throw new Error(`${email} has no AFC® registration`)
  return { certificationId: afc.id, registrationId: registration.id }
}

const examRegion = (page: import('playwright-core').Page) => page.getByRole('region', { name: M.exam, exact: true })

describe('money named before the member commits', () => {
  it('the retake names its shipping; the fellowship covers the exam', async () => {
    const retake = await session('retake@example.org')
    await retake.page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(examRegion(retake.page).getByText('Retake Required / $295.00 Due'))
    await examRegion(retake.page).getByRole('button', { name: M.payRetake }).click()
    const dialog = retake.page.getByRole('dialog')
    await visible(dialog.getByText('AFC® Certification Exam: $295.00'))
    await visible(dialog.getByText('Exam Materials Shipping: $15.00'))
    await visible(dialog.getByText('Due now: $310.00'))
    await dialog.getByRole('checkbox', { name: M.internationalExam }).check()
    await visible(dialog.getByText('International Exam Materials Shipping: $40.00'))
    await visible(dialog.getByText('Due now: $335.00'))
    await expectPhoneFriendly(retake.page, 'pay exam retake dialog')
    expect(retake.problems).toEqual([])
    await retake.context.close()

    const spouse = await session('spouse@example.org')
    await spouse.page.goto(`${env.portal.url}/certifications-and-training`)
    await visible(examRegion(spouse.page).getByText('Covered by the Military Spouse Fellowship'))
    await visible(examRegion(spouse.page).getByText(M.examCoveredNote))
    expect(await examRegion(spouse.page).getByRole('button', { name: M.payExam }).count()).toBe(0)
    expect(await spouse.page.getByText('$495.00 Due').count()).toBe(0)
    expect(spouse.problems).toEqual([])
    await spouse.context.close()
  })

  it('the checkout says what is due now and what is charged when approved, on the summary and the button', async () => {
    const { context, page, problems } = await session('renewing@example.org')
    await page.goto(`${env.portal.url}/checkout`)
    const totals = page.getByRole('table', { name: 'Order total' })
    await visible(totals.getByText('Due now'))
    await visible(totals.getByText('Charged when approved'))
    await visible(totals.getByText('$399.00'))
    await visible(page.getByRole('button', { name: 'Submit Order: $0.00 now, $399.00 when approved' }))
    expect(await totals.getByText('Total', { exact: true }).count()).toBe(0)
    await expectAccessible(page, 'checkout with items charged when approved')
    await expectPhoneFriendly(page, 'checkout with items charged when approved')
    expect(problems).toEqual([])
    await context.close()
  })

  it('a locked registration sells no practice exams', async () => {
    const { registrationId } = await afcRegistrationOf('locked@example.org')
    const { context, page, problems } = await session('locked@example.org')
    await page.goto(`${env.portal.url}/registration/${registrationId}/practice-exam`)
    await visible(page.getByText(P.notForSaleLocked))
    expect(await page.getByRole('button', { name: P.purchase }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('an expired registration is offered its extension before a new registration', async () => {
    const { certificationId, registrationId: before } = await afcRegistrationOf('expired@example.org')
    const { context, page, problems } = await session('expired@example.org')
    await page.goto(`${env.portal.url}/certifications-and-training/register/${certificationId}`)
    await visible(page.getByText(/registration has expired/))
    await visible(page.getByRole('link', { name: 'File an extension' }))
    await visible(page.getByText(R.startAfreshExtendable('AFC®')))
    await visible(page.getByRole('button', { name: R.startAfreshConfirm }))
    expect(await page.getByRole('button', { name: 'Start registration' }).count()).toBe(0)
    await expectAccessible(page, 'register page of an expired registration')
    await expectPhoneFriendly(page, 'register page of an expired registration')
    // Opening the page started nothing: the expired registration is still the newest.
    expect((await afcRegistrationOf('expired@example.org')).registrationId).toBe(before)
    expect(problems).toEqual([])
    await context.close()
  })
})
