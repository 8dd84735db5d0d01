import {
  PracticeExamMessages as M,
  cartRoutes,
  practiceExamRoutes as routes,
  type PracticeExamSurvey,
} from '@portal/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, practiceExamAttempts, practiceExamSurveyResponses } from '../../db/schema'
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
    // Nobody else has taken Exam #1 yet: no share of all candidates (it would be this score).
    expect(report.competencies.map((c) => c.poolPercent)).toEqual(expected.map(() => null))
    expect(report).toMatchObject({ poolPercent: null, poolCandidates: 0 })

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

  it("reports all candidates' share per competency from every completed attempt, once another candidate took the exam", async () => {
    const examNumber = 2
    /** A candidate whose Exam #2 is completed with these results (pool: [correct, received]) and its post-exam survey answered. */
    async function tookExam(results: readonly (readonly [number, number])[]) {
      const who = await candidate()
      const examId = (await overview(who.client, who.registrationId)).practiceExam.id
      const report = async () =>
        (
          await who.client.call(routes.practiceExamResult, { params: { id: who.registrationId, examId, examNumber } })
        ).data()
      const pools = await poolsOf(examId)
      await t.database.db.insert(practiceExamAttempts).values({
        registrationId: who.registrationId,
        practiceExamId: examId,
        examNumber,
        startedAt: t.clock.now(),
        completedAt: t.clock.now(),
        results: pools.map((pool, i) => ({ pool, correct: results[i]?.[0] ?? 0, received: results[i]?.[1] ?? 0 })),
      })
      await t.database.db.insert(practiceExamSurveyResponses).values({
        registrationId: who.registrationId,
        practiceExamId: examId,
        examNumber,
        surveyType: 'post',
        responses: [],
      })
      return { ...who, report }
    }
    async function poolsOf(examId: number) {
      const rows = await t.database.pool.query<{ name: string }>(
        `select stat->>'POOLNAME' as name from practice_exams, jsonb_array_elements(pool_exam_stats) as stat where id = $1`,
        [examId],
      )
      return rows.rows.map((row) => row.name)
    }

    const first = await tookExam([
      [2, 4],
      [1, 4],
    ])
    const alone = await first.report()
    expect(alone).toMatchObject({ poolPercent: null, poolCandidates: 0 })
    expect(alone.competencies[0]).toMatchObject({ correct: 2, received: 4, percent: 50, poolPercent: null })

    const second = await tookExam([
      [4, 4],
      [3, 4],
    ])
    for (const report of [await first.report(), await second.report()]) {
      // (2 + 4) of 8 and (1 + 3) of 8, whoever reads it; the candidate's own score beside it.
      expect(report.competencies.slice(0, 2).map((c) => c.poolPercent)).toEqual([75, 50])
      expect(report.poolCandidates).toBe(2)
      expect(report.poolPercent).toBe(Math.round(((2 + 1 + 4 + 3) / 16) * 100))
    }
    expect((await first.report()).competencies[0]).toMatchObject({ percent: 50, poolPercent: 75 })
    expect((await second.report()).competencies[0]).toMatchObject({ percent: 100, poolPercent: 75 })
  })
})
