/**
 * The practice-exam provider: a candidate's practice exam is a session at the testing vendor,
 * opened with a return address; when it is completed the vendor reports correct answers per
 * competency pool. Two implementations: the vendor's HTTP API, and a local stand-in (the default)
 * that serves a short multiple-choice exam on a page of the portal and grades it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from '@portal/contracts'

export interface PracticePoolResult {
  pool: string
  correct: number
  received: number
}

export interface PracticeLaunch {
  /** The portal's attempt (registration, practice exam, exam number). */
  attemptId: number
  candidateId: string
  examName: string
  examNumber: number
  /** The competency pools the exam draws from. */
  pools: string[]
  /** Where the provider sends the candidate back when the exam is over. */
  returnUrl: string
}

export interface PracticeExamDelivery {
  readonly provider: 'local' | 'http'
  /** Opens the exam; answers the page the candidate takes it on and the provider's session id. */
  launch(input: PracticeLaunch): Promise<{ url: string; sessionId: string }>
  /** The results of a completed session; null while it is not completed. */
  results(sessionId: string): Promise<PracticePoolResult[] | null>
}

export interface LocalQuestion {
  id: number
  pool: string
  question: string
  options: string[]
}

export interface LocalPracticeExamDelivery extends PracticeExamDelivery {
  readonly provider: 'local'
  /** The attempt a session id names; null for one this portal did not open. */
  attemptOf(sessionId: string): number | null
  /** The exam page's questions: one per competency pool. */
  questions(pools: string[]): LocalQuestion[]
  /** Grades the answers (question id → chosen option index) per pool. */
  grade(pools: string[], answers: Record<number, number>): PracticePoolResult[]
}

/** A short question per competency: the stand-in's exam (the real one has 75 questions). */
const BANK: Array<{ question: string; options: string[]; correct: number }> = [
  {
    question: 'What comes first in a new counseling relationship?',
    options: ['Agree on goals and confidentiality', 'Pull a credit report', 'Set a budget', 'Refinance debt'],
    correct: 0,
  },
  {
    question: 'Which document shows a client’s monthly take-home pay?',
    options: ['A pay stub', 'A tax refund notice', 'A credit report', 'An insurance card'],
    correct: 0,
  },
  {
    question: 'A strategic counseling plan is built on…',
    options: [
      'The client’s own goals and priorities',
      'The counselor’s preferences',
      'A fixed template',
      'The lender’s terms',
    ],
    correct: 0,
  },
  {
    question: 'A good action step is…',
    options: ['Specific, with a date', 'Vague but ambitious', 'Set by the counselor alone', 'Kept secret'],
    correct: 0,
  },
  {
    question: 'Net worth equals…',
    options: ['Assets minus liabilities', 'Income minus expenses', 'Assets plus income', 'Debt over income'],
    correct: 0,
  },
  {
    question: 'An emergency fund usually starts at…',
    options: ['A few months of essential expenses', 'One week of income', 'A year of gross pay', 'Nothing'],
    correct: 0,
  },
  {
    question: 'Paying more than the minimum on a credit card…',
    options: ['Reduces total interest paid', 'Raises the interest rate', 'Closes the account', 'Has no effect'],
    correct: 0,
  },
  {
    question: 'Which agency takes complaints about consumer financial products?',
    options: ['The CFPB', 'The FDA', 'The FAA', 'The EPA'],
    correct: 0,
  },
  {
    question: 'Before buying a home, a client should compare…',
    options: ['Loan estimates from several lenders', 'Only monthly payments', 'Paint colors', 'Nothing'],
    correct: 0,
  },
]

