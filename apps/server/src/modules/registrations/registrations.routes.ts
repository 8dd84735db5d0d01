import {
  REGISTRATION_FILE_FORM,
  candidateRoutes,
  postRegistrationRoutes,
  practiceExamRoutes as practice,
  registrationRoutes as routes,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { EXAM_SIGNATURE_HEADER, EXAM_WEBHOOK_PATH } from '../../platform/exam-delivery'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import { sendStoredFile } from '../../platform/http/stored-file'
import type { CandidateService } from './candidate.service'
import type { ExamAttemptsService } from './exam-attempts.service'
import type { ExperiencesService } from './experiences.service'
import type { PostRegistrationService } from './post-registration.service'
import type { PracticeExamService } from './practice-exam.service'
import type { RegistrationsReviewService } from './registrations-review.service'
import type { RegistrationsService } from './registrations.service'

export function registerRegistrationsRoutes(
  app: FastifyInstance,
  deps: {
    registrations: RegistrationsService
    review: RegistrationsReviewService
    candidate: CandidateService
    postRegistration: PostRegistrationService
    examAttempts: ExamAttemptsService
    practiceExams: PracticeExamService
    /** An experience's files are served by the same media routes. */
    experiences: Pick<ExperiencesService, 'file' | 'deleteFile'>
    uploads: Uploads
  },
) {
  const { registrations, review, candidate, postRegistration, examAttempts, practiceExams, experiences, uploads } = deps
  // The candidate's wizard
  implement(app, routes.createRegistration, ({ actor, params }) => registrations.create(actor, params.id))
  implement(app, routes.latestRegistrations, ({ actor }) => registrations.latest(actor))
  implement(app, routes.getRegistration, ({ actor, params }) => registrations.get(actor, params.id))
  implement(app, routes.saveRegistrationStep, ({ actor, params, body }) =>
    registrations.saveStep(actor, params.id, body),
  )
  implement(app, routes.finishRegistrationStep, ({ actor, params, body }) =>
    registrations.finish(actor, params.id, body),
  )
  implement(app, routes.uploadRegistrationFile, async ({ actor, params, request }) => {
    const { fields, files } = await uploads.read(request, actor, REGISTRATION_FILE_FORM)
    return registrations.upload(actor, params.id, fields, files.media)
  })
  implement(app, routes.getMedia, async ({ actor, params, reply }) => {
    const { file, stream } = (await experiences.file(actor, params.id)) ?? (await registrations.file(actor, params.id))
    return sendStoredFile(reply, file, stream)
  })
  implement(
    app,
    routes.deleteMedia,
    async ({ actor, params }) =>
      (await experiences.deleteFile(actor, params.id)) ?? registrations.deleteFile(actor, params.id),
  )
  implement(app, routes.deleteRegistration, ({ actor, params }) => registrations.remove(actor, params.id))

  // Staff
  implement(app, routes.listRegistrations, ({ query }) => review.list(query))
  implement(app, routes.getAdminRegistration, ({ actor, params }) => review.get(actor, params.id))
  implement(app, routes.approveRegistration, ({ actor, params, body }) => review.approve(actor, params.id, body))
  implement(app, routes.rejectRegistration, ({ actor, params, body }) => review.reject(actor, params.id, body))
  implement(app, routes.editRegistration, ({ actor, params, body }) => review.edit(actor, params.id, body))
  implement(app, routes.changeLineItemPrice, ({ actor, params, body }) =>
    review.changeLinePrice(actor, params.id, params.lineItemId, body),
  )
  implement(app, routes.markLineItemPaid, ({ actor, params }) =>
    review.markLinePaid(actor, params.id, params.lineItemId),
  )
  implement(app, routes.listUserRegistrations, ({ actor, params }) => review.userRegistrations(actor, params.userId))
  implement(app, routes.adminRegistrationOptions, ({ actor }) => review.options(actor))
  implement(app, routes.adminCreateRegistration, ({ actor, params, body }) =>
    review.adminCreate(actor, params.id, body),
  )

  // The candidate after approval
  implement(app, candidateRoutes.certificationDashboard, ({ actor }) => candidate.dashboard(actor))
  implement(app, candidateRoutes.signCodeOfEthics, ({ actor, params, body }) =>
    candidate.signCodeOfEthics(actor, params.id, body),
  )
  implement(app, candidateRoutes.payExam, ({ actor, params, body }) => candidate.payExam(actor, params.id, body))
  implement(app, candidateRoutes.addLearningSystem, ({ actor, body }) =>
    candidate.addLearningSystem(actor, body.registrationId),
  )
  implement(app, candidateRoutes.simulatePassExam, ({ actor, params }) => candidate.simulatePass(actor, params.id))
  implement(app, candidateRoutes.simulateFailExam, ({ actor, params }) => candidate.simulateFail(actor, params.id))

  // The final application, and the certificates the local issuer shows
  implement(app, postRegistrationRoutes.getPostRegistration, ({ actor, params }) =>
    postRegistration.get(actor, params.id),
  )
  implement(app, postRegistrationRoutes.savePostRegistrationStep, ({ actor, params, body }) =>
    postRegistration.save(actor, params.id, body),
  )
  implement(app, postRegistrationRoutes.getCertificate, ({ params }) => postRegistration.certificate(params.code))

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
      return candidate.handleExamResult(body, typeof signature === 'string' ? signature : undefined)
    })
  })
}
