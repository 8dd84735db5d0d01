import type { BrowserContext, Page } from 'playwright-core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MembershipMessages, RegistrationMessages as M } from '@portal/contracts'
import { certifications } from '../apps/server/src/db/schema'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const AFC = 'Accredited Financial Counselor® (AFC®)'
const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function session(
  email: string,
  password?: string,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

async function afcId(): Promise<number> {
  const [afc] = await env.portal.database.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(eq(certifications.key, 'afc'))
  if (!afc) throw new Error('the AFC certification is not seeded')
  return afc.id
}

/** The wizard's content region, titled by the step shown. */
const stepRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title.replace(/[()&]/g, '\\$&')}`) })

/** Waits for a step, checks it at desktop and phone width, and answers its region. */
async function atStep(page: Page, title: string) {
  const region = stepRegion(page, title)
  await visible(region)
  await expectAccessible(page, `wizard step ${title}`)
  await expectPhoneFriendly(page, `wizard step ${title}`)
  return region
}

const next = (region: ReturnType<typeof stepRegion>, label = 'Next') =>
  region.getByRole('button', { name: label, exact: true }).click()

async function upload(page: Page, label: RegExp, name = 'transcript.pdf') {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: label }).first().click(),
  ])
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF })
  await visible(page.getByRole('link', { name }))
}

/** Opens the candidate's registration from the staff list, filtered by their unique first name. */
async function openReview(page: Page, firstName: string) {
  await page.goto(`${env.portal.url}/admin/course-registrations`)
  await visible(page.getByRole('heading', { name: 'Registrations', level: 1 }))
  await page.getByLabel('Filter First Name').fill(firstName)
  const row = page.locator('tbody tr').filter({ hasText: firstName })
  await visible(row)
  await expectAccessible(page, 'registrations list')
  await row.click()
  await visible(page.getByRole('heading', { name: 'Registration review', level: 1 }))
}

/** Picks a canned message in a decision dialog. */
async function pickCannedMessage(dialog: ReturnType<Page['getByRole']>, page: Page, title: string) {
  await dialog.getByLabel('Canned messages').click()
  await page.getByRole('option', { name: title }).click()
  await page.keyboard.press('Escape')
}

describe('certification registration journeys', () => {
  it('registers for the AFC® on Self-Paced Study through every step, checks out, and staff approve with a canned message', async () => {
    const firstName = uniqueName('Sky')
    const member = await createMember(env.portal, firstName)
    const certificationId = await afcId()
    const { context, page, problems } = await session(member.email)

    await page.goto(`${env.portal.url}/certifications-and-training/register/${certificationId}`)
    await visible(page.getByRole('heading', { name: `${AFC} registration`, level: 1 }))
    // Opening the page starts nothing: the member starts the registration.
    await page.getByRole('button', { name: 'Start registration' }).click()

    // 1. Pathway: a choice is required; the time reads in years.
    let step = await atStep(page, 'Pathway')
    await next(step)
    await visible(step.getByText(M.pickPathway))
    await visible(step.getByText('3 years').first())
    await step.getByRole('radio', { name: /Self-Paced Study/ }).click()
    await next(step)

    // Program Information and Pathway Review do not apply to Self-Paced Study.
    step = await atStep(page, 'Supporting Documentation')
    await next(step)
    await expect.poll(() => step.getByText(M.required).count()).toBeGreaterThan(0)
    await upload(page, /Transcript/)
    await next(step)

    step = await atStep(page, 'Course Materials')
    await next(step)
    await visible(step.getByText(M.chooseOption))
    await step.getByRole('checkbox', { name: /^AFC® Learning System:/ }).check()
    await step.getByRole('checkbox', { name: /Printed Textbooks/ }).check()
    await next(step)

    step = await atStep(page, 'Practice Exam Bundle (optional)')
    await next(step)

    // Shipping: an address is required; one is added from the step.
    step = await atStep(page, 'Shipping')
    await page.getByRole('button', { name: 'Add Address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Address' })
    await visible(dialog)
    await dialog.getByLabel('Name').fill('Home')
    await dialog.getByLabel('Address Line 1').fill('2100 Nicollet Ave')
    await dialog.getByLabel('City').fill('Minneapolis')
    await dialog.getByLabel('State', { exact: true }).selectOption('MN')
    await dialog.getByLabel('Zip').fill('55404')
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => step.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true)
    await next(step)

    step = await atStep(page, 'Membership (optional)')
    await step.getByRole('radio', { name: MembershipMessages.noThankYou }).click()
    await next(step)

    step = await atStep(page, 'Pay Exam Fees Upfront (optional)')
    await next(step)

    // Pay & Review: every item with its price; the exam agreement before Add to Cart.
    step = await atStep(page, 'Pay & Review')
    await visible(step.getByRole('cell', { name: /AFC® Certification Exam/ }))
    await next(step, M.addToCart)
    await expect.poll(() => errorOf(step.getByLabel(M.examAgreement))).toBe(M.required)
    await step.getByLabel(M.examAgreement).check()
    await next(step, M.addToCart)
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByRole('listitem', { name: /Self-Paced Study/ }))

    // Self-study items are charged when staff approve: checkout keeps the card and charges nothing now.
    await payAtCheckout(page, env.portal)
    await page.goto(`${env.portal.url}/certifications-and-training/register/${certificationId}`)
    await visible(page.getByText('Your registration is in review'))

    // Staff approve with a canned message: the saved card is charged off-session.
    const admin = await session('admin@example.org', DEMO_PASSWORD)
    await openReview(admin.page, firstName)
    await expectAccessible(admin.page, 'registration review')
    await expectPhoneFriendly(admin.page, 'registration review')
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click()
    const approve = admin.page.getByRole('dialog', { name: 'Approve Registration' })
    await visible(approve)
    await visible(approve.getByText(/\$/))
    await pickCannedMessage(approve, admin.page, 'Welcome to the program')
    await expectAccessible(admin.page, 'approve registration dialog')
    await approve.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => approve.count(), { timeout: 30_000 }).toBe(0)
    await visible(admin.page.getByRole('cell', { name: /Welcome! Your registration is approved/ }))
    expect(admin.problems).toEqual([])
    await admin.context.close()

    // The candidate sees the approval.
    await page.goto(`${env.portal.url}/notifications`)
    await visible(page.getByText(M.approvedTitle(AFC)).first())
    expect(problems).toEqual([])
    await context.close()
  })

  it('a university-pathway registration sent back to Supporting Documentation is fixed and resubmitted', async () => {
    const firstName = uniqueName('Rio')
    const member = await createMember(env.portal, firstName)
    const certificationId = await afcId()
    const { context, page, problems } = await session(member.email)
    await page.goto(`${env.portal.url}/certifications-and-training/register/${certificationId}`)
    await page.getByRole('button', { name: 'Start registration' }).click()

    let step = await atStep(page, 'Pathway')
    await step.getByRole('radio', { name: /Registered Education Program/ }).click()
    await next(step)

    // Program Information applies to the university pathway.
    step = await atStep(page, 'Program Information')
    await step.getByLabel('University').selectOption({ index: 1 })
    await step.getByLabel('Department').fill('Human Development and Family Studies')
    await step.getByLabel('Level of study').selectOption('Undergraduate')
    await next(step)

    step = await atStep(page, 'Supporting Documentation')
    await upload(page, /Transcript/, 'blurry-transcript.pdf')
    await next(step)

    // No course materials needed on the university pathway.
    step = await atStep(page, 'Course Materials')
    await next(step)
    step = await atStep(page, 'Practice Exam Bundle (optional)')
    await next(step)
    step = await atStep(page, 'Shipping')
    await page.getByRole('button', { name: 'Add Address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Address' })
    await dialog.getByLabel('Name').fill('Campus')
    await dialog.getByLabel('Address Line 1').fill('2229 Lincoln Way')
    await dialog.getByLabel('State', { exact: true }).selectOption('IA')
    await dialog.getByRole('button', { name: 'Add Address' }).click()
    await expect.poll(() => step.getByRole('radio', { name: /Campus/ }).isChecked()).toBe(true)
    await next(step)
    step = await atStep(page, 'Membership (optional)')
    await step.getByRole('radio', { name: MembershipMessages.noThankYou }).click()
    await next(step)
    step = await atStep(page, 'Pay Exam Fees Upfront (optional)')
    await step.getByLabel('Pay the exam fee now').uncheck()
    await next(step)
    step = await atStep(page, 'Pay & Review')
    await next(step, M.addToCart)
    await page.waitForURL(`${env.portal.url}/cart`)
    await payAtCheckout(page, env.portal)

    // Staff send it back to Supporting Documentation; a step is required.
    const admin = await session('admin@example.org', DEMO_PASSWORD)
    await openReview(admin.page, firstName)
    await admin.page.getByRole('button', { name: 'Reject', exact: true }).click()
    const reject = admin.page.getByRole('dialog', { name: 'Reject Registration' })
    await visible(reject)
    await reject.getByRole('button', { name: 'Reject', exact: true }).click()
    await visible(reject.getByText(M.selectStep))
    await reject.getByLabel('Step').selectOption({ label: 'Supporting Documentation' })
    await pickCannedMessage(reject, admin.page, 'Transcript needed')
    await expectAccessible(admin.page, 'reject registration dialog')
    await reject.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect.poll(() => reject.count()).toBe(0)
    expect(admin.problems).toEqual([])

    // The candidate is back at Supporting Documentation with the reason, replaces the file and resubmits.
    await page.goto(`${env.portal.url}/certifications-and-training/register/${certificationId}`)
    step = await atStep(page, 'Supporting Documentation')
    await visible(page.getByRole('alert').filter({ hasText: 'Please upload an official or unofficial transcript' }))
    await step.getByRole('button', { name: /Delete/ }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: /Delete/ }).click()
    await expect.poll(() => page.getByRole('link', { name: 'blurry-transcript.pdf' }).count()).toBe(0)
    await upload(page, /Transcript/, 'official-transcript.pdf')
    await next(step)
    for (const title of ['Course Materials', 'Practice Exam Bundle (optional)', 'Shipping']) {
      step = await atStep(page, title)
      await next(step)
    }
    step = await atStep(page, 'Membership (optional)')
    await step.getByRole('radio', { name: MembershipMessages.noThankYou }).click()
    await next(step)
    step = await atStep(page, 'Pay Exam Fees Upfront (optional)')
    await next(step)
    // The fee is paid: nothing is owed, so the registration is submitted without the cart.
    step = await atStep(page, 'Pay & Review')
    await next(step, M.submit)
    await page.waitForURL(`${env.portal.url}/`)

    await openReview(admin.page, firstName)
    await visible(admin.page.getByRole('button', { name: 'Approve', exact: true }))
    await visible(admin.page.getByRole('link', { name: 'official-transcript.pdf' }))
    await admin.context.close()
    expect(problems).toEqual([])
    await context.close()
  })

  it("staff see a user's registrations and register the user directly for the AFC® with a prepaid exam", async () => {
    const firstName = uniqueName('Kai')
    const member = await createMember(env.portal, firstName)
    const admin = await session('admin@example.org', DEMO_PASSWORD)
    const { page } = admin

    await page.goto(`${env.portal.url}/admin/users/${member.id}/registrations`)
    await visible(page.getByRole('heading', { name: 'Registrations', level: 2 }))
    await visible(page.getByText('This user has no registrations.'))
    await expectAccessible(page, "a user's registrations (none)")
    await expectPhoneFriendly(page, "a user's registrations (none)")
    await page.getByRole('link', { name: 'New registration' }).click()
    await visible(page.getByRole('heading', { name: 'New registration', level: 2 }))

    // Certification, pathway and deadline are required.
    await page.getByLabel('Certification').selectOption({ label: AFC })
    await page.getByRole('button', { name: 'Register' }).click()
    await expect.poll(() => errorOf(page.getByLabel('Pathway'))).toBe(M.required)
    await expectAccessible(page, 'new registration with an error')
    await expectPhoneFriendly(page, 'new registration with an error')
    await page.getByLabel('Pathway').selectOption({ label: 'Self-Paced Study' })
    await page.getByRole('checkbox', { name: 'AFC® Certification Exam' }).check()
    await page.getByLabel('Prepaid').check()
    await page.getByRole('button', { name: 'Register' }).click()

    // The new registration's review: approved, the exam paid by an admin entry.
    await visible(page.getByRole('heading', { name: 'Registration review', level: 1 }))
    await visible(page.getByRole('link', { name: new RegExp(firstName) }))
    await expectAccessible(page, 'registration review of a direct registration')
    // Staff edit the required hours.
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Registration' })
    await visible(edit)
    await edit.getByLabel('Required hours').fill('1200')
    await expectAccessible(page, 'edit registration dialog')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => edit.count()).toBe(0)
    await visible(page.getByText('1200', { exact: true }))
    await page.goto(`${env.portal.url}/admin/users/${member.id}/registrations`)
    await visible(page.locator('tbody tr').filter({ hasText: 'Self-Paced Study' }))
    await expectAccessible(page, "a user's registrations")
    await expectPhoneFriendly(page, "a user's registrations")

    // The list at phone width.
    await page.goto(`${env.portal.url}/admin/course-registrations`)
    await visible(page.getByRole('heading', { name: 'Registrations', level: 1 }))
    await expectPhoneFriendly(page, 'registrations list')
    expect(admin.problems).toEqual([])
    await admin.context.close()
  })
})
