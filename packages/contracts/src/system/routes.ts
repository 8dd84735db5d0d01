import { z } from '../zod'
import { defineRoute } from '../http/route'
import { CaptchaConfig } from '../auth/schemas'

const tags = ['system']

/** What the web app reads from the server at start, so one build serves every environment. */
export const RuntimeConfig = z.object({
  appName: z.string(),
  captcha: CaptchaConfig,
  /** True when mail is kept in the outbox instead of being sent by SMTP. */
  mailOutbox: z.boolean(),
  /** Web analytics (a Google Analytics 4 measurement id); null: nothing is loaded or sent. */
  analytics: z.nullable(z.object({ measurementId: z.string() })),
  /** The card payment provider's publishable key; null: the built-in sandbox gateway. */
  payments: z.object({ publishableKey: z.nullable(z.string()) }),
  /** The out-of-office banner: shown on US Eastern days from `startsOn` to `endsOn` inclusive. */
  outOfOffice: z.nullable(z.object({ startsOn: z.string(), endsOn: z.string(), message: z.string() })),
})
export type RuntimeConfig = z.infer<typeof RuntimeConfig>

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: the process is up.',
    tags,
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: the database answers and migrations are applied.',
    tags,
    response: z.object({ status: z.literal('ready'), database: z.literal('ok') }),
  }),
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Runtime configuration for the web app.',
    tags,
    response: RuntimeConfig,
  }),
}
