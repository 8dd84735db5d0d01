import { candidateRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { ExamsService } from '../exams/exams.service'
import type { CandidateService } from './candidate.service'

export function registerCandidateRoutes(
  app: FastifyInstance,
  deps: { candidate: CandidateService; exams: Pick<ExamsService, 'simulatePass' | 'simulateFail'> },
) {
  const { candidate, exams } = deps
  implement(app, routes.certificationDashboard, ({ actor }) => candidate.dashboard(actor))
  implement(app, routes.signCodeOfEthics, ({ actor, params, body }) =>
    candidate.signCodeOfEthics(actor, params.id, body),
  )
  implement(app, routes.addLearningSystem, ({ actor, body }) => candidate.addLearningSystem(actor, body.registrationId))
  // Demo environments: a simulated result, then the dashboard it changed.
  implement(app, routes.simulatePassExam, async ({ actor, params }) => {
    await exams.simulatePass(actor, params.id)
    return candidate.dashboard(actor)
  })
  implement(app, routes.simulateFailExam, async ({ actor, params }) => {
    await exams.simulateFail(actor, params.id)
    return candidate.dashboard(actor)
  })
}
