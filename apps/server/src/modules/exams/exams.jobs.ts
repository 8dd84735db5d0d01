/** The exams module's jobs. */
import { z } from '@portal/contracts'
import { defineJob } from '../../platform/jobs/job'
import type { ExamsService } from './exams.service'

/** Makes a paid attempt bookable at the provider, once its payment commits (exams.examPaid). */
export const examAuthorize = defineJob({
  name: 'exam.authorize',
  payload: z.object({ attemptId: z.int() }),
  handler: ({ attemptId }, { exams }: { exams: Pick<ExamsService, 'authorizeExam'> }) => exams.authorizeExam(attemptId),
})
