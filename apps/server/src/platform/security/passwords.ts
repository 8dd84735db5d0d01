import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN_LENGTH } from '@portal/contracts'

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. The library's Algorithm enum
// is a const enum (unusable with isolated modules): 2 is Argon2id.
const ARGON2ID = 2
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A real hash of a random password, verified when an e-mail is unknown so that an unknown
 * account and a wrong password take the same time.
 */
let dummyHash: Promise<string> | undefined
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`)
  await verifyPassword(await dummyHash, password)
  return false
}

let common: Set<string> | undefined
/** True for passwords found in public breach corpora (about 18,000 of 8 characters or more). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((word) => word.length >= PASSWORD_MIN_LENGTH))
  const lowered = password.toLowerCase()
  return common.has(lowered) || /^(.)\1+$/.test(password) || '01234567890123456789'.includes(password)
}
