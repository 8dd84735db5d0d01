/**
 * The exam provider's local stand-in (the default, and the tests'): booking is immediate (the
 * scheduling link leads back to the certification dashboard), and results are produced on
 * request, as signed webhook bodies the portal handles exactly as it handles the vendor's.
 */
import { randomUUID } from 'node:crypto'
import type { ExamResult } from '@portal/contracts'
import { signPayload } from '../security/signed-payload'
import { parseExamResult, type ExamDelivery, type ExamResultPayload } from './exam-delivery'

export interface LocalExamDelivery extends ExamDelivery {
  readonly provider: 'local'
  /** The attempts made bookable, by attempt id (what the vendor would hold). */
  readonly authorized: Map<number, { candidateId: string; international: boolean }>
  /** A result as the vendor would post it: the body and its signature header. */
  resultWebhook(input: {
    attemptId: number
    candidateId: string
    result: ExamResult
    score: number | null
    takenAt: Date
    occurredAt?: Date
    eventId?: string
  }): { body: Buffer; signature: string }
}

export function localExamDelivery(options: { webhookSecret: string; appUrl: string }): LocalExamDelivery {
  const authorized = new Map<number, { candidateId: string; international: boolean }>()
  return {
    provider: 'local',
    authorized,
    async authorize(eligibility) {
      authorized.set(eligibility.attemptId, {
        candidateId: eligibility.candidateId,
        international: eligibility.international,
      })
      return { schedulingUrl: `${options.appUrl}/certifications-and-training?exam=scheduled` }
    },
    parseResult(rawBody, signature) {
      return parseExamResult(rawBody, signature, options.webhookSecret)
    },
    resultWebhook(input) {
      const occurredAt = input.occurredAt ?? new Date()
      const payload: ExamResultPayload = {
        id: input.eventId ?? `local_${randomUUID()}`,
        type: 'exam.result',
        occurredAt: occurredAt.toISOString(),
        data: {
          attemptId: input.attemptId,
          candidateId: input.candidateId,
          result: input.result,
          score: input.score,
          takenAt: input.takenAt.toISOString(),
        },
      }
      const body = Buffer.from(JSON.stringify(payload))
      return { body, signature: signPayload(options.webhookSecret, body) }
    },
  }
}

/** The local stand-in produces results on request (the demo's simulated results); the vendor does not. */
export function isLocalExamDelivery(delivery: ExamDelivery): delivery is LocalExamDelivery {
  return delivery.provider === 'local' && 'resultWebhook' in delivery
}
