import { describe, expect, it } from 'vitest'
import { CredentialIssuerError, accredibleIssuer } from './accredible-issuer'
import type { CredentialRequest } from './credential-issuer'

const request: CredentialRequest = {
  userCertificationId: 42,
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.org',
  certificationKey: 'afc',
  certificationName: 'Accredited Financial Counselor®',
  issuedOn: '2026-11-02',
}

/** Accredible answering each path with the stub's reply; the calls recorded. */
function accredible(reply: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = []
  const issuer = accredibleIssuer({
    apiKey: 'key_1',
    groups: { afc: '901', afcc: '902' },
    apiUrl: 'https://api.accredible.example/',
    fetch: async (url, init) => {
      calls.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      })
      return reply(String(url), init ?? {})
    },
  })
  return { issuer, calls }
}

const credential = (overrides: Record<string, unknown> = {}) => ({
  id: 10_000_005,
  url: 'https://www.credential.net/10000005',
  issued_on: '2026-11-02',
  custom_attributes: { user_certification_id: '42' },
  ...overrides,
})

describe("Accredible's credentials API", () => {
  it('reuses the credential a search finds for the user certification: nothing is created', async () => {
    const { issuer, calls } = accredible((url) =>
      url.endsWith('/v2/credentials/search')
        ? Response.json({ credentials: [credential()] })
        : new Response('unexpected', { status: 500 }),
    )
    expect(await issuer.issue(request)).toEqual({ url: 'https://www.credential.net/10000005' })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      url: 'https://api.accredible.example/v2/credentials/search',
      method: 'POST',
      body: {
        query: { 'group.id': '901', issued_on: '2026-11-02', custom_attributes: { user_certification_id: '42' } },
      },
    })
  })

  it('reads a search result without its attributes before reusing it', async () => {
    const { issuer, calls } = accredible((url) =>
      url.endsWith('/v2/credentials/search')
        ? Response.json({ credentials: [{ id: 10_000_005 }] })
        : url.endsWith('/v1/credentials/10000005')
          ? Response.json({ credential: credential() })
          : new Response('unexpected', { status: 500 }),
    )
    expect(await issuer.issue(request)).toEqual({ url: 'https://www.credential.net/10000005' })
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET'])
  })

  it('creates the credential, with the attribute, when the search finds none (or only others)', async () => {
    const { issuer, calls } = accredible((url) =>
      url.endsWith('/v2/credentials/search')
        ? Response.json({
            credentials: [credential({ id: 7, custom_attributes: { user_certification_id: '420' } })],
          })
        : url.endsWith('/v1/credentials/7')
          ? Response.json({ credential: credential({ id: 7, custom_attributes: { user_certification_id: '420' } }) })
          : Response.json({ credential: credential({ id: 10_000_006, url: 'https://www.credential.net/10000006' }) }),
    )
    expect(await issuer.issue(request)).toEqual({ url: 'https://www.credential.net/10000006' })
    const created = calls.at(-1)
    expect(created).toMatchObject({
      url: 'https://api.accredible.example/v1/credentials',
      method: 'POST',
      body: {
        credential: {
          recipient: { name: 'Ada Lovelace', email: 'ada@example.org' },
          group_id: '901',
          issued_on: '2026-11-02',
          custom_attributes: { user_certification_id: '42' },
        },
      },
    })
    expect(calls.filter((call) => call.url.endsWith('/v1/credentials'))).toHaveLength(1)
  })

  it('creates nothing when the search fails (the job retries)', async () => {
    const { issuer, calls } = accredible(() => new Response('busy', { status: 503 }))
    await expect(issuer.issue(request)).rejects.toBeInstanceOf(CredentialIssuerError)
    expect(calls.map((call) => call.url)).toEqual(['https://api.accredible.example/v2/credentials/search'])
  })
})
