import { postRegistrationRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { CertificationsService } from './certifications.service'

/** The certificates the local credential issuer shows (a public page). */
export function registerCertificationsRoutes(app: FastifyInstance, deps: { certifications: CertificationsService }) {
  const { certifications } = deps
  implement(app, postRegistrationRoutes.getCertificate, ({ params }) => certifications.certificate(params.code))
}
