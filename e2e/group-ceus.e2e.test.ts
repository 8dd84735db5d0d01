import { describe, expect, it } from 'vitest'
import { addDaysToDay, easternDay, GroupCeuMessages as M } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { choose, errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { createMember, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const ADMIN_EMAIL = 'admin@example.org'
const tag = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')

async function session(email: string, password: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

describe('group CEUs', () => {
  it('a sponsor submits a listed program and pays both fees; staff approve it with a code; the CEU Library lists it', async () => {
    const title = `Money Coaching Summit ${tag()}`
    const code = `SUMMIT-${tag().toUpperCase()}`
    const sponsor = await createMember(env.portal, 'Terry')
    const member = await session(sponsor.email, MEMBER_PASSWORD)
    const { page } = member

    // The sponsor's list, then the form: the fees are named before anything is bought.
    await page.goto(`${env.portal.url}/ceus/group`)
    await visible(page.getByRole('heading', { name: M.listTitle, level: 1 }))
    await expectAccessible(page, 'group CEUs (empty)')
    await page.getByRole('link', { name: 'Request pre-approval' }).click()
    await visible(page.getByRole('heading', { name: M.formTitle, level: 1 }))
    await visible(page.getByText(/Review fee: \$50\.00 \(non-refundable\)\. Listing in the CEU Library: \$75\.00/))
    await expectAccessible(page, 'CEU pre-approval form')
    await expectPhoneFriendly(page, 'CEU pre-approval form')

    // Required fields are said on their fields.
    await page.getByRole('button', { name: M.addToCart }).click()
    await expect.poll(() => errorOf(page.getByLabel('Program Title'))).toBe(M.required)
    await expect.poll(() => errorOf(page.getByLabel('Contact Email'))).toBe(M.required)

    const start = addDaysToDay(easternDay(), 45)
    await page.getByLabel('Program Title').fill(title)
    await page.getByRole('textbox', { name: /^Sponsor/ }).fill('Harbor Credit Union')
    await page.getByLabel('Program Description').fill('A day of sessions on coaching clients through debt.')
    await page.getByLabel('Credits').fill('6')
    await choose(page.getByLabel('Credit Type'), /General/)
    await page.getByLabel('Start Date').fill(start)
    await page.getByLabel('End Date').fill(start)
    await page.getByLabel('Contact Email').fill('events@harbor.example.test')
    await page.getByLabel('Preferred Completion Code').fill(code)
    await page.getByLabel('Program Agenda').fill('9:00 Coaching frameworks (3h); 13:00 Debt plans (3h)')
    await page.getByRole('checkbox', { name: 'List this program in the CEU Library' }).check()
    await page.getByRole('button', { name: M.addToCart }).click()
    await expect.poll(() => errorOf(page.getByLabel('Attendance Cost ($)'))).toBe(M.required)
    await page.getByLabel('Attendance Cost ($)').fill('149')
    await page.getByLabel('Registration URL').fill('https://harbor.example.test/summit')
    await page.getByRole('button', { name: M.addToCart }).click()

    // Both fees wait in the one cart; paying submits the request.
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByText(`CEU pre-approval review fee: ${title}`))
    await visible(page.getByText(`CEU library listing fee: ${title}`))
    await visible(page.getByText('$125.00').first())
    await payAtCheckout(page, env.portal)
    await page.goto(`${env.portal.url}/ceus/group`)
    const row = page.getByRole('row', { name: new RegExp(title) })
    await visible(row)
    await expect.poll(() => row.textContent()).toContain('Pending')
    await expectAccessible(page, 'group CEUs')
    await expectPhoneFriendly(page, 'group CEUs')

    // Staff find it among the pending requests and approve it with the sponsor's code.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/group-ceus`)
    await visible(staff.page.getByText(M.adminListHint))
    await visible(staff.page.getByText(title))
    await expectAccessible(staff.page, 'admin group CEUs')
    await expectPhoneFriendly(staff.page, 'admin group CEUs')
    await staff.page.getByText(title).first().click()
    await visible(staff.page.getByRole('heading', { name: 'Group CEU review', level: 1 }))
    await expectAccessible(staff.page, 'admin group CEU review')
    await expectPhoneFriendly(staff.page, 'admin group CEU review')
    await staff.page.getByRole('button', { name: 'Approve', exact: true }).click()
    const dialog = staff.page.getByRole('dialog', { name: 'Approve Group CEU' })
    await visible(dialog)
    await expect.poll(() => dialog.getByLabel('Completion Code').inputValue()).toBe(code)
    await expectAccessible(staff.page, 'approve group CEU')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await staff.page.waitForURL(`${env.portal.url}/admin/group-ceus`)

    // A visitor finds it in the CEU Library, with its registration link.
    const visitorContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const visitor = await visitorContext.newPage()
    const visitorProblems = watchPageProblems(visitor)
    await visitor.goto(`${env.portal.url}/ceu-library`)
    await visible(visitor.getByRole('heading', { name: M.libraryTitle, level: 1 }))
    await visitor.getByRole('textbox', { name: 'Filter Program' }).fill(title)
    // The list's rows (the header's filter row holds the search typed).
    const listed = visitor.locator('tbody tr', { hasText: title })
    await visible(listed)
    await expect.poll(() => listed.textContent()).toContain('$149.00')
    await visible(listed.getByRole('link', { name: new RegExp(`Register for ${title}`) }))
    // At desktop width every column is in sight: the table is not scrolled inside a narrow card.
    const hidden = await visitor
      .locator('.mantine-TableScrollContainer-scrollContainer')
      .evaluateAll((boxes) => boxes.map((box) => box.scrollWidth - box.clientWidth))
    expect(hidden.every((pixels) => pixels <= 0)).toBe(true)
    await expectAccessible(visitor, 'CEU library')
    await expectPhoneFriendly(visitor, 'CEU library')

    // The sponsor's approved program is read-only for them now.
    await page.goto(`${env.portal.url}/ceus/group`)
    await page.getByRole('row', { name: new RegExp(title) }).click()
    await visible(page.getByText('This program is approved and can no longer be changed.'))
    await visible(page.getByText(code))

    expect([...member.problems, ...staff.problems, ...visitorProblems]).toEqual([])
    await Promise.all([member.context.close(), staff.context.close(), visitorContext.close()])
  })
})
