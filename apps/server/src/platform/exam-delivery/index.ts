export * from './exam-delivery'
export * from './local-exam-delivery'
export * from './http-exam-delivery'

import { createHmac } from 'node:crypto'
import type { ExamDelivery } from './exam-delivery'
import { httpExamDelivery } from './http-exam-delivery'
import { localExamDelivery } from './local-exam-delivery'
import { httpPracticeExamDelivery, localPracticeExamDelivery, type PracticeExamDelivery } from './practice-delivery'

export interface ExamDeliveryConfig {
  apiUrl: string
  apiKey: string
  webhookSecret: string
}

/** The vendor's API when configured; otherwise the local stand-in, so the exam loop works offline. */
export function createExamDelivery(config: {
  examDelivery?: ExamDeliveryConfig
  appSecret: string
  appUrl: string
}): ExamDelivery {
  if (config.examDelivery) return httpExamDelivery(config.examDelivery)
  return localExamDelivery({ webhookSecret: localExamWebhookSecret(config.appSecret), appUrl: config.appUrl })
}

/** The local stand-in's signing secret, derived from the app secret (stable, unguessable without it). */
export function localExamWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('local-exam-webhook').digest('hex')
}
export * from './practice-delivery'

/** The vendor's practice-exam API when configured; otherwise the local stand-in and its exam page. */
export function createPracticeExamDelivery(config: {
  examDelivery?: ExamDeliveryConfig
  appSecret: string
  appUrl: string
}): PracticeExamDelivery {
  if (config.examDelivery) return httpPracticeExamDelivery(config.examDelivery)
  return localPracticeExamDelivery({ appSecret: config.appSecret, appUrl: config.appUrl })
}
