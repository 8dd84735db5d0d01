import {
  CandidateMessages as M,
  RegistrationMessages,
  addMonthsToDay,
  addDaysToDay,
  DashboardMessages,
  ExperienceMessages,
  PracticeExamMessages,
  practiceExamRoutes,
  candidateRoutes as routes,
  cartRoutes,
  registrationRoutes,
  easternDay,
  type CertificationDashboard,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  examAttempts,
  exams,
  experiences,
  lineItems,
  serviceTypes,
  transactions,
  webhookEvents,
} from '../../db/schema'
import { EXAM_SIGNATURE_HEADER, EXAM_WEBHOOK_PATH, isLocalExamDelivery } from '../../platform/exam-delivery'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { heldCertification } from '../../../test/certification-fixtures'
import {
  approvedRegistration,
  certificationOf,
  changeRegistration,
  giveMembership,
  insertRegistration,
  pay,
} from '../../../test/registration-fixtures'

let t: TestApp
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t?.close()
})

const today = () => easternDay()

/** A candidate past registration approval: their registration in progress, as staff approval leaves it. */
async function candidate(
  options: {
    key?: 'afc' | 'afcc'
    deadline?: string
    member?: boolean
    status?: 'in_progress' | 'experience_approval' | 'final_approval'
  } = {},
) {
  const { client, user } = await signedIn(t)
  if (options.member) await giveMembership(t, user.id)
  const key = options.key ?? 'afc'
  const certification = await certificationOf(t, key)
  const registration = await approvedRegistration(t, user.id, {
    certification: key,
    values: {
      status: options.status ?? 'in_progress',
      ...(options.deadline ? { deadline: options.deadline } : {}),
      payExamFeeUpfront: false,
    },
  })
  return { client, user, registration, certification }
}

async function dashboard(client: TestClient): Promise<CertificationDashboard> {
  return (await client.call(routes.certificationDashboard)).data()
}

async function candidateView(client: TestClient) {
  const view = await dashboard(client)
  if (view.variant !== 'candidate') throw new Error(`expected the candidate view, got ${view.variant}`)
  return view.candidate
}

const payExam = (client: TestClient, id: number, body: { internationalExam?: boolean; examAgreement?: boolean }) =>
  client.call(routes.payExam, { params: { id }, body })

const attemptsOf = (registrationId: number) =>
  t.database.db.select().from(examAttempts).where(eq(examAttempts.registrationId, registrationId))

