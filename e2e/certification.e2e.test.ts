import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  CandidateMessages as M,
  DashboardMessages as D,
  ExperienceMessages as X,
  PostRegistrationMessages as P,
  formatDate,
  easternDay,
} from '@portal/contracts'
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo'
import { errorOf, expectAccessible, expectPhoneFriendly, visible, watchPageProblems } from './support/browser'
import { payAtCheckout } from './support/commerce'
import { completeExperienceAndProfile, createCandidate, MEMBER_PASSWORD, signIn } from './support/members'
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
  it('signs the Code of Ethics, pays the exam, fails, retakes, passes, applies; staff edit the result and certify', async () => {
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

    // With the hours approved, the final application opens: the post-registration wizard.
    await completeExperienceAndProfile(env.portal, user.id, registrationId)
    await openDashboard(page)
    await visible(page.getByText(M.progressTotal(4)))
    await page.getByRole('link', { name: M.finishCertification }).click()
    await visible(page.getByRole('heading', { name: P.title, level: 1 }))
    await visible(page.getByRole('heading', { name: P.certificateName, level: 2 }))
    await expectAccessible(page, 'final application: certificate name')
    await expectPhoneFriendly(page, 'final application: certificate name')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => errorOf(page.getByRole('textbox', { name: P.certificateName }))).toBe(P.required)
    await page.getByRole('textbox', { name: P.certificateName }).fill(`${firstName} Q. Journey`)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await visible(page.getByRole('heading', { name: 'Professional Info', level: 2 }))
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Organization' }).inputValue())
      .toBe('Riverside Credit Union')
    await expectAccessible(page, 'final application: professional info')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => errorOf(page.getByLabel('Primary Area of Work'))).toBe(P.required)
    await page.getByLabel('Primary Area of Work').selectOption({ label: 'Financial Institution' })
    await page.getByRole('group', { name: 'Primary Work Areas' }).getByLabel('Credit Union').check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await visible(page.getByRole('heading', { name: 'Preferences', level: 2 }))
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await visible(page.getByRole('heading', { name: 'Final Summary', level: 2 }))
    await visible(page.getByText(`${firstName} Q. Journey`))
    await expectAccessible(page, 'final application: summary')
    await expectPhoneFriendly(page, 'final application: summary')
    await page.getByRole('button', { name: P.submit }).click()
    await page.waitForURL(`${env.portal.url}/certifications-and-training`)
    await visible(page.getByText(M.finalApprovalBanner))
    expect(problems).toEqual([])

    // Staff see both attempts on the registration review and correct the score.
    const staff = await session(ADMIN_EMAIL, DEMO_PASSWORD)
    await staff.page.goto(`${env.portal.url}/admin/course-registrations/${registrationId}`)
    const attempts = staff.page.getByRole('table', { name: 'Exam Attempts' })
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

    // Final approval issues the certification.
    const postRegistration = staff.page.getByRole('region', { name: 'Post Registration Progress' })
    await visible(postRegistration.getByRole('cell', { name: `${firstName} Q. Journey` }))
    await postRegistration.getByRole('button', { name: 'Approve' }).click()
    const approve = staff.page.getByRole('dialog', { name: 'Approve Final Application' })
    await visible(approve)
    await expectAccessible(staff.page, 'approve final application')
    await approve.getByRole('textbox', { name: 'Message' }).fill('Congratulations on your certification!')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await visible(postRegistration.getByRole('cell', { name: 'Complete' }))
    expect(staff.problems).toEqual([])
    await staff.context.close()

    // The candidate is now certified; the certificate is issued by a job moments later.
    await openDashboard(page)
    await visible(page.getByRole('heading', { name: M.yourCertifications }))
    const certificate = page.getByRole('link', { name: M.viewCertificate })
    await expect
      .poll(
        async () => {
          if (await certificate.isVisible()) return true
          await openDashboard(page)
          return false
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true)
    await certificate.click()
    const article = page.getByRole('article', { name: 'Certificate' })
    await visible(article.getByText(`${firstName} Q. Journey`))
    await visible(article.getByText('Accredited Financial Counselor® (AFC®)'))
    await expectAccessible(page, 'certificate')
    await expectPhoneFriendly(page, 'certificate')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a member how to register, the finalist the final application, a certificant the certification held', async () => {
    const member = await session('member@example.org', DEMO_PASSWORD)
    await openDashboard(member.page)
    await visible(member.page.getByRole('link', { name: /^Register for the / }).first())
    await expectAccessible(member.page, 'certification dashboard (not certified)')
    await expectPhoneFriendly(member.page, 'certification dashboard (not certified)')
    expect(member.problems).toEqual([])
    await member.context.close()

    const retake = await session('retake@example.org', DEMO_PASSWORD)
    await openDashboard(retake.page)
    await visible(examRegion(retake.page).getByText('Retake Required / $295.00 Due'))
    await visible(examRegion(retake.page).getByText(M.attemptsRemaining(4)))
    await visible(examRegion(retake.page).getByRole('button', { name: M.payRetake }))
    expect(retake.problems).toEqual([])
    await retake.context.close()

    const finalist = await session('finalist@example.org', DEMO_PASSWORD)
    await openDashboard(finalist.page)
    await visible(finalist.page.getByText(M.progressTotal(4)))
    await visible(finalist.page.getByRole('link', { name: M.finishCertification }))
    expect(finalist.problems).toEqual([])
    await finalist.context.close()

    const inReview = await session('finalreview@example.org', DEMO_PASSWORD)
    await openDashboard(inReview.page)
    await visible(inReview.page.getByText(M.finalApprovalBanner))
    expect(inReview.problems).toEqual([])
    await inReview.context.close()

    const certified = await session('certified@example.org', DEMO_PASSWORD)
    await openDashboard(certified.page)
    await visible(certified.page.getByRole('heading', { name: M.yourCertifications }))
    await visible(certified.page.getByText('Good Standing', { exact: true }).first())
    await expectAccessible(certified.page, 'certification dashboard (certified)')
    await expectPhoneFriendly(certified.page, 'certification dashboard (certified)')
    expect(certified.problems).toEqual([])
    await certified.context.close()
  })

  it('tells one state of a registration on the dashboard card, the certification page, the profile badge and the experience page', async () => {
    const certificationCard = (page: Page) => page.getByRole('region', { name: 'Certification', exact: true })
    const profile = (page: Page) => page.getByRole('region', { name: 'Profile summary' })
    const portalDashboard = async (page: Page) => {
      await page.goto(`${env.portal.url}/`)
      await visible(certificationCard(page))
    }
    const experiencePage = async (page: Page) => {
      await page.goto(`${env.portal.url}/certifications-and-training/experience`)
      await visible(page.getByRole('heading', { name: X.listTitle, level: 1 }))
    }

    // Sent back by staff: the step, the message and the way back in, on the card and the page alike.
    const applicant = await session('applicant@example.org', DEMO_PASSWORD)
    await portalDashboard(applicant.page)
    const sentBack = D.changesRequested('Supporting Documentation')
    await visible(certificationCard(applicant.page).getByText(sentBack))
    await visible(certificationCard(applicant.page).getByRole('link', { name: D.makeChanges }))
    expect(await certificationCard(applicant.page).getByRole('link', { name: D.enrollNow }).count()).toBe(0)
    await visible(profile(applicant.page).getByText(D.changesRequestedBadge))
    await expectPhoneFriendly(applicant.page, 'dashboard (sent back)')
    await openDashboard(applicant.page)
    await visible(applicant.page.getByText(sentBack))
    await visible(applicant.page.getByRole('link', { name: D.makeChanges }))
    expect(await applicant.page.getByRole('link', { name: M.continueRegistration }).count()).toBe(0)
    await expectAccessible(applicant.page, 'certification page (sent back)')
    expect(applicant.problems).toEqual([])
    await applicant.context.close()

    // In review: no Register beside the notice, and the profile badge says In Review.
    const student = await session('student@example.org', DEMO_PASSWORD)
    await portalDashboard(student.page)
    await visible(profile(student.page).getByText(D.inReview))
    expect(await profile(student.page).getByText('In Progress', { exact: true }).count()).toBe(0)
    await openDashboard(student.page)
    await visible(student.page.getByText(D.registrationInReview))
    expect(await student.page.getByRole('link', { name: /^Register for the AFC/ }).count()).toBe(0)
    expect(student.problems).toEqual([])
    await student.context.close()

    // Experience Approval: the candidate is told what they wait for.
    const hoursReview = await session('hoursreview@example.org', DEMO_PASSWORD)
    await openDashboard(hoursReview.page)
    await visible(hoursReview.page.getByText(D.experienceInReview))
    expect(hoursReview.problems).toEqual([])
    await hoursReview.context.close()

    // Passed: no attempts counted down.
    const finalist = await session('finalist@example.org', DEMO_PASSWORD)
    await openDashboard(finalist.page)
    await visible(examRegion(finalist.page).getByText('Passed', { exact: true }))
    expect(
      await examRegion(finalist.page)
        .getByText(/attempts remaining/)
        .count(),
    ).toBe(0)
    expect(await finalist.page.getByRole('region', { name: 'Demo Controls' }).count()).toBe(0)
    // The Four E's complete: hours are viewed, not logged, and no practice exam is sold after the pass.
    await visible(finalist.page.getByRole('link', { name: X.viewExperience }))
    expect(await finalist.page.getByRole('link', { name: M.logExperience }).count()).toBe(0)
    const practice = finalist.page.getByRole('region', { name: M.practiceExams, exact: true })
    expect(await practice.getByRole('link', { name: D.practiceBuy }).count()).toBe(0)
    expect(finalist.problems).toEqual([])
    await finalist.context.close()

    // The final review: hours are viewed, not logged.
    const finalReview = await session('finalreview@example.org', DEMO_PASSWORD)
    await openDashboard(finalReview.page)
    await visible(finalReview.page.getByRole('link', { name: X.viewExperience }))
    expect(await finalReview.page.getByRole('link', { name: M.logExperience }).count()).toBe(0)
    await experiencePage(finalReview.page)
    await visible(finalReview.page.getByText(X.finalReview))
    expect(await finalReview.page.getByRole('link', { name: X.addTitle }).count()).toBe(0)
    expect(finalReview.problems).toEqual([])
    await finalReview.context.close()

    // Expired for good (the extension was rejected): locked, and not told to request an extension.
    const declined = await session('declined@example.org', DEMO_PASSWORD)
    await experiencePage(declined.page)
    await visible(declined.page.getByText(X.lockedForGood))
    expect(await declined.page.getByText(X.notWorking).count()).toBe(0)
    // Why: the reviewer's reason, as the notification quotes it, on the card and the page.
    const declinedReason = /^The reviewer's reason: Extensions are for candidates close to finishing/
    await portalDashboard(declined.page)
    await visible(certificationCard(declined.page).getByText(declinedReason))
    await openDashboard(declined.page)
    await visible(declined.page.getByText(declinedReason))
    await visible(declined.page.getByRole('table', { name: 'Your registration' }))
    expect(declined.problems).toEqual([])
    await declined.context.close()

    // Certified: the history stays readable, and the certification page has no dead end.
    const certified = await session('certified@example.org', DEMO_PASSWORD)
    await experiencePage(certified.page)
    await visible(certified.page.getByText(X.complete))
    await visible(certified.page.getByRole('region', { name: 'Your Experience' }).getByRole('table'))
    await openDashboard(certified.page)
    const keeping = certified.page.getByRole('region', { name: M.keepingTitle })
    await visible(keeping.getByText(M.keepingSoon))
    await keeping.getByRole('link', { name: M.openPayments }).click()
    await certified.page.waitForURL(`${env.portal.url}/payments`)
    expect(certified.problems).toEqual([])
    await certified.context.close()
  })
})
