import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  addMonthsToDay,
  CartMessages,
  DashboardMessages,
  easternDay,
  formatDate,
  MembershipMessages as M,
  membershipEnd,
} from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { createMember, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
/** Saved fine, but every charge wants the member to authenticate (off-session: refused). */
const AUTHENTICATION_CARD = '4000 0027 6000 3184'
const TRANSCRIPT_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'

interface Session {
  member: { id: number; email: string; firstName: string }
  context: BrowserContext
  page: Page
  problems: string[]
}

/** A unique first name, so the admin list can be filtered down to this journey's member. */
const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function newMemberSession(firstName: string): Promise<Session> {
  const member = await createMember(env.portal, firstName)
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, member.email)
  return { member, context, page, problems }
}

async function adminSession(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, ADMIN_EMAIL, DEMO_PASSWORD)
  return { context, page, problems }
}

async function openJoinForm(page: Page) {
  await page.goto(`${env.portal.url}/membership/get`)
  await visible(page.getByRole('heading', { name: 'Join or renew your membership', level: 1 }))
  await visible(page.getByRole('radio').first())
}

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' })
/** A row of the payment history, found by what it is for. */
const paymentRow = (page: Page, description: string) =>
  page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: description, exact: true }) })
const membershipCard = (page: Page) => page.getByRole('region', { name: 'Membership', exact: true })

/** Opens the member's request from the admin queue (filtered by their unique first name). */
async function openRequest(page: Page, firstName: string) {
  await page.goto(`${env.portal.url}/admin/memberships`)
  await visible(page.getByRole('heading', { name: 'Membership requests', level: 1 }))
  await expect.poll(() => page.getByText('Loading...').count()).toBe(0)
  await page.getByLabel('Filter First Name').fill(firstName)
  const row = page.locator('tbody tr').filter({ hasText: firstName })
  await visible(row)
  return row
}

