/**
 * Practice exams (spec 1 §2.12, spec 2 §2.10, §7, §8; spec 3 §7): bought through the cart (a line
 * item of the registration), then per exam number: the pre-exam survey, the exam at the provider,
 * the post-exam survey, the score report. Staff may reset an exam number.
 */
import {
  PRACTICE_EXAM_NUMBERS,
  PracticeExamMessages as M,
  RegistrationMessages,
  assignedExamId,
  type PracticeExamOverview,
  type PracticeExamResult,
  type PracticeExamSession,
  type PracticeExamSurvey,
  type RegistrationStatus,
  type StartPracticeExamResult,
  type SurveyBody,
  type SurveyType,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import { isLocalPracticeExamDelivery, type PracticeExamDelivery } from '../../platform/exam-delivery'
import { conflict, notFound, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CartService } from '../cart/cart.service'
import type { RegistrationCore, RegistrationRow } from '../registrations/registration-core'
import { registrationsPolicy as policy } from '../registrations/registrations.policy'
import { examsRepo } from './exams.repo'
import { practiceExamRepo as repo, type PracticeAttemptRow } from './practice-exam.repo'

/** The statuses in which a candidate buys the bundle on its own. */
const BUYING_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'experience_approval', 'final_approval']

export interface PracticeExamDeps {
  db: Db
  clock: Clock
  appUrl: string
  cart: Pick<CartService, 'lockForChange'>
  practiceExams: PracticeExamDelivery
  registrations: Pick<RegistrationCore, 'registration' | 'lines' | 'isLocked'>
}

export type PracticeExamService = ReturnType<typeof createPracticeExamService>

type PracticeExamRow = NonNullable<Awaited<ReturnType<typeof repo.practiceExamOf>>>

const percent = (correct: number, received: number) => (received > 0 ? Math.round((correct / received) * 100) : 0)

