/**
 * Accredible's credentials API (v1): `POST {apiUrl}/v1/credentials` with the recipient, the
 * credential group of the certification (one group per certification, set up in Accredible) and
 * the issue date answers the credential with its public URL. Configured by ACCREDIBLE_API_KEY and
 * ACCREDIBLE_GROUP_AFC / ACCREDIBLE_GROUP_AFCC.
 */
import type { CertificationKey } from '@portal/contracts'
import { z } from 'zod'
import type { CredentialIssuer } from './credential-issuer'

const Answer = z.object({ credential: z.object({ id: z.union([z.number(), z.string()]), url: z.url() }) })

export class CredentialIssuerError extends Error {}

export interface AccredibleOptions {
  apiKey: string
  groups: Record<CertificationKey, string>
  apiUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export function accredibleIssuer(options: AccredibleOptions): CredentialIssuer {
  const send = options.fetch ?? fetch
  const base = (options.apiUrl ?? 'https://api.accredible.com').replace(/\/$/, '')
  return {
    provider: 'accredible',
    async issue(request) {
      const response = await send(`${base}/v1/credentials`, {
        method: 'POST',
        headers: { authorization: `Token token=${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          credential: {
            recipient: { name: request.recipientName, email: request.recipientEmail },
            group_id: options.groups[request.certificationKey],
            issued_on: request.issuedOn,
            custom_attributes: { user_certification_id: String(request.userCertificationId) },
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
      if (!response.ok) throw new CredentialIssuerError(`The credential issuer answered ${response.status}`)
      const answer = Answer.safeParse(await response.json())
      if (!answer.success) throw new CredentialIssuerError('The credential issuer answered without a credential URL')
      return { url: answer.data.credential.url }
    },
  }
}
