// `portal/job-declarations` run by ESLint's RuleTester on small made-up files.
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import { jobDeclarations } from './job-declarations.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

const at = (file) => `/repo/apps/server/src/${file}`
const define = "export const examAuthorize = defineJob({ name: 'exam.authorize', payload, handler })"

describe('portal/job-declarations', () => {
  ruleTester.run('job-declarations', jobDeclarations, {
    valid: [
      { filename: at('modules/exams/exams.jobs.ts'), code: define },
      { filename: at('platform/jobs/maintenance.jobs.ts'), code: "defineSchedule({ name: 'm', cron, job })" },
      { filename: at('modules/exams/exams.module.ts'), code: 'deps.queue.register(examAuthorize, { exams })' },
      { filename: at('modules/cart/cart.module.ts'), code: 'deps.queue.schedule(paymentsReconcileEveryMinute)' },
      { filename: at('app.ts'), code: 'queue.register(sendMail, { mailer })' },
      // Enqueuing is anyone's; other things named register are not the queue's.
      {
        filename: at('modules/exams/exams.service.ts'),
        code: 'await deps.queue.enqueue(tx, examAuthorize, { attemptId })',
      },
      { filename: at('modules/cart/cart.routes.ts'), code: 'void app.register(async (scope) => {})' },
      { filename: at('modules/events/events.products.ts'), code: 'eventsRepo.register(tx, userId, eventId)' },
    ],
    invalid: [
      { filename: at('modules/exams/exams.service.ts'), code: define, errors: [{ messageId: 'declared' }] },
      { filename: at('app.ts'), code: "defineSchedule({ name: 'm', cron, job })", errors: [{ messageId: 'declared' }] },
      {
        filename: at('modules/exams/exams.service.ts'),
        code: 'deps.queue.register(examAuthorize, { exams })',
        errors: [{ messageId: 'registered' }],
      },
      {
        filename: at('platform/mail/mailer.ts'),
        code: 'queue.register(sendMail, { mailer: this })',
        errors: [{ messageId: 'registered' }],
      },
      {
        filename: at('modules/registrations/deadlines.jobs.ts'),
        code: 'queue.schedule(registrationDeadlinesDaily)',
        errors: [{ messageId: 'registered' }],
      },
    ],
  })
})
