import { candidateRoutes, practiceExamRoutes as practice } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { EXAM_SIGNATURE_HEADER, EXAM_WEBHOOK_PATH } from '../../platform/exam-delivery'
import { implement } from '../../platform/http/route'
import type { ExamAttemptsService } from './exam-attempts.service'
import type { ExamsService } from './exams.service'
import type { PracticeExamService } from './practice-exam.service'

/** Exams: paying the exam, practice exams, staff exam attempts, and the provider's signed results. */
export function registerExamsRoutes(
  app: FastifyInstance,
  deps: { exams: ExamsService; examAttempts: ExamAttemptsService; practiceExams: PracticeExamService },
) {
  const { exams, examAttempts, practiceExams } = deps
  implement(app, candidateRoutes.payExam, ({ actor, params, body }) => exams.payExam(actor, params.id, body))

  // Practice exams, and the local exam provider's page
  implement(app, practice.getPracticeExam, ({ actor, query }) => practiceExams.get(actor, query.registrationId))
  implement(app, practice.addPracticeExamToCart, ({ actor, params }) => practiceExams.addToCart(actor, params.id))
  implement(app, practice.startPracticeExam, ({ actor, params, body }) =>
    practiceExams.start(actor, params.id, params.examId, body.examNumber),
  )
  implement(app, practice.submitPracticeExamSurvey, ({ actor, params, body }) =>
    practiceExams.submitSurvey(actor, params.id, params.examId, body),
  )
  implement(app, practice.hasTakenPreSurvey, async ({ actor, params }) => {
    const { taken } = await practiceExams.hasTakenSurvey(actor, params.id, params.examId, params.examNumber, 'pre')
    return { taken }
  })
  implement(app, practice.hasTakenPostSurvey, ({ actor, params }) =>
    practiceExams.hasTakenSurvey(actor, params.id, params.examId, params.examNumber, 'post'),
  )
  implement(app, practice.practiceExamResult, ({ actor, params }) =>
    practiceExams.result(actor, params.id, params.examId, params.examNumber),
  )
  implement(app, practice.resetPracticeExam, ({ actor, params }) =>
    practiceExams.reset(actor, params.id, params.examId, params.examNumber),
  )
  implement(app, practice.getPracticeExamSession, ({ actor, params }) => practiceExams.session(actor, params.sessionId))
  implement(app, practice.submitPracticeExamSession, ({ actor, params, body }) =>
    practiceExams.submitSession(actor, params.sessionId, body.answers),
  )

  // Staff: exam attempts
  implement(app, candidateRoutes.adminExamAttempts, ({ actor, params }) => examAttempts.list(actor, params.id))
  implement(app, candidateRoutes.adminAddExamAttempt, ({ actor, params, body }) =>
    examAttempts.add(actor, params.id, body),
  )
  implement(app, candidateRoutes.adminEditExamAttempt, ({ actor, params, body }) =>
    examAttempts.edit(actor, params.id, params.examId, body),
  )
  implement(app, candidateRoutes.adminDeleteExamAttempt, ({ actor, params }) =>
    examAttempts.remove(actor, params.id, params.examId),
  )

  // The exam provider's signed results: authenticated by the signature over the raw body, not by
  // a session (no CSRF).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post(EXAM_WEBHOOK_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
      const signature = request.headers[EXAM_SIGNATURE_HEADER]
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return exams.handleExamResult(body, typeof signature === 'string' ? signature : undefined)
    })
  })
}
