/**
 * Practice exams (spec 1 §2.12, spec 2 §2.10, §7, §8; spec 3 §7 reset): two exams per purchase,
 * each going through a pre-exam survey, the exam at the exam provider, a post-exam survey and the
 * score report (correct answers per competency against the question pool).
 */
import { z } from '../zod'
import { PRACTICE_EXAM_NUMBERS, SURVEY_TYPES } from '../domain/enums'
import { IdParams } from '../http/common'
import { defineRoute } from '../http/route'
import { text } from '../http/text'

export const PracticeExamMessages = {
  title: 'Practice Exams',
  exam: (n: number) => `Exam #${n}`,
  take: 'Take',
  accessResults: 'Access Results',
  postSurveyText: 'Tell us how the exam went. It takes one minute; your score report opens next.',
  postSurveyButton: 'See My Results',
  viewInCart: 'View in Cart',
  purchase: 'Purchase',
  // Spec 1 §8, spec 2 §8: the exact failure texts.
  addToCartFailed: 'Could not add practice exam to cart',
  problem: 'There was a problem',
  answerQuestion: 'Please answer this question.',
  resetDone: 'Successfully reset exam',
  resetFailed: 'Could not reset exam',
  notPurchased: 'Purchase the practice exams to take them.',
  alreadyInCart: 'The practice exams are already in your cart.',
  alreadyPurchased: 'You already have the practice exams.',
  notAvailable: 'Practice exams are not offered for this certification.',
  notForSale: 'Practice exams are bought while a registration is in progress.',
  notForSaleLocked: 'Your registration has expired: practice exams can no longer be bought on it.',
  notForSalePassed: 'You have passed the exam: practice exams are no longer offered.',
  takenAlready: 'This exam was taken; its results are ready.',
  notTaken: 'Take this exam first: its results come after.',
  surveyFirst: 'Please answer the survey first.',
  surveyDone: 'This survey was already answered.',
  scoreReport: 'Score Report',
  competency: 'Competency',
  yourScore: 'Your correct answers',
  pool: 'All candidates',
  poolNone: 'No other candidate has taken this exam yet',
  poolBasis: (candidates: number) => `All candidates: ${candidates} candidates who took this exam, you included.`,
  print: 'Print',
  total: 'Total',
  submit: 'Submit',
  inProgress: 'In progress',
  completedOn: (date: string) => `Completed ${date}`,
  addedToCart: 'Practice exams added to your cart',
} as const

/** Exam #1 or Exam #2. */
const examNumber = z.coerce.number().check(z.int(), z.gte(1), z.lte(PRACTICE_EXAM_NUMBERS.length))

export const PRACTICE_EXAM_EXAM_STATES = ['locked', 'untaken', 'taken'] as const

export const PracticeExamOverview = z.object({
  registrationId: z.number().check(z.int()),
  practiceExam: z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    description: z.nullable(z.string()),
    priceCents: z.number().check(z.int()),
    takeText: z.nullable(z.string()),
    takeButtonText: z.nullable(z.string()),
    accessResultsText: z.nullable(z.string()),
    accessResultsButtonText: z.nullable(z.string()),
    surveyText: z.nullable(z.string()),
    surveyButtonText: z.nullable(z.string()),
    purchasePopupText: z.nullable(z.string()),
    purchasePopupButtonText: z.nullable(z.string()),
  }),
  state: z.enum(['not_purchased', 'in_cart', 'purchased']),
  /** Not bought yet, and the registration may buy them now (in progress and not locked). */
  canPurchase: z.boolean(),
  /** Not bought and not for sale on this registration: why (its Purchase is not offered). */
  purchaseNote: z.nullable(z.string()),
  exams: z.array(
    z.object({
      number: z.number().check(z.int()),
      /** locked: not purchased; untaken: start it (pre-exam survey first); taken: results (post-exam survey first). */
      state: z.enum(PRACTICE_EXAM_EXAM_STATES),
      hasTakenPreSurvey: z.boolean(),
      hasTakenPostSurvey: z.boolean(),
      completedAt: z.nullable(z.string()),
    }),
  ),
})
export type PracticeExamOverview = z.infer<typeof PracticeExamOverview>

export const SurveyQuestion = z.object({
  id: z.number().check(z.int()),
  question: z.string(),
  options: z.array(z.string()),
})

export const PracticeExamSurvey = z.object({
  surveyType: z.enum(SURVEY_TYPES),
  text: z.nullable(z.string()),
  buttonText: z.nullable(z.string()),
  questions: z.array(SurveyQuestion),
})
export type PracticeExamSurvey = z.infer<typeof PracticeExamSurvey>

/** Starting: the pre-exam survey comes first; then the provider's exam page. */
export const StartPracticeExamResult = z.discriminatedUnion('next', [
  z.object({ next: z.literal('survey'), survey: PracticeExamSurvey }),
  z.object({ next: z.literal('exam'), redirect_url: z.string() }),
])
export type StartPracticeExamResult = z.infer<typeof StartPracticeExamResult>