describe('the certification dashboard', () => {
  it('shows a member with no registration the not-certified view, with a registration per certification', async () => {
    const { client } = await signedIn(t)
    const view = await dashboard(client)
    expect(view.variant).toBe('not_certified')
    if (view.variant !== 'not_certified') return
    expect(view.notice).toBeNull()
    const afc = await certificationOf(t, 'afc')
    expect(view.options.find((option) => option.id === afc.id)?.action).toEqual({
      label: M.enroll(afc.name),
      to: `/certifications-and-training/register/${afc.id}`,
    })
  })

  it('shows a candidate the Four E’s, the exam due at the member price, the exam id and the AFC resources', async () => {
    const { client, user, registration } = await candidate({ member: true })
    const view = await candidateView(client)
    expect(view.registrationId).toBe(registration.id)
    expect(view.progress).toEqual({ education: 100, experience: 0, exam: 0, ethics: 0, total: 1, canFinish: false })
    expect(view.exam).toMatchObject({
      state: 'due',
      statusText: '$395.00 Due',
      priceCents: 39500,
      canPay: true,
      payNote: null,
      inCart: false,
      attemptsRemaining: 5,
      assignedExamId: `AFC${String(user.id).padStart(6, '0')}`,
      awaitingResult: false,
      attempts: [],
    })
    expect(view.isLocked).toBe(false)
    expect(view.demoControls).toBe(true)
    expect(view.studyResources.length).toBeGreaterThan(0)
    expect(view.accommodationsNote).toBe(M.accommodations)
  })

  it('shows a certificant the certified view', async () => {
    const { client, user } = await signedIn(t)
    const afc = await certificationOf(t, 'afc')
    await heldCertification(t, user.id, { certifiedOn: '2024-05-01' })
    const view = await dashboard(client)
    expect(view).toMatchObject({
      variant: 'certified',
      certifications: [{ name: afc.name, status: 'good_standing', certifiedOn: '05/01/2024', notice: null }],
    })
  })

  it('stays on the registration in progress when the candidate starts another certification’s wizard', async () => {
    const { client, registration } = await candidate()
    const afcc = await certificationOf(t, 'afcc')
    expect((await client.call(registrationRoutes.createRegistration, { params: { id: afcc.id } })).statusCode).toBe(200)
    expect((await candidateView(client)).registrationId).toBe(registration.id)
  })

  it('locks the candidate page past the deadline: the exam cannot be paid', async () => {
    const { client, registration } = await candidate({ deadline: addDaysToDay(today(), -1) })
    const view = await candidateView(client)
    expect(view.isLocked).toBe(true)
    expect(view.lockedNotice).toContain('expired')
    expect(view.exam.canPay).toBe(false)
    expect(view.progress.canFinish).toBe(false)
    // No practice exams to buy either.
    expect(view.practiceExams).toMatchObject({ state: 'not_purchased', action: null })
    const refused = await payExam(client, registration.id, { examAgreement: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.examLocked)
    expect(await attemptsOf(registration.id)).toEqual([])
  })
})

describe('the Code of Ethics', () => {
  it('requires a signature and a date not in the future, then signs once', async () => {
    const { client, registration } = await candidate()
    const blank = await client.call(routes.signCodeOfEthics, {
      params: { id: registration.id },
      body: { signature: '  ', date: today() },
    })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors.signature).toEqual([M.required])

    const impossible = await client.call(routes.signCodeOfEthics, {
      params: { id: registration.id },
      body: { signature: 'Casey Candidate', date: '2024-02-30' },
    })
    expect(impossible.statusCode).toBe(422)
    expect(Object.keys(impossible.json().errors)).toEqual(['date'])

    const future = await client.call(routes.signCodeOfEthics, {
      params: { id: registration.id },
      body: { signature: 'Casey Candidate', date: addDaysToDay(today(), 1) },
    })
    expect(future.statusCode).toBe(422)
    expect(future.json().errors.date).toEqual([M.futureDate])

    const signed = await client.call(routes.signCodeOfEthics, {
      params: { id: registration.id },
      body: { signature: 'Casey Candidate', date: today() },
    })
    const view = await signed.data()
    if (view.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(view.candidate.codeOfEthics).toEqual({ isSigned: true, signature: 'Casey Candidate', signedOn: today() })
    expect(view.candidate.progress.ethics).toBe(100)

    const again = await client.call(routes.signCodeOfEthics, {
      params: { id: registration.id },
      body: { signature: 'Someone Else', date: today() },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(M.ethicsAlreadySigned)
  })
})

describe('paying and taking the exam', () => {
  it('requires the agreement, puts the exam in the cart once, and a fail asks for a retake at the retake price', async () => {
    const { client, registration } = await candidate()

    const refused = await payExam(client, registration.id, { examAgreement: false })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.examAgreement).toEqual([RegistrationMessages.required])
    expect(await attemptsOf(registration.id)).toEqual([])

    const first = await (await payExam(client, registration.id, { examAgreement: true })).data()
    const second = await (
      await payExam(client, registration.id, { examAgreement: true, internationalExam: true })
    ).data()
    expect(second.lineItemId).toBe(first.lineItemId)
    expect(await attemptsOf(registration.id)).toHaveLength(1)

    const cart = await (await client.call(cartRoutes.getCartItems)).data()
    const names = cart.items.map((item) => item.name).sort()
    // The international sitting replaced the domestic exam shipping.
    expect(names).toEqual(['AFC® Certification Exam', 'International Exam Materials Shipping'])
    let view = await candidateView(client)
    expect(view.exam).toMatchObject({ inCart: true, canPay: false, statusText: '$495.00 Due' })

    expect((await pay(client)).statusCode).toBe(200)
    view = await candidateView(client)
    expect(view.exam).toMatchObject({ state: 'paid', statusText: 'Paid', awaitingResult: true, canPay: false })
    expect(view.exam.attempts[0]).toMatchObject({ isPaid: true, international: true, paidOn: today() })

    const notDue = await payExam(client, registration.id, { examAgreement: true })
    expect(notDue.statusCode).toBe(409)
    expect(notDue.json().message).toBe(M.examNotDue)

    const failed = await (await client.call(routes.simulateFailExam, { params: { id: registration.id } })).data()
    if (failed.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(failed.candidate.exam).toMatchObject({
      state: 'retake',
      statusText: 'Retake Required / $295.00 Due',
      priceCents: 29500,
      attemptsRemaining: 4,
      canPay: true,
      awaitingResult: false,
    })
    expect(failed.candidate.exam.attempts[0]).toMatchObject({ result: 'F', resultLabel: 'Fail', takenOn: today() })
    // Every fee of the retake is named before Add to Cart: the exam materials' shipping too.
    expect(failed.candidate.exam.payOptions).toEqual({
      domestic: {
        lines: [
          { name: 'AFC® Certification Exam', priceCents: 29500 },
          { name: 'Exam Materials Shipping', priceCents: 1500 },
        ],
        totalCents: 31000,
      },
      international: {
        lines: [
          { name: 'AFC® Certification Exam', priceCents: 29500 },
          { name: 'International Exam Materials Shipping', priceCents: 4000 },
        ],
        totalCents: 33500,
      },
    })

    const retake = await (await payExam(client, registration.id, { examAgreement: true })).data()
    // The cart holds exactly what was named.
    const retakeCart = (await client.call(cartRoutes.getCartItems)).data()
    expect(retakeCart.items.map((item) => ({ name: item.name, priceCents: item.total }))).toEqual(
      failed.candidate.exam.payOptions?.domestic.lines,
    )
    expect(retakeCart.total).toBe(failed.candidate.exam.payOptions?.domestic.totalCents)
    const [retakeLine] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, retake.lineItemId))
    expect(retakeLine).toMatchObject({ finalPriceCents: 29500, showInCart: true })
    expect((await attemptsOf(registration.id)).map((attempt) => attempt.retake)).toEqual([false, true])
    expect((await pay(client)).statusCode).toBe(200)

    const passed = await (await client.call(routes.simulatePassExam, { params: { id: registration.id } })).data()
    if (passed.variant !== 'candidate') throw new Error('expected the candidate view')
    // Passed: no attempts are counted down any more ("5 of 5 attempts remaining" said nothing true).
    expect(passed.candidate.exam).toMatchObject({
      state: 'passed',
      statusText: 'Passed',
      canPay: false,
      attemptsRemaining: null,
    })
    expect(passed.candidate.progress.exam).toBe(100)

    const nothingWaits = await client.call(routes.simulatePassExam, { params: { id: registration.id } })
    expect(nothingWaits.statusCode).toBe(409)
    expect(nothingWaits.json().message).toBe(M.noExamAwaitingResult)
  })

  it('never asks a Military Spouse Fellowship candidate to pay the exam: the foundation partner covers it', async () => {
    const { client, user } = await signedIn(t)
    const registration = await approvedRegistration(t, user.id, {
      pathway: 'military_spouse',
      values: { militarySpouse: true, payExamFeeUpfront: false },
    })
    const view = await candidateView(client)
    expect(view.exam).toMatchObject({
      state: 'due',
      statusText: 'Covered by the Military Spouse Fellowship',
      canPay: false,
      payNote: M.examCoveredNote,
      payOptions: null,
    })
    const refused = await payExam(client, registration.id, { examAgreement: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.examCoveredNote)
    expect(await attemptsOf(registration.id)).toEqual([])
    expect((await client.call(cartRoutes.getCartItems)).data().items).toEqual([])
    // The portal dashboard's card says the same.
    const card = (await client.request({ method: 'GET', url: '/api/dashboard' })).json<{
      certification: { examStatus?: string }
    }>()
    expect(card.certification.examStatus).toBe('Covered by the Military Spouse Fellowship')
  })

  it('tells a candidate in experience approval, and one in final approval, what they wait for', async () => {
    const hours = await dashboard((await candidate({ status: 'experience_approval' })).client)
    if (hours.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(hours.candidate.reviewNotice).toBe(DashboardMessages.experienceInReview)
    const final = await dashboard((await candidate({ status: 'final_approval' })).client)
    if (final.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(final.candidate.reviewNotice).toBe(M.finalApprovalBanner)
    // Never bought and no longer on offer: no Learning System card with nothing in it.
    expect(final.candidate.learningSystem).toBeNull()
    const working = await dashboard((await candidate()).client)
    if (working.variant !== 'candidate') throw new Error('expected the candidate view')
    expect(working.candidate.reviewNotice).toBeNull()
    expect(working.candidate.learningSystem).toMatchObject({ canBuy: true, accessMonths: 12 })
  })

  it('offers a candidate with the Four E’s complete only what remains: no practice exams to buy, no hours to log', async () => {
    const { client, registration, certification } = await candidate()
    await changeRegistration(t, registration.id, { requiredHours: 10 })
    const [type] = await t.database.db
      .insert(serviceTypes)
      .values({ certificationId: certification.id, name: 'Financial counseling (finalist test)', allowed: 1000 })
      .returning()
    await t.database.db.insert(experiences).values({
      registrationId: registration.id,
      serviceTypeId: type?.id ?? 0,
      organization: 'Springfield Credit Union',
      hours: 10,
      supervisorName: 'Sam Supervisor',
      supervisorEmail: 'sam@example.test',
      supervisorPhone: '555-0100',
      description: 'Counseling',
      startDate: addDaysToDay(today(), -30),
      endDate: addDaysToDay(today(), -1),
      approved: true,
    })
    let view = await candidateView(client)
    // The hours are done; the practice exams still help before the exam.
    expect(view.experience.action).toEqual({
      label: ExperienceMessages.viewExperience,
      to: '/certifications-and-training/experience',
    })
    expect(view.practiceExams.action).toMatchObject({ label: DashboardMessages.practiceBuy })

    await admin.call(routes.adminAddExamAttempt, {
      params: { id: registration.id },
      body: { result: 'P', score: 118, takenAt: today(), paidOn: today() },
    })
    view = await candidateView(client)
    expect(view.exam.state).toBe('passed')
    expect(view.practiceExams).toEqual({
      state: 'not_purchased',
      text: PracticeExamMessages.notForSalePassed,
      action: null,
    })
    const refused = await client.call(practiceExamRoutes.addPracticeExamToCart, { params: { id: registration.id } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(PracticeExamMessages.notForSalePassed)
    // The portal dashboard's card says the same.
    const card = (await client.request({ method: 'GET', url: '/api/dashboard' })).json<{
      certification: { practiceExams?: { text: string; action: unknown } }
    }>()
    expect(card.certification.practiceExams).toMatchObject({
      text: PracticeExamMessages.notForSalePassed,
      action: null,
    })
  })

  it('prices the attempt waiting in the cart again: a member since pays the member price', async () => {
    const { client, user, registration } = await candidate()
    const first = await (await payExam(client, registration.id, { examAgreement: true })).data()
    const lineOf = async (id: number) => (await t.database.db.select().from(lineItems).where(eq(lineItems.id, id)))[0]
    expect(await lineOf(first.lineItemId)).toMatchObject({ finalPriceCents: 49500 })

    await giveMembership(t, user.id)
    const again = await (await payExam(client, registration.id, { examAgreement: true })).data()
    expect(again.lineItemId).toBe(first.lineItemId)
    const line = await lineOf(again.lineItemId)
    expect(line).toMatchObject({ priceCents: 49500, finalPriceCents: 39500, showInCart: true })
    expect(line?.extra).toMatchObject({ offer: 'member' })
    expect((await candidateView(client)).exam).toMatchObject({ statusText: '$395.00 Due', inCart: true })
    expect(await attemptsOf(registration.id)).toHaveLength(1)
  })

  it('prices the attempt waiting in the cart again: a fail recorded since makes it a retake', async () => {
    const { client, registration } = await candidate()
    await (await payExam(client, registration.id, { examAgreement: true })).data()
    expect((await pay(client)).statusCode).toBe(200)
    // Staff add the next attempt before the first one's result is known; the candidate puts it in the cart.
    await admin.call(routes.adminAddExamAttempt, { params: { id: registration.id }, body: {} })
    const waiting = await (await payExam(client, registration.id, { examAgreement: true })).data()
    const lineOf = async (id: number) => (await t.database.db.select().from(lineItems).where(eq(lineItems.id, id)))[0]
    expect(await lineOf(waiting.lineItemId)).toMatchObject({ finalPriceCents: 49500 })

    expect((await client.call(routes.simulateFailExam, { params: { id: registration.id } })).statusCode).toBe(200)
    const retake = await (await payExam(client, registration.id, { examAgreement: true })).data()
    expect(retake.lineItemId).toBe(waiting.lineItemId)
    expect(await lineOf(retake.lineItemId)).toMatchObject({ priceCents: 29500, finalPriceCents: 29500 })
    expect((await attemptsOf(registration.id)).map((attempt) => attempt.retake)).toEqual([false, true])
  })

  it('refuses a sixth attempt', async () => {
    const { client, registration, certification } = await candidate()
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.certificationId, certification.id))
    if (!exam) throw new Error('no exam')
    for (let n = 0; n < 5; n++) {
      const add = await admin.call(routes.adminAddExamAttempt, {
        params: { id: registration.id },
        body: { result: n < 4 ? 'F' : 'A', takenAt: today(), paidOn: today(), retake: n > 0 },
      })
      expect(add.statusCode).toBe(200)
    }
    const view = await candidateView(client)
    expect(view.exam).toMatchObject({
      state: 'retake',
      attemptsRemaining: 1,
      canPay: false,
      payNote: M.tooManyAttempts,
    })
    const refused = await payExam(client, registration.id, { examAgreement: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.tooManyAttempts)
    expect(await attemptsOf(registration.id)).toHaveLength(5)
  })

  it('leaves the AFCC® exam to staff: no exam payment', async () => {
    const { client, registration } = await candidate({ key: 'afcc' })
    const view = await candidateView(client)
    expect(view.exam).toMatchObject({ canPay: false, payNote: M.examAfcOnly })
    const refused = await payExam(client, registration.id, { examAgreement: true })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.examAfcOnly)
  })

  it('answers 404 for another member’s registration, and for the simulations when the demo setting is off', async () => {
    const { registration } = await candidate()
    const { client: stranger } = await signedIn(t)
    for (const response of [
      await payExam(stranger, registration.id, { examAgreement: true }),
      await stranger.call(routes.signCodeOfEthics, {
        params: { id: registration.id },
        body: { signature: 'Not Me', date: today() },
      }),
      await stranger.call(routes.simulatePassExam, { params: { id: registration.id } }),
    ]) {
      expect(response.statusCode).toBe(404)
    }
    expect(await attemptsOf(registration.id)).toEqual([])

    const production = await createTestApp({ database: t.database, config: { demoExamControls: false } })
    try {
      const { client, user } = await signedIn(production)
      const own = await insertRegistration(production, user.id, {
        values: { status: 'in_progress', deadline: addMonthsToDay(today(), 12) },
      })
      const simulated = await client.call(routes.simulateFailExam, { params: { id: own.id } })
      expect(simulated.statusCode).toBe(404)
      const view = await candidateView(client)
      expect(view.demoControls).toBe(false)
    } finally {
      await production.close()
    }
  })
})

describe('the AFC® Learning System', () => {
  it('is bought through the cart once and then gives 12 months of access', async () => {
    const { client, registration } = await candidate()
    let view = await candidateView(client)
    expect(view.learningSystem).toMatchObject({
      name: 'AFC® Learning System',
      accessUntil: null,
      canBuy: true,
      inCart: false,
    })
    const add = () => client.call(routes.addLearningSystem, { body: { registrationId: registration.id } })
    const first = await (await add()).data()
    const second = await (await add()).data()
    expect(second.lineItemId).toBe(first.lineItemId)
    view = await candidateView(client)
    expect(view.learningSystem).toMatchObject({ inCart: true, canBuy: false })
    expect((await pay(client)).statusCode).toBe(200)
    view = await candidateView(client)
    const until = addMonthsToDay(today(), 12)
    expect(view.learningSystem).toMatchObject({
      isActive: true,
      canBuy: false,
      accessUntil: until.slice(5, 7) + '/' + until.slice(8) + '/' + until.slice(0, 4),
    })
    const active = await add()
    expect(active.statusCode).toBe(409)
    expect(active.json().message).toBe(M.learningSystemActive)
    const { client: stranger } = await signedIn(t)
    const refused = await stranger.call(routes.addLearningSystem, { body: { registrationId: registration.id } })
    expect(refused.statusCode).toBe(404)
  })
})

describe('staff exam attempts', () => {
  it('adds, edits (a paid date records an admin payment), deletes, audits, and stops at 5', async () => {
    const { registration } = await candidate()
    let attempts = await (await admin.call(routes.adminExamAttempts, { params: { id: registration.id } })).data()
    expect(attempts).toMatchObject({ attempts: [], canAdd: true })
    expect(attempts.exams.length).toBeGreaterThan(0)

    attempts = await (
      await admin.call(routes.adminAddExamAttempt, {
        params: { id: registration.id },
        body: { score: 95, result: 'F', takenAt: '2026-03-02', retake: false, message: 'Scheduled by phone' },
      })
    ).data()
    const [added] = attempts.attempts
    expect(added).toMatchObject({
      score: 95,
      result: 'F',
      takenOn: '2026-03-02',
      isPaid: false,
      message: 'Scheduled by phone',
    })

    const badScore = await admin.call(routes.adminEditExamAttempt, {
      params: { id: registration.id, examId: added?.id ?? 0 },
      body: { score: -4 },
    })
    expect(badScore.statusCode).toBe(422)
    expect(Object.keys(badScore.json().errors)).toEqual(['score'])

    attempts = await (
      await admin.call(routes.adminEditExamAttempt, {
        params: { id: registration.id, examId: added?.id ?? 0 },
        body: { score: 118, result: 'P', takenAt: '2026-03-02', paidOn: '2026-02-01', retake: false },
      })
    ).data()
    expect(attempts.attempts[0]).toMatchObject({ score: 118, result: 'P', isPaid: true, paidOn: '2026-02-01' })

    await t.queue.runDue()
    expect(isLocalExamDelivery(t.examDelivery) && t.examDelivery.authorized.has(added?.id ?? 0)).toBe(false)
    const paidOnly = await (
      await admin.call(routes.adminAddExamAttempt, { params: { id: registration.id }, body: { paidOn: '2026-02-01' } })
    ).data()
    await t.queue.runDue()
    const paidAttempt = paidOnly.attempts.at(-1)
    expect(isLocalExamDelivery(t.examDelivery) && t.examDelivery.authorized.has(paidAttempt?.id ?? 0)).toBe(true)
    await admin.call(routes.adminDeleteExamAttempt, { params: { id: registration.id, examId: paidAttempt?.id ?? 0 } })

    const clearing = await admin.call(routes.adminEditExamAttempt, {
      params: { id: registration.id, examId: added?.id ?? 0 },
      body: { paidOn: null },
    })
    expect(clearing.statusCode).toBe(422)
    expect(clearing.json().errors.paidOn).toEqual([M.paidOnKept])

    for (let n = 0; n < 4; n++) {
      attempts = await (
        await admin.call(routes.adminAddExamAttempt, { params: { id: registration.id }, body: {} })
      ).data()
    }
    expect(attempts).toMatchObject({ canAdd: false })
    expect(attempts.attempts).toHaveLength(5)
    const sixth = await admin.call(routes.adminAddExamAttempt, { params: { id: registration.id }, body: {} })
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json().message).toBe(M.examAttemptsFull)

    const last = attempts.attempts.at(-1)
    attempts = await (
      await admin.call(routes.adminDeleteExamAttempt, { params: { id: registration.id, examId: last?.id ?? 0 } })
    ).data()
    expect(attempts).toMatchObject({ canAdd: true })
    expect(attempts.attempts).toHaveLength(4)

    const audits = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'exam_attempt')))
    expect(new Set(audits.map((audit) => audit.action))).toEqual(
      new Set(['registration.exam_add', 'registration.exam_edit', 'registration.exam_delete']),
    )
  })

  it('deletes an attempt staff marked paid with its line and its admin entry, audited', async () => {
    const { registration } = await candidate()
    const added = await (
      await admin.call(routes.adminAddExamAttempt, { params: { id: registration.id }, body: { paidOn: today() } })
    ).data()
    const attempt = added.attempts.at(-1)
    expect(attempt).toMatchObject({ isPaid: true })
    const [line] = await t.database.db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.categoryType, 'exam'), eq(lineItems.categoryId, attempt?.id ?? 0)))
    expect(line?.transactionId).not.toBeNull()

    const after = await (
      await admin.call(routes.adminDeleteExamAttempt, { params: { id: registration.id, examId: attempt?.id ?? 0 } })
    ).data()
    expect(after.attempts).toEqual([])
    expect(
      await t.database.db
        .select()
        .from(lineItems)
        .where(eq(lineItems.id, line?.id ?? 0)),
    ).toEqual([])
    expect(
      await t.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, line?.transactionId ?? 0)),
    ).toEqual([])
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'registration.exam_delete'), eq(auditEvents.subjectId, String(attempt?.id))))
    expect(audit?.details).toMatchObject({
      before: { lineItemId: line?.id, transactionId: line?.transactionId },
      deletedTransactionId: line?.transactionId,
    })
  })

  it('refuses to delete an attempt paid by card, with the reason', async () => {
    const { client, registration } = await candidate()
    await (await payExam(client, registration.id, { examAgreement: true })).data()
    expect((await pay(client)).statusCode).toBe(200)
    const [attempt] = await attemptsOf(registration.id)
    const refused = await admin.call(routes.adminDeleteExamAttempt, {
      params: { id: registration.id, examId: attempt?.id ?? 0 },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.paidAttemptKept)
    expect(await attemptsOf(registration.id)).toHaveLength(1)
  })
})

