import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { CertificationsService } from '../certifications/certifications.service'
import type { ExamsService } from '../exams/exams.service'
import type { RegistrationCore } from '../registrations/registration-core'
import { registerCandidateRoutes } from './candidate.routes'
import { createCandidateService, type CandidateService } from './candidate.service'

/**
 * Where a candidate stands (decision 0023): the certification dashboard's three variants, the
 * candidate's Code of Ethics and learning system, the demo's simulated exam results. It owns no
 * table: it reads a registration through the registrations module's core and writes through the
 * transitions the core names. Wired after exams and certifications, before the registrations
 * module's second half, which reads an expired registration's notice and the final application's
 * state from it.
 */
export function registerCandidateModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db'> & {
    core: RegistrationCore
    exams: Pick<ExamsService, 'examFacts' | 'demoControls' | 'simulatePass' | 'simulateFail'>
    certifications: Pick<CertificationsService, 'held'>
  },
): { candidate: Pick<CandidateService, 'expiredNotice' | 'finishState'> } {
  const candidate = createCandidateService(deps)
  registerCandidateRoutes(app, { candidate, exams: deps.exams })
  return { candidate }
}
