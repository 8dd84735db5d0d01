import type { FastifyInstance } from 'fastify'
import type { Infrastructure } from '../../platform/infrastructure'
import type { Products } from '../cart/products'
import { certificationProducts } from './certifications.products'
import { registerCertificationsRoutes } from './certifications.routes'
import { credentialIssue } from './certifications.jobs'
import { createCertificationsService, type CertificationsService } from './certifications.service'

/**
 * Certifications held: issuing one (asked by registrations when staff approve a final
 * application), its certificate (the `credential.issue` job and the local issuer's public page),
 * standing changes, and the renewal product.
 */
export function registerCertificationsModule(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'clock' | 'queue' | 'credentials'>,
): { certifications: CertificationsService; products: Products<'renewal'> } {
  const certifications = createCertificationsService(deps)
  registerCertificationsRoutes(app, { certifications })
  deps.queue.register(credentialIssue, { certifications })
  return { certifications, products: certificationProducts() }
}
