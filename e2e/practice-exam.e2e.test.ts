import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PracticeExamMessages as M } from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { createCandidate, MEMBER_PASSWORD, signIn } from './support/members'
import { usePortalAndBrowser } from './support/setup'

const env = usePortalAndBrowser()

const uniqueName = (base: string) => `${base}${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`

async function session(email: string, password: string) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const problems = watchPageProblems(page)
  await signIn(page, env.portal, email, password)
  return { context, page, problems }
}

/** Answers every question of a survey or exam form with its first option. */
async function answerAll(page: Page, scope = page.getByRole('dialog')) {
  const groups = scope.getByRole('radiogroup')
  await expect.poll(() => groups.count()).toBeGreaterThan(0)
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check()
}

describe('practice exams', () => {
  it('buys the bundle, answers the surveys, takes Exam #1 at the provider and reads the score report; staff reset it', async () => {
    const { user, registrationId } = await createCandidate(env.portal, uniqueName('Pat'))
    const { context, page, problems } = await session(user.email, MEMBER_PASSWORD)
    await page.goto(`${env.portal.url}/registration/${registrationId}/practice-exam`)
    await visible(page.getByRole('heading', { name: M.title, level: 1 }))
    // Said as it is: questions from each competency area (not 75), the exam on this site (no new window).
    await visible(page.getByText(/with questions from each competency area of the AFC® exam/))
    expect(await page.getByText(/new window|75 questions/).count()).toBe(0)
    await expectAccessible(page, 'practice exams (not purchased)')
    await expectPhoneFriendly(page, 'practice exams (not purchased)')

    await page.getByRole('button', { name: M.purchase }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: 'Add to Cart' }).click()
    await page.waitForURL(`${env.portal.url}/cart`)
    await visible(page.getByText('AFC® Practice Exam'))
    await payAtCheckout(page, env.portal)

    await page.goto(`${env.portal.url}/registration/${registrationId}/practice-exam`)
    const exam1 = page.getByRole('region', { name: M.exam(1) })
    await visible(exam1.getByText('Set aside 90 minutes. The exam opens on this site; your score report follows it.'))
    await exam1.getByRole('button', { name: M.take }).click()
    // The pre-exam survey: every question must be answered.
    const survey = page.getByRole('dialog')
    await visible(survey)
    await expectAccessible(page, 'pre-exam survey')
    await survey.getByRole('button', { name: /Continue|Submit/ }).click()
    await visible(survey.getByText(M.answerQuestion).first())
    await answerAll(page)
    await survey.getByRole('button', { name: /Continue|Submit/ }).click()

    // The provider's exam page (the local stand-in), then back to the post-exam survey.
    await page.waitForURL(/\/practice-exam-delivery\//)
    await expectAccessible(page, 'practice exam page')
    await expectPhoneFriendly(page, 'practice exam page')
    await answerAll(page, page.locator('main'))
    await page.getByRole('button', { name: M.submit }).click()
    await page.waitForURL(/\/practice-exam\/\d+\?exam=1/)
    const post = page.getByRole('dialog')
    await visible(post)
    // The post-exam survey says what it is about, not the pre-exam text again.
    await visible(post.getByText(M.postSurveyText))
    await answerAll(page)
    await post.getByRole('button', { name: M.postSurveyButton }).click()

    // The score report: nine competencies.
    await page.waitForURL(/\/result\/1$/)
    const table = page.getByRole('table', { name: 'Competency scores' })
    await visible(table)
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThanOrEqual(9)
    await expectAccessible(page, 'score report')
    await expectPhoneFriendly(page, 'score report')
    expect(problems).toEqual([])
    await context.close()

    // Staff reset Exam #1 from the registration review.
    const staff = await session('admin@example.org', DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/course-registrations/${registrationId}`)
    const card = staff.page.getByRole('region', { name: 'Practice Exams' })
    await card.getByRole('button', { name: /Reset/ }).first().click()
    await staff.page.getByRole('dialog').getByRole('button', { name: /Reset/ }).click()
    await visible(staff.page.getByText(M.resetDone))
    expect(staff.problems).toEqual([])
    await staff.context.close()
  })
})
