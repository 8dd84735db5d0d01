/**
 * Accredible's credentials API: `POST {apiUrl}/v1/credentials` with the recipient, the credential
 * group of the certification (one group per certification, set up in Accredible), the issue date
 * and the custom attribute `user_certification_id` answers the credential with its public URL.
 * Configured by ACCREDIBLE_API_KEY and ACCREDIBLE_GROUP_AFC / ACCREDIBLE_GROUP_AFCC.
 *
 * Accredible takes no idempotency key, so a retry of the `credential.issue` job (a timeout after
 * Accredible created the credential, a crash before its URL was stored) would issue a second one.
 * Before creating, the adapter looks the credential up (`POST {apiUrl}/v2/credentials/search`: the
 * group, the issue day and the custom attribute) and reuses it when found; a failed search fails
 * the job (it retries) rather than risk a duplicate.
 */
import { z, type CertificationKey } from '@portal/contracts'
import type { CredentialIssuer, CredentialRequest } from './credential-issuer'

/** The custom attribute naming the user certification a credential certifies. */
export const USER_CERTIFICATION_ATTRIBUTE = 'user_certification_id'

const Credential = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.optional(z.url()),
  issued_on: z.nullish(z.string()),
  custom_attributes: z.nullish(z.record(z.string(), z.unknown())),
})
type Credential = z.infer<typeof Credential>
const Answer = z.object({ credential: z.extend(Credential, { url: z.url() }) })
const SearchAnswer = z.object({ credentials: z.array(Credential) })

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
  const headers = { authorization: `Token token=${options.apiKey}`, 'content-type': 'application/json' }
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 15_000)

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    const response = await send(`${base}${path}`, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: signal(),
    })
    if (!response.ok) throw new CredentialIssuerError(`The credential issuer answered ${response.status}`)
    return response.json()
  }

  /** Whether a credential is the one issued for this request: its attribute and day (whatever the search matched). */
  const isIssuedFor = (credential: Credential, request: CredentialRequest) =>
    String(credential.custom_attributes?.[USER_CERTIFICATION_ATTRIBUTE] ?? '') ===
      String(request.userCertificationId) && (credential.issued_on ?? '').slice(0, 10) === request.issuedOn

  /** The URL of the credential already issued for this request, or null when there is none. */
  async function findIssued(request: CredentialRequest): Promise<string | null> {
    const found = SearchAnswer.safeParse(
      await call('/v2/credentials/search', {
        method: 'POST',
        body: {
          query: {
            'group.id': options.groups[request.certificationKey],
            issued_on: request.issuedOn,
            custom_attributes: { [USER_CERTIFICATION_ATTRIBUTE]: String(request.userCertificationId) },
          },
        },
      }),
    )
    if (!found.success) throw new CredentialIssuerError('The credential issuer answered an unreadable search')
    for (const candidate of found.data.credentials) {
      if (candidate.url && isIssuedFor(candidate, request)) return candidate.url
      // A search result may leave out the attributes or the URL: the credential itself has them.
      const credential = await read(candidate.id)
      if (isIssuedFor(credential, request)) return credential.url
    }
    return null
  }

  async function read(id: string | number) {
    const answer = Answer.safeParse(await call(`/v1/credentials/${encodeURIComponent(String(id))}`, { method: 'GET' }))
    if (!answer.success) throw new CredentialIssuerError('The credential issuer answered without a credential URL')
    return answer.data.credential
  }

  return {
    provider: 'accredible',
    async issue(request) {
      const existing = await findIssued(request)
      if (existing) return { url: existing }
      const answer = Answer.safeParse(
        await call('/v1/credentials', {
          method: 'POST',
          body: {
            credential: {
              recipient: { name: request.recipientName, email: request.recipientEmail },
              group_id: options.groups[request.certificationKey],
              issued_on: request.issuedOn,
              custom_attributes: { [USER_CERTIFICATION_ATTRIBUTE]: String(request.userCertificationId) },
            },
          },
        }),
      )
      if (!answer.success) throw new CredentialIssuerError('The credential issuer answered without a credential URL')
      return { url: answer.data.credential.url }
    },
  }
}