export function localPracticeExamDelivery(options: { appSecret: string; appUrl: string }): LocalPracticeExamDelivery {
  const mac = (id: number) =>
    createHmac('sha256', options.appSecret).update(`practice-session:${id}`).digest('base64url').slice(0, 22)
  const sessionOf = (attemptId: number) => `${attemptId}-${mac(attemptId)}`
  /** The bank's options turned by the question's place, so the right answer is not always first. */
  const turn = (index: number) => {
    const item = BANK[index % BANK.length] ?? BANK[0]
    const options = item?.options ?? []
    const shift = options.length ? index % options.length : 0
    return {
      question: item?.question ?? '',
      options: [...options.slice(shift), ...options.slice(0, shift)],
      correct: options.length ? ((item?.correct ?? 0) - shift + options.length) % options.length : 0,
    }
  }
  const questions = (pools: string[]): LocalQuestion[] =>
    pools.map((pool, index) => {
      const { question, options } = turn(index)
      return { id: index + 1, pool, question, options }
    })
  return {
    provider: 'local',
    async launch(input) {
      const sessionId = sessionOf(input.attemptId)
      return { url: `${options.appUrl}/practice-exam-delivery/${sessionId}`, sessionId }
    },
    // The stand-in grades on submit and the portal stores the result then; nothing to fetch.
    async results() {
      return null
    },
    attemptOf(sessionId) {
      const match = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/.exec(sessionId)
      if (!match) return null
      const id = Number(match[1])
      const given = Buffer.from(match[2] ?? '')
      const expected = Buffer.from(mac(id))
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
    questions,
    grade(pools, answers) {
      return questions(pools).map((question, index) => ({
        pool: question.pool,
        received: 1,
        correct: answers[question.id] === turn(index).correct ? 1 : 0,
      }))
    },
  }
}

export function isLocalPracticeExamDelivery(delivery: PracticeExamDelivery): delivery is LocalPracticeExamDelivery {
  return delivery.provider === 'local' && 'grade' in delivery
}

const SessionAnswer = z.object({ sessionId: z.string().check(z.minLength(1)), launchUrl: z.url() })
const ResultsAnswer = z.object({
  status: z.string(),
  pools: z._default(
    z.array(
      z.object({
        POOLNAME: z.string(),
        CORRECTANSWERS: z.number().check(z.int()),
        QUESTIONSRECEIVED: z.number().check(z.int()),
      }),
    ),
    [],
  ),
})

/**
 * The vendor's practice-exam API: `POST {url}/v1/practice-sessions` opens a session (answers its
 * launch URL), `GET {url}/v1/practice-sessions/{id}/results` reports pool statistics once the
 * status is 'completed'. Configured by EXAM_DELIVERY_URL and EXAM_DELIVERY_API_KEY.
 */
export function httpPracticeExamDelivery(options: {
  apiUrl: string
  apiKey: string
  fetch?: typeof fetch
  timeoutMs?: number
}): PracticeExamDelivery {
  const send = options.fetch ?? fetch
  const base = options.apiUrl.replace(/\/$/, '')
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' }
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 15_000)
  return {
    provider: 'http',
    async launch(input) {
      const response = await send(`${base}/v1/practice-sessions`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `practice-${input.attemptId}` },
        body: JSON.stringify({
          externalId: String(input.attemptId),
          candidateId: input.candidateId,
          exam: input.examName,
          form: input.examNumber,
          returnUrl: input.returnUrl,
        }),
        signal: signal(),
      })
      if (!response.ok) throw new Error(`The exam provider answered ${response.status}`)
      const answer = SessionAnswer.parse(await response.json())
      return { url: answer.launchUrl, sessionId: answer.sessionId }
    },
    async results(sessionId) {
      const response = await send(`${base}/v1/practice-sessions/${encodeURIComponent(sessionId)}/results`, {
        headers,
        signal: signal(),
      })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`The exam provider answered ${response.status}`)
      const answer = ResultsAnswer.parse(await response.json())
      if (answer.status !== 'completed') return null
      return answer.pools.map((pool) => ({
        pool: pool.POOLNAME,
        correct: pool.CORRECTANSWERS,
        received: pool.QUESTIONSRECEIVED,
      }))
    },
  }
}
