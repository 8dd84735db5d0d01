import { defineRoute } from '../http/route'
import { Certificate, CertificateCodeParams } from './schemas'

const tags = ['certification']

/** The issued certification's public certificate page (the local credential issuer's). */
export const certificationRoutes = {
  getCertificate: defineRoute({
    method: 'GET',
    path: '/api/certificates/:code',
    access: 'public',
    summary: 'A certificate issued by the local credential issuer, for its public page (404 for an unknown code).',
    tags,
    params: CertificateCodeParams,
    response: Certificate,
  }),
} as const
