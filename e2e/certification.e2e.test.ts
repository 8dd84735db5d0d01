import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CandidateMessages as M, formatDate, easternDay } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
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

async function openDashboard(page: Page) {
  await page.goto(`${env.portal.url}/certifications-and-training`)
  await visible(page.getByRole('heading', { name: M.title, level: 1 }))
}

const examRegion = (page: Page) => page.getByRole('region', { name: M.exam, exact: true })

async function payExam(page: Page, button: string) {
  await examRegion(page).getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog')
  await visible(dialog)
  return dialog
}

describe('the candidate journey', () => {
  it('signs the Code of Ethics, pays the exam, fails, pays the retake, passes; staff edit the result', async () => {
    const firstName = uniqueName('Casey')
    const { user, registrationId } = await createCandidate(env.portal, firstName)
    const { context, page, problems } = await session(user.email, MEMBER_PASSWORD)
    await openDashboard(page)
    await visible(page.getByText(M.progressTotal(1)))
    await visible(page.getByText(`AFC${String(user.id).padStart(6, '0')}`))
    await visible(page.getByText('$495.00 Due'))
    await expectAccessible(page, 'certification dashboard (candidate)')
    await expectPhoneFriendly(page, 'certification dashboard (candidate)')

    // The Code of Ethics: the signature is required; the date is today.
    await page.getByRole('button', { name: M.signCodeOfEthics }).click()
    const ethics = page.getByRole('dialog', { name: M.codeOfEthics })
    await visible(ethics)
    expect(await ethics.getByLabel(M.signatureDate).inputValue()).toBe(easternDay())
    await expectAccessible(page, 'code of ethics dialog')
    await ethics.getByRole('button', { name: M.sign, exact: true }).click()
    await expect.poll(() => errorOf(ethics.getByLabel(M.signature))).toBe(M.required)
    await ethics.getByLabel(M.signature).fill(`${firstName} Journey`)
    await ethics.getByRole('button', { name: M.sign, exact: true }).click()
    await visible(page.getByText(M.ethicsSignedOn(`${firstName} Journey`, formatDate(easternDay()))))
    await visible(page.getByText(M.progressTotal(2)))

    // The exam fee: the agreement is required, then the cart and checkout.
    let dialog = await payExam(page, M.payExam)
    await expectAccessible(page, 'pay exam dialog')
    await expectPhoneFriendly(page, 'pay exam dialog')
    await dialog.getByRole('button', { name: M.addToCart }).click()
    await visible(dialog.getByText('Required'))
    await dialog.getByRole('checkbox', { name: /over 18/ }).check()
    await dialog.getByRole('button', { name: M.addToCart }).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByText('AFC® Certification Exam'))
    await payAtCheckout(page, env.portal)

    // The exam provider's result, simulated in this demo environment: a fail asks for a retake.
    await openDashboard(page)
    await visible(examRegion(page).getByText('Paid', { exact: true }))
    await examRegion(page).getByRole('button', { name: M.simulateFail }).click()
    await visible(examRegion(page).getByText('Retake Required / $295.00 Due'))
    await visible(examRegion(page).getByText(M.attemptsRemaining(4)))
    dialog = await payExam(page, M.payRetake)
    await dialog.getByRole('checkbox', { name: /over 18/ }).check()
    await dialog.getByRole('button', { name: M.addToCart }).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await payAtCheckout(page, env.portal)
    await openDashboard(page)
    await examRegion(page).getByRole('button', { name: M.simulatePass }).click()
    await visible(examRegion(page).getByText('Passed', { exact: true }))
    await visible(page.getByText(M.progressTotal(3)))
    await expectAccessible(page, 'certification dashboard (exam passed)')
    expect(problems).toEqual([])
    await context.close()

    // Staff see both attempts on the registration review and correct the score.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/course-registrations/${registrationId}`)
    const attempts = staff.page.getByRole('table', { name: 'Exam attempts' })
    await visible(attempts.getByRole('cell', { name: 'Fail' }))
    await visible(attempts.getByRole('cell', { name: 'Pass' }))
    await expectAccessible(staff.page, 'registration review with exams')
    await expectPhoneFriendly(staff.page, 'registration review with exams')
    await attempts.getByRole('button', { name: /^Edit/ }).last().click()
    const edit = staff.page.getByRole('dialog', { name: 'Edit Exam Result' })
    await visible(edit)
    await edit.getByLabel('Score').fill('121')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => edit.isVisible()).toBe(false)
    await visible(attempts.getByRole('cell', { name: '121' }))
    expect(staff.problems).toEqual([])
    await staff.context.close()
  })

  it('shows a member without a registration how to register, and a certificant the certification held', async () => {
    const member = await session('member@example.org', DEMO_PASSWORD)
    await openDashboard(member.page)
    await visible(member.page.getByRole('link', { name: /^Register for the / }).first())
    await expectAccessible(member.page, 'certification dashboard (not certified)')
    await expectPhoneFriendly(member.page, 'certification dashboard (not certified)')
    expect(member.problems).toEqual([])
    await member.context.close()

    const certified = await session('certified@example.org', DEMO_PASSWORD)
    await openDashboard(certified.page)
    await visible(certified.page.getByRole('heading', { name: M.yourCertifications }))
    await visible(certified.page.getByText('Good Standing', { exact: true }).first())
    await expectAccessible(certified.page, 'certification dashboard (certified)')
    await expectPhoneFriendly(certified.page, 'certification dashboard (certified)')
    expect(certified.problems).toEqual([])
    await certified.context.close()
  })
})
