/**
 * The local credential issuer (the default, and the tests'): a certificate is a public page of
 * the portal, `/certificates/{code}`, where the code names the user certification and carries a
 * MAC of it (keyed by the app secret), so codes cannot be guessed or enumerated. The link issued
 * is stored with the certification, and a code is accepted when it is the stored one: the links
 * already sent survive a rotation of APP_SECRET, with no previous key to keep (issue 26).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CredentialIssuer } from './credential-issuer'

export interface LocalCredentialIssuer extends CredentialIssuer {
  readonly provider: 'local'
  /** The user certification a certificate code names; null for a code this portal did not issue. */
  userCertificationOf(code: string): number | null
  /** The user certification a code claims to name, unchecked (its stored code is checked instead). */
  claimedUserCertificationOf(code: string): number | null
}

const CODE = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/

export function localCredentialIssuer(options: { appSecret: string; appUrl: string }): LocalCredentialIssuer {
  const mac = (id: number) =>
    createHmac('sha256', options.appSecret).update(`certificate:${id}`).digest('base64url').slice(0, 22)
  const codeOf = (id: number) => `${id}-${mac(id)}`
  return {
    provider: 'local',
    async issue(request) {
      return { url: `${options.appUrl}/certificates/${codeOf(request.userCertificationId)}` }
    },
    claimedUserCertificationOf(code) {
      const match = CODE.exec(code)
      return match ? Number(match[1]) : null
    },
    userCertificationOf(code) {
      const match = CODE.exec(code)
      if (!match) return null
      const id = Number(match[1])
      const given = Buffer.from(match[2] ?? '')
      const expected = Buffer.from(mac(id))
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}

export function isLocalCredentialIssuer(issuer: CredentialIssuer): issuer is LocalCredentialIssuer {
  return issuer.provider === 'local' && 'userCertificationOf' in issuer
}