describe('the exam provider', () => {
  const local = () => {
    if (!isLocalExamDelivery(t.examDelivery)) throw new Error('the tests use the local exam provider')
    return t.examDelivery
  }
  const post = (webhook: { body: Buffer; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: EXAM_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [EXAM_SIGNATURE_HEADER]: webhook.signature },
      payload: webhook.body,
    })

  it('authorizes a paid attempt, then applies its result once, whatever the order and number of deliveries', async () => {
    const { client, user, registration } = await candidate()
    await (await payExam(client, registration.id, { examAgreement: true })).data()
    expect((await pay(client)).statusCode).toBe(200)
    const [attempt] = await attemptsOf(registration.id)
    if (!attempt) throw new Error('no attempt')

    // Paying queued the provider's authorization; the candidate can then book a seat.
    await t.queue.runDue()
    expect(local().authorized.get(attempt.id)).toEqual({
      candidateId: `AFC${String(user.id).padStart(6, '0')}`,
      international: false,
    })
    expect((await candidateView(client)).exam.schedulingUrl).toContain('/certifications-and-training')

    const candidateId = `AFC${String(user.id).padStart(6, '0')}`
    const absent = local().resultWebhook({
      attemptId: attempt.id,
      candidateId,
      result: 'A',
      score: null,
      takenAt: new Date('2026-11-01T14:00:00Z'),
      occurredAt: new Date('2026-11-01T18:00:00Z'),
    })
    const passed = local().resultWebhook({
      attemptId: attempt.id,
      candidateId,
      result: 'P',
      score: 114,
      takenAt: new Date('2026-11-01T14:00:00Z'),
      occurredAt: new Date('2026-11-02T09:00:00Z'),
    })
    // The newer result first, three times; then the older one, late.
    for (let n = 0; n < 3; n++) expect((await post(passed)).statusCode).toBe(200)
    expect((await post(absent)).statusCode).toBe(200)
    const [after] = await attemptsOf(registration.id)
    expect(after).toMatchObject({ result: 'P', score: 114, takenAt: new Date('2026-11-01T14:00:00Z') })
    expect((await candidateView(client)).exam.state).toBe('passed')

    // A forged or altered delivery is refused and changes nothing.
    const forged = await post({ body: passed.body, signature: 't=1,v1=00' })
    expect(forged.statusCode).toBe(400)
    const altered = await post({
      body: Buffer.from(passed.body.toString().replace('"P"', '"F"')),
      signature: passed.signature,
    })
    expect(altered.statusCode).toBe(400)
    // A result naming another candidate is not applied.
    const stranger = local().resultWebhook({
      attemptId: attempt.id,
      candidateId: 'AFC999999',
      result: 'F',
      score: 1,
      takenAt: new Date(),
      occurredAt: new Date(),
    })
    expect((await post(stranger)).statusCode).toBe(200)
    expect((await attemptsOf(registration.id))[0]).toMatchObject({ result: 'P', score: 114 })
  })

  it('answers 409 to a result whose attempt is not paid or not known yet, and applies the retry once it is', async () => {
    const { client, user, registration } = await candidate()
    await (await payExam(client, registration.id, { examAgreement: true })).data()
    const [attempt] = await attemptsOf(registration.id)
    if (!attempt) throw new Error('no attempt')
    const candidateId = `AFC${String(user.id).padStart(6, '0')}`
    const early = local().resultWebhook({
      attemptId: attempt.id,
      candidateId,
      result: 'F',
      score: 90,
      takenAt: new Date('2026-11-01T14:00:00Z'),
      occurredAt: new Date('2026-11-01T18:00:00Z'),
    })
    const unknown = local().resultWebhook({
      attemptId: 2_000_000_000,
      candidateId,
      result: 'P',
      score: 120,
      takenAt: new Date(),
    })
    for (const webhook of [early, unknown]) {
      const refused = await post(webhook)
      expect(refused.statusCode).toBe(409)
    }
    expect((await attemptsOf(registration.id))[0]).toMatchObject({ result: null })
    const eventId = (webhook: { body: Buffer }) => `exam:${JSON.parse(webhook.body.toString()).id}`
    expect(
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId(early))),
    ).toEqual([])

    // Paid now: the provider's retry of the same event is applied, once.
    expect((await pay(client)).statusCode).toBe(200)
    expect((await post(early)).statusCode).toBe(200)
    expect((await post(early)).statusCode).toBe(200)
    expect((await attemptsOf(registration.id))[0]).toMatchObject({ result: 'F', score: 90 })
    expect(
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId(early))),
    ).toHaveLength(1)
  })
})