export const SurveyBody = z.object({
  examNumber,
  surveyType: z.enum(SURVEY_TYPES),
  responses: z
    .array(
      z.object({
        questionId: z.number().check(z.int(), z.positive()),
        answer: text().check(z.trim(), z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.maxLength(50)),
})
export type SurveyBody = z.input<typeof SurveyBody>

export const SurveyResult = z.object({ redirect_url: z.string() })

export const CompetencyScore = z.object({
  name: z.string(),
  correct: z.number().check(z.int()),
  received: z.number().check(z.int()),
  /** 0-100. */
  percent: z.number(),
  /**
   * The share all candidates who took this exam answered correctly, 0-100 (every completed
   * attempt's answers summed); null until another candidate has taken it.
   */
  poolPercent: z.nullable(z.number()),
})

export const PracticeExamResult = z.object({
  examNumber: z.number().check(z.int()),
  practiceExamName: z.string(),
  completedAt: z.nullable(z.string()),
  competencies: z.array(CompetencyScore),
  correct: z.number().check(z.int()),
  received: z.number().check(z.int()),
  /** All candidates' share correct over the whole exam; null until another candidate has taken it. */
  poolPercent: z.nullable(z.number()),
  /** How many candidates that share counts (the candidate included); 0 while it is null. */
  poolCandidates: z.number().check(z.int()),
})
export type PracticeExamResult = z.infer<typeof PracticeExamResult>

export const PracticeExamParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  examId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
})
const NumberParams = z.extend(PracticeExamParams, { examNumber })

/** The local exam provider's exam page (it stands in for the vendor's site). */
export const PracticeExamSession = z.object({
  examName: z.string(),
  examNumber: z.number().check(z.int()),
  questions: z.array(
    z.object({ id: z.number().check(z.int()), pool: z.string(), question: z.string(), options: z.array(z.string()) }),
  ),
})
export type PracticeExamSession = z.infer<typeof PracticeExamSession>

export const PracticeExamAnswers = z.object({
  /** Question id → the index of the option chosen. */
  answers: z.record(z.string().check(z.regex(/^\d{1,3}$/)), z.number().check(z.int(), z.gte(0), z.lte(20))),
})

const tags = ['practice exams']

export const practiceExamRoutes = {
  getPracticeExam: defineRoute({
    method: 'GET',
    path: '/api/practice-exam',
    access: 'member',
    summary: "A registration's practice exams: the definition, whether bought, and each exam's state.",
    tags,
    query: z.object({ registrationId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
    response: PracticeExamOverview,
  }),
  addPracticeExamToCart: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/practice-exam',
    access: 'member',
    summary: 'Puts the practice exam bundle in the cart (once).',
    tags,
    params: IdParams,
    response: PracticeExamOverview,
  }),
  startPracticeExam: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/practice-exam/:examId',
    access: 'member',
    summary: 'Starts Exam #1 or #2: the pre-exam survey first, then the provider’s exam page.',
    tags,
    params: PracticeExamParams,
    body: z.object({ examNumber }),
    response: StartPracticeExamResult,
  }),
  submitPracticeExamSurvey: defineRoute({
    method: 'POST',
    path: '/api/registration/:id/practice-exam/:examId/survey',
    access: 'member',
    summary: 'Answers the pre-exam survey (then the exam) or the post-exam survey (then the results), once.',
    tags,
    params: PracticeExamParams,
    body: SurveyBody,
    response: SurveyResult,
  }),
  hasTakenPreSurvey: defineRoute({
    method: 'GET',
    path: '/api/registration/:id/practice-exam/:examId/has-taken-pre-survey/:examNumber',
    access: 'member',
    summary: 'Whether the pre-exam survey of this exam was answered.',
    tags,
    params: NumberParams,
    response: z.object({ taken: z.boolean() }),
  }),
  hasTakenPostSurvey: defineRoute({
    method: 'GET',
    path: '/api/registration/:id/practice-exam/:examId/has-taken-post-survey/:examNumber',
    access: 'member',
    summary: 'Whether the post-exam survey of this exam was answered (the results open after it).',
    tags,
    params: NumberParams,
    response: z.object({ taken: z.boolean(), survey: PracticeExamSurvey }),
  }),
  practiceExamResult: defineRoute({
    method: 'GET',
    path: '/api/registration/:id/practice-exam/:examId/result/:examNumber',
    access: 'member',
    summary: 'The score report: correct answers per competency against the question pool.',
    tags,
    params: NumberParams,
    response: PracticeExamResult,
  }),
  getPracticeExamSession: defineRoute({
    method: 'GET',
    path: '/api/practice-exam-delivery/:sessionId',
    access: 'member',
    summary:
      'The local exam provider: the questions of a practice exam session (404 with the vendor, or for another user).',
    tags,
    params: z.object({ sessionId: z.string().check(z.regex(/^\d{1,10}-[A-Za-z0-9_-]{22}$/)) }),
    response: PracticeExamSession,
  }),
  submitPracticeExamSession: defineRoute({
    method: 'POST',
    path: '/api/practice-exam-delivery/:sessionId',
    access: 'member',
    summary: 'The local exam provider: grades the answers per competency and returns the candidate to the portal.',
    tags,
    params: z.object({ sessionId: z.string().check(z.regex(/^\d{1,10}-[A-Za-z0-9_-]{22}$/)) }),
    body: PracticeExamAnswers,
    response: SurveyResult,
  }),
  resetPracticeExam: defineRoute({
    method: 'PATCH',
    path: '/api/registration/:id/practice-exam/:examId/exam-number/:examNumber',
    access: 'admin',
    summary: 'Staff: resets one exam (its attempt and surveys) so the candidate can take it again (audited).',
    tags,
    params: NumberParams,
    response: PracticeExamOverview,
  }),
} as const