describe('membership journeys', () => {
  it('joins as a professional member, pays, is approved by staff and is in good standing', async () => {
    const firstName = uniqueName('Morgan')
    const { context, page, problems } = await newMemberSession(firstName)

    // The membership screen of someone who never was a member.
    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByRole('heading', { name: 'Membership', level: 1 }))
    await visible(page.getByText(DashboardMessages.notAMember))
    await visible(page.getByText(M.resourcesMembersOnly))
    await expectAccessible(page, 'membership (not a member)')
    await expectPhoneFriendly(page, 'membership (not a member)')
    await page.getByRole('link', { name: DashboardMessages.join }).click()
    await page.waitForURL(`${env.portal.url}/membership/get`)

    // The join form: a choice is required; the term starts today; the Welcome Call is offered.
    await visible(page.getByRole('radio', { name: /Professional Membership/ }))
    await visible(page.getByRole('radio', { name: /Student Membership/ }))
    await visible(page.getByRole('radio', { name: /Emeritus Membership/ }))
    const today = easternDay()
    await visible(page.getByText(`Term: ${formatDate(today)} to ${formatDate(membershipEnd(today))}`))
    await visible(page.getByRole('link', { name: M.noThankYou }))
    // The three cards side by side put their radios on one line.
    const radioTops = await page
      .locator('.mantine-RadioIndicator-indicator')
      .evaluateAll((indicators) => indicators.map((indicator) => Math.round(indicator.getBoundingClientRect().top)))
    expect(radioTops).toHaveLength(3)
    expect(new Set(radioTops).size).toBe(1)
    await expectAccessible(page, 'join form')
    await expectPhoneFriendly(page, 'join form')
    await addToCart(page).click()
    await visible(page.getByText(M.pickOption))
    await expectAccessible(page, 'join form with an error')
    await expectPhoneFriendly(page, 'join form with an error')

    await page.getByRole('radio', { name: /Professional Membership/ }).click()
    await page.getByLabel(M.welcomeCall).check()
    await addToCart(page).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    // The toast opens below the header, never over the account menu or the cart.
    const toast = page.locator('.mantine-Notifications-root').getByRole('alert').filter({ hasText: M.addedToCart })
    await visible(toast)
    const headerBox = await page.locator('header').first().boundingBox()
    // Polled: while the toast list's chunk mounts, the toast may be drawn again.
    await expect
      .poll(async () => (await toast.first().boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0))
    await visible(page.getByRole('listitem', { name: /Professional Membership/ }))

    // Paying submits it for review; the dashboard and the membership screen say so. Nothing was
    // charged (memberships are charged on approval): no "Payment received", and the toast about
    // the cart is gone rather than left over the header.
    await payAtCheckout(page, env.portal)
    const confirmation = page.getByRole('alert').filter({ hasText: DashboardMessages.submittedTitle })
    await visible(confirmation.getByText(DashboardMessages.submittedForReview('Professional Membership', '$175.00')))
    expect(await page.getByText(DashboardMessages.paymentReceived).count()).toBe(0)
    expect(await page.getByText(DashboardMessages.paymentConfirmed).count()).toBe(0)
    expect(await page.getByText(M.addedToCart).count()).toBe(0)
    await visible(membershipCard(page).getByText(DashboardMessages.membershipUnderReview))
    await expectAccessible(page, 'dashboard after submitting a membership')
    await expectPhoneFriendly(page, 'dashboard after submitting a membership')

    // The history shows what approval will charge, as pending and without a receipt.
    await page.goto(`${env.portal.url}/payments`)
    const pending = paymentRow(page, 'Professional Membership')
    await visible(pending.getByRole('cell', { name: '$175.00' }))
    await visible(pending.getByRole('cell', { name: CartMessages.pendingApproval }))
    expect(await pending.getByRole('link').count()).toBe(0)
    await expectAccessible(page, 'payment history (pending approval)')
    await expectPhoneFriendly(page, 'payment history (pending approval)')

    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByText(DashboardMessages.membershipUnderReview))
    await expectAccessible(page, 'membership (under review)')
    await expectPhoneFriendly(page, 'membership (under review)')

    // Staff approve it from the queue, in a second browser.
    const admin = await adminSession()
    const row = await openRequest(admin.page, firstName)
    await visible(row.getByText('Professional Membership'))
    await visible(row.getByText(formatDate(today)))
    await expectAccessible(admin.page, 'membership requests')
    await expectPhoneFriendly(admin.page, 'membership requests')
    await row.click()
    await admin.page.waitForURL(/\/admin\/memberships\/\d+$/)

    const summary = admin.page.getByRole('table', { name: 'Membership request' })
    await visible(summary.getByRole('link', { name: `${firstName} Journey` }))
    await visible(summary.getByRole('row', { name: /Requesting Call\s*Yes/ }))
    await visible(summary.getByRole('row', { name: /Price\s*\$175\.00/ }))
    await visible(summary.getByRole('row', { name: /Files\s*None/ }))
    // The term's label is said once, by its row heading.
    const term = summary.getByRole('row', { name: /^Term/ })
    await visible(
      term.getByRole('cell', { name: `${formatDate(today)} to ${formatDate(membershipEnd(today))}`, exact: true }),
    )
    await expectAccessible(admin.page, 'membership review')
    await expectPhoneFriendly(admin.page, 'membership review')

    await admin.page.getByRole('button', { name: 'Approve' }).click()
    const approve = admin.page.getByRole('dialog', { name: 'Approve Membership' })
    await visible(approve.getByText(M.approveConfirm('$175.00')))
    await approve.getByLabel(M.additionalNotes).fill('Welcome to AFCPE.')
    await expectAccessible(admin.page, 'approve modal')
    await expectPhoneFriendly(admin.page, 'approve modal')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await admin.page.waitForURL(`${env.portal.url}/admin/memberships`)
    await visible(admin.page.getByText('Success', { exact: true }))
    expect(admin.problems).toEqual([])
    await admin.context.close()

    // The member is in good standing now, with the member resources.
    await page.goto(`${env.portal.url}/`)
    await visible(membershipCard(page).getByText(DashboardMessages.inGoodStanding))
    await page.goto(`${env.portal.url}/payments`)
    const charged = paymentRow(page, 'Professional Membership')
    await visible(charged.getByRole('cell', { name: CartMessages.paid }))
    await visible(charged.getByRole('link', { name: /View receipt/ }))
    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByText(DashboardMessages.inGoodStanding))
    await visible(page.getByText(`${M.validThrough} ${formatDate(membershipEnd(today))}`))
    await visible(page.getByRole('table', { name: 'Membership history' }).getByText('Professional Membership'))
    expect(await page.getByText(M.resourcesMembersOnly).count()).toBe(0)
    await expectAccessible(page, 'membership (in good standing)')
    await expectPhoneFriendly(page, 'membership (in good standing)')

    expect(problems).toEqual([])
    await context.close()
  })

  it('a student uploads a transcript; approving cannot charge the card, so staff reject it', async () => {
    const firstName = uniqueName('Sky')
    const { context, page, problems } = await newMemberSession(firstName)
    await openJoinForm(page)
    await page.getByRole('radio', { name: /Student Membership/ }).click()
    const transcript = page.getByLabel('Transcript')
    await visible(transcript)
    await addToCart(page).click()
    await expect.poll(() => errorOf(transcript)).toBe(M.required)
    await expectAccessible(page, 'join form (student)')
    await expectPhoneFriendly(page, 'join form (student)')

    await page.locator('input[type="file"]').setInputFiles({
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(TRANSCRIPT_PDF),
    })
    await visible(page.getByText('transcript.pdf'))
    await addToCart(page).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByRole('listitem', { name: /Student Membership/ }))

    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByText(DashboardMessages.membershipInCart))
    await visible(page.getByRole('link', { name: DashboardMessages.viewCart }))
    await expectAccessible(page, 'membership (in the cart)')
    await expectPhoneFriendly(page, 'membership (in the cart)')

    // Checkout keeps a card whose bank wants the member present for every charge.
    await payAtCheckout(page, env.portal, AUTHENTICATION_CARD)

    const admin = await adminSession()
    await (await openRequest(admin.page, firstName)).click()
    await admin.page.waitForURL(/\/admin\/memberships\/\d+$/)
    const file = admin.page.getByRole('link', { name: 'transcript.pdf' })
    await visible(file)
    const download = await admin.page.request.get(`${env.portal.url}${await file.getAttribute('href')}`)
    expect(download.status()).toBe(200)
    expect((await download.body()).toString('latin1')).toBe(TRANSCRIPT_PDF)

    // Approving charges the saved card off-session: the refusal stays in the modal.
    await admin.page.getByRole('button', { name: 'Approve' }).click()
    const approve = admin.page.getByRole('dialog', { name: 'Approve Membership' })
    await visible(approve.getByText(M.approveConfirm('$50.00')))
    await approve.getByRole('button', { name: 'Approve' }).click()
    await visible(approve.getByRole('alert').getByText(/requires authentication/))
    await expectAccessible(admin.page, 'approve modal (card refused)')
    await expectPhoneFriendly(admin.page, 'approve modal (card refused)')
    await approve.getByRole('button', { name: 'Cancel' }).click()

    // Reject: a canned message or a message is needed.
    await admin.page.getByRole('button', { name: 'Reject' }).click()
    const reject = admin.page.getByRole('dialog', { name: 'Reject Membership' })
    await visible(reject.getByText(M.rejectPrompt))
    await reject.getByRole('button', { name: 'Reject' }).click()
    await visible(reject.getByText(M.rejectMessageRequired))
    await reject.getByRole('combobox', { name: 'Canned messages' }).click()
    await admin.page.getByRole('option', { name: 'Transcript not current' }).click()
    await reject.getByRole('textbox', { name: 'Message' }).fill('Please send this term’s transcript.')
    await expectAccessible(admin.page, 'reject modal')
    await expectPhoneFriendly(admin.page, 'reject modal')
    await reject.getByRole('button', { name: 'Reject' }).click()
    await admin.page.waitForURL(`${env.portal.url}/admin/memberships`)
    await visible(admin.page.getByText('Success', { exact: true }))
    expect(admin.problems).toEqual([])
    await admin.context.close()

    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByText(M.rejected))
    await visible(page.getByText(/Please send this term’s transcript\./))
    await expectAccessible(page, 'membership (request rejected)')
    await expectPhoneFriendly(page, 'membership (request rejected)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('renewing@: the expiring membership asks to renew in readable colours and says its date once', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page, env.portal, 'renewing@example.org', DEMO_PASSWORD)
    await page.goto(`${env.portal.url}/membership`)
    const current = page.getByRole('region', { name: 'Current membership' })
    const badge = current.getByText(/^Expiring \d{2}\/\d{2}\/\d{4}$/)
    await visible(badge)
    const date = ((await badge.textContent()) ?? '').replace('Expiring ', '')
    await visible(current.getByRole('alert').getByText('Time to renew'))
    await visible(current.getByRole('link', { name: DashboardMessages.renew }))
    // The badge says the end date; the renewal prompt does not repeat it.
    expect(await current.getByText(date).count()).toBe(1)
    await expectAccessible(page, 'membership (expiring)')
    await expectPhoneFriendly(page, 'membership (expiring)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('refuses emeritus to a 40-year-old without 10 consecutive years', async () => {
    const { context, page, problems } = await newMemberSession(uniqueName('Ellis'))
    await openJoinForm(page)
    await page.getByRole('radio', { name: /Emeritus Membership/ }).click()
    const dateOfBirth = page.getByLabel('Date of Birth')
    await dateOfBirth.fill(addMonthsToDay(easternDay(), -40 * 12))
    const tenYears = page.getByLabel('I have been a member for 10 consecutive years')
    await addToCart(page).click()
    await expect.poll(() => errorOf(dateOfBirth)).toBe(M.age65)
    await visible(page.getByText(M.tenYears))
    await expectAccessible(page, 'join form (emeritus refused)')
    await expectPhoneFriendly(page, 'join form (emeritus refused)')

    // Nothing was put in the cart.
    expect(page.url()).toBe(`${env.portal.url}/membership/get`)
    expect(await tenYears.isChecked()).toBe(false)
    await page.goto(`${env.portal.url}/membership`)
    await visible(page.getByText(DashboardMessages.notAMember))
    expect(await page.getByText(DashboardMessages.membershipInCart).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it("staff add, edit and delete a user's membership records", async () => {
    const member = await createMember(env.portal, uniqueName('Rowan'))
    const { context, page, problems } = await adminSession()
    await page.goto(`${env.portal.url}/admin/users/${member.id}/memberships`)
    await visible(page.getByRole('heading', { name: 'Memberships', level: 2 }))
    await visible(page.getByText('No membership records yet.'))
    await visible(page.getByRole('link', { name: '← Users' }))
    await expectAccessible(page, 'user memberships (none)')
    await expectPhoneFriendly(page, 'user memberships (none)')

    // Add: start today, end 364 days later and read-only; every field is required.
    await page.getByRole('button', { name: 'Add membership' }).click()
    const form = page.getByRole('dialog', { name: 'Add Membership' })
    const today = easternDay()
    const start = form.getByLabel('Start')
    const end = form.getByLabel('End', { exact: true })
    await expect.poll(() => start.inputValue()).toBe(today)
    await expect.poll(() => end.inputValue()).toBe(membershipEnd(today))
    expect(await end.getAttribute('readonly')).not.toBeNull()
    await expectAccessible(page, 'add membership form')
    await expectPhoneFriendly(page, 'add membership form')
    await start.fill('')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => errorOf(form.getByLabel('Membership'))).toBe(M.required)
    await expect.poll(() => errorOf(start)).toBe(M.required)

    await form.getByLabel('Membership').selectOption({ label: 'Professional Membership' })
    await start.fill('2026-01-10')
    await expect.poll(() => end.inputValue()).toBe(membershipEnd('2026-01-10'))
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    const records = page.getByRole('table', { name: 'Membership records' })
    await visible(records.getByRole('cell', { name: '01/10/2026' }))
    await visible(records.getByRole('cell', { name: formatDate(membershipEnd('2026-01-10')) }))
    await expectAccessible(page, 'user memberships (one record)')
    await expectPhoneFriendly(page, 'user memberships (one record)')

    // Edit: a new start moves the end.
    await records.getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Membership' })
    await edit.getByLabel('Start').fill('2026-02-01')
    await expect.poll(() => edit.getByLabel('End', { exact: true }).inputValue()).toBe(membershipEnd('2026-02-01'))
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => edit.isVisible()).toBe(false)
    await visible(records.getByRole('cell', { name: '02/01/2026' }))

    // Delete, after a confirmation.
    await records.getByRole('button', { name: /^Delete/ }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Membership' })
    await visible(confirm.getByText('Are you sure you want to delete this membership record?'))
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await visible(page.getByText('No membership records yet.'))
    expect(problems).toEqual([])
    await context.close()
  })
})