export function createPracticeExamService(deps: PracticeExamDeps) {
  const { db, clock, appUrl, cart, practiceExams: delivery, registrations } = deps

  /** The registration (the candidate's own, or any for staff) and its practice exam. */
  async function load(actor: Actor, registrationId: number, action: 'read' | 'fill' | 'review') {
    const registration = policy.authorize(actor, action, await registrations.registration(db, registrationId))
    if (registration.certificationId === null) throw notFound()
    const practiceExam = await repo.practiceExamOf(db, registration.certificationId)
    if (!practiceExam) throw conflict(M.notAvailable)
    return { registration, practiceExam }
  }

  async function purchaseState(db: DbOrTx, registrationId: number) {
    const lines = (await registrations.lines(db, registrationId)).filter(
      (line) => line.categoryType === 'practice_exam',
    )
    if (lines.some((line) => line.transactionId !== null)) return 'purchased' as const
    if (lines.some((line) => line.showInCart)) return 'in_cart' as const
    return 'not_purchased' as const
  }

  /**
   * Why the bundle cannot be bought on its own now, or null (spec 2 §2.1): only while the
   * registration is in progress (before approval the wizard offers it; a complete one is done) and
   * its pages are not locked by an expired deadline.
   */
  async function notForSale(dbOrTx: DbOrTx, registration: RegistrationRow): Promise<string | null> {
    if (!BUYING_STATUSES.includes(registration.status)) return M.notForSale
    if (await registrations.isLocked(dbOrTx, registration)) return M.notForSaleLocked
    // Practice for an exam already passed is nothing to sell.
    const attempts = await examsRepo.examAttempts(dbOrTx, registration.id)
    if (attempts.some((attempt) => attempt.result === 'P')) return M.notForSalePassed
    return null
  }

  async function overview(registration: RegistrationRow, practiceExam: PracticeExamRow): Promise<PracticeExamOverview> {
    const [state, attempts, surveys, refusal] = await Promise.all([
      purchaseState(db, registration.id),
      repo.attempts(db, registration.id, practiceExam.id),
      repo.surveys(db, registration.id, practiceExam.id),
      notForSale(db, registration),
    ])
    const took = (n: number, type: SurveyType) => surveys.some((s) => s.examNumber === n && s.surveyType === type)
    return {
      registrationId: registration.id,
      practiceExam: {
        id: practiceExam.id,
        name: practiceExam.name,
        description: practiceExam.description,
        priceCents: practiceExam.priceCents,
        takeText: practiceExam.takeText,
        takeButtonText: practiceExam.takeButtonText,
        accessResultsText: practiceExam.accessResultsText,
        accessResultsButtonText: practiceExam.accessResultsButtonText,
        surveyText: practiceExam.surveyText,
        surveyButtonText: practiceExam.surveyButtonText,
        purchasePopupText: practiceExam.purchasePopupText,
        purchasePopupButtonText: practiceExam.purchasePopupButtonText,
      },
      state,
      canPurchase: state === 'not_purchased' && refusal === null,
      purchaseNote: state === 'not_purchased' ? refusal : null,
      exams: PRACTICE_EXAM_NUMBERS.map((number) => {
        const attempt = attempts.find((row) => row.examNumber === number)
        return {
          number,
          state: state !== 'purchased' ? 'locked' : attempt?.completedAt ? 'taken' : 'untaken',
          hasTakenPreSurvey: took(number, 'pre'),
          hasTakenPostSurvey: took(number, 'post'),
          completedAt: attempt?.completedAt?.toISOString() ?? null,
        }
      }),
    }
  }

  async function survey(practiceExam: PracticeExamRow, surveyType: SurveyType): Promise<PracticeExamSurvey> {
    return {
      surveyType,
      // The practice exam's survey text is the pre-exam one (spec 2 §3 has one): after the exam
      // the survey says what it is about, not the preparation again.
      text: surveyType === 'pre' ? practiceExam.surveyText : M.postSurveyText,
      buttonText: surveyType === 'pre' ? practiceExam.surveyButtonText : M.postSurveyButton,
      questions: await repo.questions(db, practiceExam.id, surveyType),
    }
  }

  /** The candidate's purchased practice exam, checked against the one in the path. */
  async function purchased(actor: Actor, registrationId: number, examId: number) {
    const found = await load(actor, registrationId, 'fill')
    if (found.practiceExam.id !== examId) throw notFound()
    if ((await purchaseState(db, registrationId)) !== 'purchased') throw conflict(M.notPurchased)
    return found
  }

  const pools = (practiceExam: PracticeExamRow) => practiceExam.poolExamStats.map((stat) => stat.POOLNAME)

  /** Opens the exam at the provider (the pre-exam survey answered); answers where to take it. */
  async function launch(registration: RegistrationRow, practiceExam: PracticeExamRow, examNumber: number) {
    const attempt = await repo.ensureAttempt(db, {
      registrationId: registration.id,
      practiceExamId: practiceExam.id,
      examNumber,
    })
    if (attempt.completedAt) throw conflict(M.takenAlready)
    const session = await delivery.launch({
      attemptId: attempt.id,
      candidateId: assignedExamId(registration.userId),
      examName: practiceExam.name,
      examNumber,
      pools: pools(practiceExam),
      returnUrl: `${appUrl}/registration/${registration.id}/practice-exam/${practiceExam.id}?exam=${examNumber}`,
    })
    await repo.updateAttempt(db, attempt.id, {
      startedAt: attempt.startedAt ?? clock.now(),
      sessionId: session.sessionId,
    })
    return session.url
  }

  /** The attempt's results: stored, or fetched from the provider (and kept) once it reports them. */
  async function completed(attempt: PracticeAttemptRow | undefined): Promise<PracticeAttemptRow | null> {
    if (!attempt) return null
    if (attempt.completedAt && attempt.results) return attempt
    if (!attempt.sessionId || isLocalPracticeExamDelivery(delivery)) return null
    const results = await delivery.results(attempt.sessionId)
    if (!results) return null
    const completedAt = clock.now()
    await repo.updateAttempt(db, attempt.id, { completedAt, results })
    return { ...attempt, completedAt, results }
  }

  /** The local provider's session, for the candidate who owns it. */
  async function localSession(actor: Actor, sessionId: string) {
    if (!isLocalPracticeExamDelivery(delivery)) throw notFound()
    const attemptId = delivery.attemptOf(sessionId)
    const attempt = attemptId === null ? null : await repo.attemptById(db, attemptId)
    if (!attempt) throw notFound()
    const registration = policy.authorize(actor, 'fill', await registrations.registration(db, attempt.registrationId))
    if (registration.certificationId === null) throw notFound()
    const practiceExam = await repo.practiceExamOf(db, registration.certificationId)
    if (!practiceExam || practiceExam.id !== attempt.practiceExamId) throw notFound()
    return { delivery, attempt, registration, practiceExam }
  }

  return {
    async get(actor: Actor, registrationId: number) {
      const { registration, practiceExam } = await load(actor, registrationId, 'read')
      return overview(registration, practiceExam)
    },

    /** Puts the bundle in the cart (once): an unpaid line shown in the cart. */
    async addToCart(actor: Actor, registrationId: number) {
      const { registration, practiceExam } = await load(actor, registrationId, 'fill')
      // Before approval the bundle is an option of the registration wizard (its Practice Exam step).
      if (registration.status === 'pre_registration') throw conflict(RegistrationMessages.notEditable)
      await db.transaction(async (tx) => {
        await cart.lockForChange(tx, registration.userId)
        const refusal = await notForSale(tx, registration)
        if (refusal) throw conflict(refusal)
        const state = await purchaseState(tx, registration.id)
        if (state === 'purchased') throw conflict(M.alreadyPurchased)
        if (state === 'in_cart') return
        const lines = await registrations.lines(tx, registration.id)
        const waiting = lines.find((line) => line.categoryType === 'practice_exam' && line.transactionId === null)
        if (waiting) {
          await examsRepo.showLine(tx, waiting.id, clock.now())
          return
        }
        await examsRepo.insertLine(tx, {
          userId: registration.userId,
          registrationId: registration.id,
          categoryType: 'practice_exam',
          categoryId: practiceExam.id,
          name: practiceExam.name,
          priceCents: practiceExam.priceCents,
          finalPriceCents: practiceExam.priceCents,
          showInCart: true,
        })
      })
      return overview(registration, practiceExam)
    },

    async start(
      actor: Actor,
      registrationId: number,
      examId: number,
      examNumber: number,
    ): Promise<StartPracticeExamResult> {
      const { registration, practiceExam } = await purchased(actor, registrationId, examId)
      const surveys = await repo.surveys(db, registration.id, practiceExam.id)
      const attempt = (await repo.attempts(db, registration.id, practiceExam.id)).find(
        (row) => row.examNumber === examNumber,
      )
      if (attempt?.completedAt) throw conflict(M.takenAlready)
      if (!surveys.some((s) => s.examNumber === examNumber && s.surveyType === 'pre')) {
        return { next: 'survey', survey: await survey(practiceExam, 'pre') }
      }
      return { next: 'exam', redirect_url: await launch(registration, practiceExam, examNumber) }
    },

    async submitSurvey(actor: Actor, registrationId: number, examId: number, body: z.output<typeof SurveyBody>) {
      const { registration, practiceExam } = await purchased(actor, registrationId, examId)
      const questions = await repo.questions(db, practiceExam.id, body.surveyType)
      const errors: FieldErrors = {}
      for (const question of questions) {
        const answer = body.responses.find((response) => response.questionId === question.id)?.answer
        if (!answer || !question.options.includes(answer)) errors[`responses.${question.id}`] = [M.answerQuestion]
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      const attempt = await completed(
        (await repo.attempts(db, registration.id, practiceExam.id)).find((row) => row.examNumber === body.examNumber),
      )
      if (body.surveyType === 'post' && !attempt?.completedAt) throw conflict(M.notTaken)
      if (body.surveyType === 'pre' && attempt?.completedAt) throw conflict(M.takenAlready)
      // Recorded once: a double submit goes on to where the first answer led.
      await repo.insertSurvey(db, {
        registrationId: registration.id,
        practiceExamId: practiceExam.id,
        examNumber: body.examNumber,
        surveyType: body.surveyType,
        responses: questions.map((question) => ({
          questionId: question.id,
          answer: body.responses.find((response) => response.questionId === question.id)?.answer ?? '',
        })),
      })
      if (body.surveyType === 'pre') {
        return { redirect_url: await launch(registration, practiceExam, body.examNumber) }
      }
      return {
        redirect_url: `/registration/${registration.id}/practice-exam/${practiceExam.id}/result/${body.examNumber}`,
      }
    },

    async hasTakenSurvey(actor: Actor, registrationId: number, examId: number, examNumber: number, type: SurveyType) {
      const { registration, practiceExam } = await load(actor, registrationId, 'read')
      if (practiceExam.id !== examId) throw notFound()
      const surveys = await repo.surveys(db, registration.id, practiceExam.id)
      return {
        taken: surveys.some((s) => s.examNumber === examNumber && s.surveyType === type),
        survey: await survey(practiceExam, type),
      }
    },

    async result(
      actor: Actor,
      registrationId: number,
      examId: number,
      examNumber: number,
    ): Promise<PracticeExamResult> {
      const { registration, practiceExam } = await load(actor, registrationId, 'read')
      if (practiceExam.id !== examId) throw notFound()
      const attempts = await repo.attempts(db, registration.id, practiceExam.id)
      const attempt = await completed(attempts.find((row) => row.examNumber === examNumber))
      if (!attempt?.results) throw conflict(M.notTaken)
      const surveys = await repo.surveys(db, registration.id, practiceExam.id)
      if (!surveys.some((s) => s.examNumber === examNumber && s.surveyType === 'post')) throw conflict(M.surveyFirst)
      const totals = await repo.poolTotals(db, {
        practiceExamId: practiceExam.id,
        examNumber,
        registrationId: registration.id,
      })
      // Everyone's share only once someone else took it: alone, it would be the candidate's own score.
      const hasOthers = totals.some((total) => total.others > 0)
      const competencies = practiceExam.poolExamStats.map((stat) => {
        const mine = attempt.results?.find((result) => result.pool === stat.POOLNAME)
        const everyone = totals.find((total) => total.pool === stat.POOLNAME)
        const correct = mine?.correct ?? 0
        const received = mine?.received ?? 0
        return {
          name: stat.POOLNAME,
          correct,
          received,
          percent: percent(correct, received),
          poolPercent: hasOthers && everyone ? percent(everyone.correct, everyone.received) : null,
        }
      })
      const poolCorrect = totals.reduce((sum, total) => sum + total.correct, 0)
      const poolReceived = totals.reduce((sum, total) => sum + total.received, 0)
      return {
        examNumber,
        practiceExamName: practiceExam.name,
        completedAt: attempt.completedAt?.toISOString() ?? null,
        competencies,
        correct: competencies.reduce((sum, c) => sum + c.correct, 0),
        received: competencies.reduce((sum, c) => sum + c.received, 0),
        poolPercent: hasOthers ? percent(poolCorrect, poolReceived) : null,
        poolCandidates: hasOthers ? Math.max(...totals.map((total) => total.others)) + 1 : 0,
      }
    },

    async reset(admin: Actor, registrationId: number, examId: number, examNumber: number) {
      const { registration, practiceExam } = await load(admin, registrationId, 'review')
      if (practiceExam.id !== examId) throw notFound()
      await db.transaction(async (tx) => {
        await repo.reset(tx, registration.id, practiceExam.id, examNumber)
        await recordAudit(tx, {
          action: 'registration.practice_exam_reset',
          actor: admin,
          subjectType: 'registration',
          subjectId: registration.id,
          details: { practiceExamId: practiceExam.id, examNumber },
        })
      })
      return overview(registration, practiceExam)
    },

    // The local exam provider's page ------------------------------------------------------------

    async session(actor: Actor, sessionId: string): Promise<PracticeExamSession> {
      const { delivery, attempt, practiceExam } = await localSession(actor, sessionId)
      if (attempt.completedAt) throw conflict(M.takenAlready)
      return {
        examName: practiceExam.name,
        examNumber: attempt.examNumber,
        questions: delivery.questions(pools(practiceExam)),
      }
    },

    async submitSession(actor: Actor, sessionId: string, answers: Record<string, number>) {
      const { delivery, attempt, registration, practiceExam } = await localSession(actor, sessionId)
      const returnUrl = `/registration/${registration.id}/practice-exam/${practiceExam.id}?exam=${attempt.examNumber}`
      await db.transaction(async (tx) => {
        const locked = await repo.attemptById(tx, attempt.id, true)
        if (!locked || locked.completedAt) return
        const chosen = Object.fromEntries(Object.entries(answers).map(([id, option]) => [Number(id), option]))
        await repo.updateAttempt(tx, attempt.id, {
          completedAt: clock.now(),
          results: delivery.grade(pools(practiceExam), chosen),
        })
      })
      return { redirect_url: returnUrl }
    },
  }
}
