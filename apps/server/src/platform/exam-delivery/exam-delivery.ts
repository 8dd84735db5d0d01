/**
 * The exam provider (the testing vendor that delivers the certification exam): told when a
 * candidate may book an attempt, it answers where the candidate schedules it, and later posts
 * each result (P, F, A) to the portal's webhook, signed. Two implementations: the vendor's HTTP
 * API (`http-exam-delivery.ts`) and a local stand-in, the default, that makes the loop work
 * offline (`local-exam-delivery.ts`).
 */
import { z, EXAM_RESULTS, type ExamResult } from '@portal/contracts'
import { SignatureError, verifyPayload } from '../security/signed-payload'

export const EXAM_WEBHOOK_PATH = '/api/exams/webhook'
/** The header carrying the result's signature (`t=…,v1=…`, see security/signed-payload.ts). */
export const EXAM_SIGNATURE_HEADER = 'x-exam-signature'

/** A paid attempt the candidate may now book. */
export interface ExamEligibility {
  attemptId: number
  /** The candidate's id at the provider: AFC plus the user id padded to 6 digits. */
  candidateId: string
  firstName: string
  lastName: string
  email: string
  examName: string
  international: boolean
}

/** A result the provider posted. */
export interface ExamResultEvent {
  /** The provider's event id: the same event delivered again is applied once. */
  id: string
  attemptId: number
  candidateId: string
  result: ExamResult
  score: number | null
  takenAt: Date
  /** When the provider produced it: an older event arriving after a newer one is ignored. */
  occurredAt: Date
}

export interface ExamDelivery {
  readonly provider: 'local' | 'http'
  /** Makes the attempt bookable; answers where the candidate schedules it. */
  authorize(eligibility: ExamEligibility): Promise<{ schedulingUrl: string }>
  /** Verifies a result webhook's signature over its exact bytes and reads it; throws SignatureError. */
  parseResult(rawBody: Buffer, signature: string | undefined): ExamResultEvent
}

/** The body of a result webhook (the same for the vendor and the local stand-in). */
export const ExamResultPayload = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.literal('exam.result'),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.object({
    attemptId: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    candidateId: z.string().check(z.maxLength(40)),
    result: z.enum(EXAM_RESULTS),
    score: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(1000))),
    takenAt: z.iso.datetime({ offset: true }),
  }),
})
export type ExamResultPayload = z.infer<typeof ExamResultPayload>

/** Verifies and reads a result webhook signed with `secret`. */
export function parseExamResult(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): ExamResultEvent {
  verifyPayload(secret, rawBody, signature, now)
  let json: unknown
  try {
    json = JSON.parse(rawBody.toString('utf8'))
  } catch {
    throw new SignatureError('The result is not JSON')
  }
  const parsed = ExamResultPayload.safeParse(json)
  if (!parsed.success) throw new SignatureError('The result is not an exam result')
  const { id, occurredAt, data } = parsed.data
  return {
    id,
    attemptId: data.attemptId,
    candidateId: data.candidateId,
    result: data.result,
    score: data.score,
    takenAt: new Date(data.takenAt),
    occurredAt: new Date(occurredAt),
  }
}
