/**
 * The exam vendor's HTTP API: `POST {apiUrl}/v1/eligibilities` makes a paid attempt bookable and
 * answers the candidate's scheduling link; results come back to EXAM_WEBHOOK_PATH signed with the
 * shared webhook secret. Configured by EXAM_DELIVERY_URL, EXAM_DELIVERY_API_KEY and
 * EXAM_DELIVERY_WEBHOOK_SECRET.
 */
import { z } from '@portal/contracts'
import { parseExamResult, type ExamDelivery } from './exam-delivery'

const EligibilityAnswer = z.object({ schedulingUrl: z.url() })

export class ExamProviderError extends Error {}

export function httpExamDelivery(options: {
  apiUrl: string
  apiKey: string
  webhookSecret: string
  fetch?: typeof fetch
  timeoutMs?: number
}): ExamDelivery {
  const send = options.fetch ?? fetch
  return {
    provider: 'http',
    async authorize(eligibility) {
      const response = await send(`${options.apiUrl.replace(/\/$/, '')}/v1/eligibilities`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          // The attempt is authorized once, however often the job runs.
          'idempotency-key': `attempt-${eligibility.attemptId}`,
        },
        body: JSON.stringify({
          externalId: String(eligibility.attemptId),
          candidateId: eligibility.candidateId,
          firstName: eligibility.firstName,
          lastName: eligibility.lastName,
          email: eligibility.email,
          exam: eligibility.examName,
          region: eligibility.international ? 'international' : 'domestic',
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
      if (!response.ok) throw new ExamProviderError(`The exam provider answered ${response.status}`)
      const answer = EligibilityAnswer.safeParse(await response.json())
      if (!answer.success) throw new ExamProviderError('The exam provider answered without a scheduling link')
      return answer.data
    },
    parseResult(rawBody, signature) {
      return parseExamResult(rawBody, signature, options.webhookSecret)
    },
  }
}
