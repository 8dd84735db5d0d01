/** The outbox's job: delivers one stored message (decision 0003), registered by buildApp. */
import { z } from '@portal/contracts'
import { defineJob } from '../jobs/job'
import type { Mailer } from './mailer'

export const sendMail = defineJob({
  name: 'mail.send',
  payload: z.object({ id: z.int() }),
  maxAttempts: 8,
  handler: ({ id }, { mailer }: { mailer: Pick<Mailer, 'deliver'> }) => mailer.deliver(id),
})
