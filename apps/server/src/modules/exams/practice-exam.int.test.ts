import {
  PracticeExamMessages as M,
  cartRoutes,
  practiceExamRoutes as routes,
  type PracticeExamSurvey,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, practiceExamAttempts } from '../../db/schema'
import { localPracticeExamDelivery } from '../../platform/exam-delivery'
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../../test/harness'
import { approvedRegistration, changeRegistration, pay } from '../../../test/registration-fixtures'

let t: TestApp
let admin: TestClient
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedIn(t, 'admin')).client
})
afterAll(async () => {
  await t?.close()
})

async function candidate() {
  const { client, user } = await signedIn(t)
  const registration = await approvedRegistration(t, user.id)
  return { client, user, registrationId: registration.id }
}

const overview = async (client: TestClient, registrationId: number) =>
  (await client.call(routes.getPracticeExam, { query: { registrationId } })).data()

/** Every question answered with its first option. */
const answersOf = (survey: PracticeExamSurvey) =>
  survey.questions.map((question) => ({ questionId: question.id, answer: question.options[0] ?? '' }))

/** The local provider's session id in an exam page address. */
const sessionOf = (url: string) => url.split('/').at(-1) ?? ''

describe('practice exams', () => {
  it('are bought through the cart once, then taken: pre-survey, the exam, post-survey, the score report', async () => {
    const { client, registrationId } = await candidate()
    let view = await overview(client, registrationId)
    expect(view.state).toBe('not_purchased')
    expect(view.exams.map((exam) => exam.state)).toEqual(['locked', 'locked'])
    const examId = view.practiceExam.id

    const refused = await client.call(routes.startPracticeExam, {
      params: { id: registrationId, examId },
      body: { examNumber: 1 },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(M.notPurchased)

    await client.call(routes.addPracticeExamToCart, { params: { id: registrationId } })
    view = await (await client.call(routes.addPracticeExamToCart, { params: { id: registrationId } })).data()
    expect(view.state).toBe('in_cart')
    const cart = await (await client.call(cartRoutes.getCartItems)).data()
    expect(cart.items.filter((item) => item.categoryType === 'practice_exam')).toHaveLength(1)
    expect((await pay(client)).statusCode).toBe(200)
    view = await overview(client, registrationId)
    expect(view.state).toBe('purchased')
    expect(view.exams.map((exam) => exam.state)).toEqual(['untaken', 'untaken'])

    // Exam #1: the pre-exam survey comes first; every question must be answered.
    const start = await (
      await client.call(routes.startPracticeExam, { params: { id: registrationId, examId }, body: { examNumber: 1 } })
    ).data()
    if (start.next !== 'survey') throw new Error('expected the pre-exam survey')
    expect(start.survey.surveyType).toBe('pre')
    const [first, ...others] = answersOf(start.survey)
    const missing = await client.call(routes.submitPracticeExamSurvey, {
      params: { id: registrationId, examId },
      body: { examNumber: 1, surveyType: 'pre', responses: others },
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ [`responses.${first?.questionId}`]: [M.answerQuestion] })
    const afterSurvey = await (
      await client.call(routes.submitPracticeExamSurvey, {
        params: { id: registrationId, examId },
        body: { examNumber: 1, surveyType: 'pre', responses: answersOf(start.survey) },
      })
    ).data()
    expect(afterSurvey.redirect_url).toMatch(/\/practice-exam-delivery\/\d+-[\w-]{22}$/)
    const again = await (
      await client.call(routes.startPracticeExam, { params: { id: registrationId, examId }, body: { examNumber: 1 } })
    ).data()
    expect(again).toEqual({ next: 'exam', redirect_url: afterSurvey.redirect_url })

    // The local provider's exam page: nine questions, one per competency, graded on submit.
    const sessionId = sessionOf(afterSurvey.redirect_url)
    const session = await (await client.call(routes.getPracticeExamSession, { params: { sessionId } })).data()
    expect(session.questions).toHaveLength(9)
    const answers = Object.fromEntries(session.questions.map((question, i) => [String(question.id), i < 6 ? 0 : 1]))
    const back = await (
      await client.call(routes.submitPracticeExamSession, { params: { sessionId }, body: { answers } })
    ).data()
    expect(back.redirect_url).toBe(`/registration/${registrationId}/practice-exam/${examId}?exam=1`)
    view = await overview(client, registrationId)
    expect(view.exams[0]).toMatchObject({ state: 'taken', hasTakenPreSurvey: true, hasTakenPostSurvey: false })

    // The results wait for the post-exam survey.
    const early = await client.call(routes.practiceExamResult, {
      params: { id: registrationId, examId, examNumber: 1 },
    })
    expect(early.statusCode).toBe(409)
    const post = await (
      await client.call(routes.hasTakenPostSurvey, { params: { id: registrationId, examId, examNumber: 1 } })
    ).data()
    expect(post.taken).toBe(false)
    // The post-exam survey says what it is about; it does not repeat the pre-exam text.
    expect(post.survey).toMatchObject({ text: M.postSurveyText, buttonText: M.postSurveyButton })
    const toResults = await (
      await client.call(routes.submitPracticeExamSurvey, {
        params: { id: registrationId, examId },
        body: { examNumber: 1, surveyType: 'post', responses: answersOf(post.survey) },
      })
    ).data()
    expect(toResults.redirect_url).toBe(`/registration/${registrationId}/practice-exam/${examId}/result/1`)
    const report = await (
      await client.call(routes.practiceExamResult, { params: { id: registrationId, examId, examNumber: 1 } })
    ).data()
    // Graded as the stand-in grades (its right answers are not always the first option).
    const expected = localPracticeExamDelivery({ appSecret: 'any', appUrl: '' }).grade(
      session.questions.map((question) => question.pool),
      Object.fromEntries(Object.entries(answers).map(([id, option]) => [Number(id), option])),
    )
    const correct = expected.reduce((sum, pool) => sum + pool.correct, 0)
    expect(correct).toBeGreaterThan(0)
    expect(correct).toBeLessThan(9)
    expect(report).toMatchObject({ examNumber: 1, correct, received: 9 })
    expect(report.competencies.map((c) => [c.name, c.correct, c.percent])).toEqual(
      expected.map((pool) => [pool.pool, pool.correct, pool.correct * 100]),
    )
    expect(report.competencies[0]?.poolPercent).toBeGreaterThan(0)

    // Staff reset Exam #1: it can be taken again.
    const reset = await (
      await admin.call(routes.resetPracticeExam, { params: { id: registrationId, examId, examNumber: 1 } })
    ).data()
    expect(reset.exams[0]).toMatchObject({ state: 'untaken', hasTakenPreSurvey: false, hasTakenPostSurvey: false })
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'registration.practice_exam_reset'),
          eq(auditEvents.subjectId, String(registrationId)),
        ),
      )
    expect(audits).toHaveLength(1)
  })

  it('is bought on its own only after approval: the wizard offers it before', async () => {
    const { client, registrationId } = await candidate()
    await changeRegistration(t, registrationId, { status: 'pre_registration' })
    const refused = await client.call(routes.addPracticeExamToCart, { params: { id: registrationId } })
    expect(refused.statusCode).toBe(409)
    const cart = await (await client.call(cartRoutes.getCartItems)).data()
    expect(cart.items).toEqual([])
  })

  it('is not for sale on a complete or an expired (locked) registration: no Purchase, and the server refuses', async () => {
    const open = await candidate()
    expect(await overview(open.client, open.registrationId)).toMatchObject({ canPurchase: true, purchaseNote: null })

    const locked = await candidate()
    await changeRegistration(t, locked.registrationId, { deadline: '2020-01-01', expirationStatus: 'expired' })
    const complete = await candidate()
    await changeRegistration(t, complete.registrationId, { status: 'complete' })

    for (const [who, note] of [
      [locked, M.notForSaleLocked],
      [complete, M.notForSale],
    ] as const) {
      expect(await overview(who.client, who.registrationId)).toMatchObject({
        state: 'not_purchased',
        canPurchase: false,
        purchaseNote: note,
      })
      const refused = await who.client.call(routes.addPracticeExamToCart, { params: { id: who.registrationId } })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ message: note })
      expect((await who.client.call(cartRoutes.getCartItems)).data().items).toEqual([])
    }
  })

  it('answers 404 to another member, for the registration and for the exam page', async () => {
    const { client, registrationId } = await candidate()
    await client.call(routes.addPracticeExamToCart, { params: { id: registrationId } })
    expect((await pay(client)).statusCode).toBe(200)
    const examId = (await overview(client, registrationId)).practiceExam.id
    const start = await (
      await client.call(routes.startPracticeExam, { params: { id: registrationId, examId }, body: { examNumber: 2 } })
    ).data()
    if (start.next !== 'survey') throw new Error('expected the survey')
    const { redirect_url } = await (
      await client.call(routes.submitPracticeExamSurvey, {
        params: { id: registrationId, examId },
        body: { examNumber: 2, surveyType: 'pre', responses: answersOf(start.survey) },
      })
    ).data()
    const { client: stranger } = await signedIn(t)
    expect((await stranger.call(routes.getPracticeExam, { query: { registrationId } })).statusCode).toBe(404)
    const sessionId = sessionOf(redirect_url)
    expect((await stranger.call(routes.getPracticeExamSession, { params: { sessionId } })).statusCode).toBe(404)
    const forged = await client.call(routes.getPracticeExamSession, {
      params: { sessionId: `${sessionId.split('-')[0]}-${'A'.repeat(22)}` },
    })
    expect(forged.statusCode).toBe(404)
    const submitted = await stranger.call(routes.submitPracticeExamSession, {
      params: { sessionId },
      body: { answers: {} },
    })
    expect(submitted.statusCode).toBe(404)
    const [attempt] = await t.database.db
      .select()
      .from(practiceExamAttempts)
      .where(eq(practiceExamAttempts.registrationId, registrationId))
    expect(attempt?.completedAt).toBeNull()
  })
})
