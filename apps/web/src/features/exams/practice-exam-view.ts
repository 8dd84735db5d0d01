/**
 * The practice exam screens' shared rules: their paths, following where the server sends the
 * candidate, the answers of a survey or an exam as form fields, and the failure texts.
 */
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { z, GenericMessages, PracticeExamMessages as M, type SurveyType } from '@portal/contracts'
import { ApiError, isApiError } from '../../lib/errors'

/** Texts of the screens that the contracts' messages do not hold. */
export const PracticeExamTexts = {
  back: '← Certification',
  loading: 'Loading the practice exams...',
  loadFailed: 'The practice exams could not be loaded',
  notFound: 'There are no practice exams at this address.',
  price: (price: string) => `Price: ${price}`,
  purchaseTitle: 'Purchase Practice Exams',
  surveyTitle: { pre: 'Before You Start', post: 'Before Your Results' } satisfies Record<SurveyType, string>,
  cancel: 'Cancel',
  resultLoading: 'Loading the score report...',
  resultLoadFailed: 'The score report could not be loaded',
  resultNotFound: 'There is no score report at this address.',
  scoreTable: 'Competency scores',
  scoreBar: 'Your score',
  scoreBarLabel: (name: string, percent: number) => `${name}: ${percent}%`,
  poolBarLabel: (name: string, percent: number) => `${name}, all candidates: ${percent}%`,
  backToExams: '← Practice Exams',
  deliveryTitle: 'Practice Exam — Testing Partner',
  deliveryPartner: 'Testing partner',
  deliveryNotice: 'Answer every question, then submit: you return to the portal for your results.',
  deliveryLoading: 'Loading the exam...',
  deliveryLoadFailed: 'The exam could not be loaded',
  sessionNotFound: 'This exam session was not found. Please start the exam again from your practice exams.',
  toCertification: 'Go to Certification',
} as const

export const CERTIFICATION_PATH = '/certifications-and-training'

export const practiceExamPath = (registrationId: number, practiceExamId?: number) =>
  practiceExamId === undefined
    ? `/registration/${registrationId}/practice-exam`
    : `/registration/${registrationId}/practice-exam/${practiceExamId}`

export const practiceExamResultPath = (registrationId: number, practiceExamId: number, examNumber: number) =>
  `${practiceExamPath(registrationId, practiceExamId)}/result/${examNumber}`

export { routeId } from '../../lib/route-params'

/** Exam #1 or #2 from the route; 0 for anything else. */
export const routeExamNumber = (value: string | null | undefined) =>
  value === '1' || value === '2' ? Number(value) : 0

/** What the local exam provider's sessions look like; anything else is not asked for. */
export const isPracticeSessionId = (value: string) => /^\d{1,10}-[A-Za-z0-9_-]{22}$/.test(value)

/** The path of this site a redirect leads to, or null for another site. */
export function portalPathOf(to: string): string | null {
  if (to.startsWith('/') && !to.startsWith('//')) return to
  try {
    const url = new URL(to)
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Goes where the server sent the candidate: a router navigation on this site, else the whole page. */
export function useFollowRedirect() {
  const navigate = useNavigate()
  return useCallback(
    (to: string) => {
      const path = portalPathOf(to)
      if (path === null) window.location.assign(to)
      else void navigate(path)
    },
    [navigate],
  )
}

/** The form field of a question's answer (a name react-hook-form keeps as an object key). */
export const answerKey = (questionId: number) => `q${questionId}`

export interface AnswersForm {
  answers: Record<string, string>
}

/** Every question answered, each under its own field: 'Please answer this question.' */
export function answersSchema(questionIds: readonly number[]): z.ZodMiniType<AnswersForm, AnswersForm> {
  const answer = z.string().check(z.minLength(1, M.answerQuestion))
  return z.object({ answers: z.object(Object.fromEntries(questionIds.map((id) => [answerKey(id), answer]))) })
}

export const emptyAnswers = (questionIds: readonly number[]): AnswersForm => ({
  answers: Object.fromEntries(questionIds.map((id) => [answerKey(id), ''])),
})

/**
 * The server names a question's error `<prefix>.<questionId>` (`responses.12`); the form names it
 * `answers.q12`. Any other failure is left as it is.
 */
export function toAnswerErrors(error: unknown, prefix: 'responses' | 'answers'): unknown {
  if (!isApiError(error) || !error.body.errors) return error
  const pattern = new RegExp(`^${prefix}\\.(\\d+)$`)
  const errors = Object.fromEntries(
    Object.entries(error.body.errors).map(([path, messages]) => {
      const match = pattern.exec(path)
      return [match ? `answers.${answerKey(Number(match[1]))}` : path, messages]
    }),
  )
  return new ApiError(error.status, { ...error.body, errors })
}

/** A failed action: the server's reason when it gave one (a refusal), else 'There was a problem'. */
export function problemMessage(error: unknown): string {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return M.problem
  const { message } = error.body
  return message === '' || message === GenericMessages.internal ? M.problem : message
}

/** Whether the server named fields in its refusal (they go on the form's fields or above it). */
export const hasFieldErrors = (error: unknown) => isApiError(error) && error.body.errors !== undefined

export const errorStatus = (error: unknown) => (isApiError(error) ? error.status : null)
