import type { CredentialIssuer } from './credential-issuer'
import { accredibleIssuer, type AccredibleOptions } from './accredible-issuer'
import { localCredentialIssuer } from './local-issuer'

export * from './credential-issuer'
export * from './local-issuer'
export * from './accredible-issuer'

/** Accredible when configured; otherwise the local issuer, so certificates work offline. */
export function createCredentialIssuer(config: {
  accredible?: Pick<AccredibleOptions, 'apiKey' | 'groups' | 'apiUrl'>
  appSecret: string
  appUrl: string
}): CredentialIssuer {
  if (config.accredible) return accredibleIssuer(config.accredible)
  return localCredentialIssuer({ appSecret: config.appSecret, appUrl: config.appUrl })
}
