/** The public certificate page's call (its own module: the page loads nothing else of the feature). */
import { useQuery } from '@tanstack/react-query'
import { CertificateCodeParams, certificationRoutes } from '@portal/contracts'
import { api } from '../../lib/api'

/** Whether a code has the shape certificates have (any other is not asked for). */
export function isCertificateCode(code: string): boolean {
  return CertificateCodeParams.safeParse({ code }).success
}

/** GET /api/certificates/{code}. */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['certificate', code] as const,
    queryFn: ({ signal }) => api(certificationRoutes.getCertificate, { params: { code }, signal }),
    enabled: isCertificateCode(code),
    staleTime: 5 * 60_000,
  })
}
