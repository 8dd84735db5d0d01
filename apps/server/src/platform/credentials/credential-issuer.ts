/**
 * The credential issuer: issues the certificate (a verifiable digital credential) of a certification
 * staff approved. Two implementations: Accredible's API (`accredible-issuer.ts`) when configured,
 * and a local issuer, the default, whose certificates are pages of the portal (`local-issuer.ts`).
 */
import type { CertificationKey } from '@portal/contracts'

export interface CredentialRequest {
  /** The user certification's id: issuing it again answers the same certificate. */
  userCertificationId: number
  recipientName: string
  recipientEmail: string
  certificationKey: CertificationKey
  certificationName: string
  /** YYYY-MM-DD. */
  issuedOn: string
}

export interface CredentialIssuer {
  readonly provider: 'local' | 'accredible'
  /** Issues the certificate; answers its public address. */
  issue(request: CredentialRequest): Promise<{ url: string }>
}
