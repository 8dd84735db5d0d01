import { createHmac, timingSafeEqual } from 'node:crypto'

/** A signed payload that is not what it claims (no header, wrong signature, too old). */
export class SignatureError extends Error {}

/** How old a signed payload may be: replays of an old capture are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')

/**
 * Signs a webhook body the way providers commonly do (the scheme Stripe uses):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
export function signPayload(secret: string, body: string | Buffer, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000)
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/** Verifies a `signPayload` header over the exact body bytes; throws SignatureError. */
export function verifyPayload(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now: Date = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new SignatureError('The payload is not signed')
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp)) throw new SignatureError('The signature has no timestamp')
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    throw new SignatureError('The signature is too old')
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  const actual = Buffer.from(/^[0-9a-f]+$/i.test(given) ? given : '', 'hex')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new SignatureError('The signature does not match')
  }
}
