/**
 * Multipart calls (the student transcript). The API client sends JSON only, so the form goes
 * through fetch here with the same CSRF header, the same one retry after a stale token (419) and
 * the same error envelope, as the avatar upload does (features/profile/avatar-api.ts).
 */
import { buildPath, ErrorCode, systemRoutes, type ResponseOf, type RouteContract } from '@portal/contracts'
import { readCookie } from '../../lib/cookies'
import { ApiError, NETWORK_ERROR_MESSAGE, toErrorEnvelope } from '../../lib/errors'

const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'
const CSRF_MISMATCH_STATUS = 419

/** The readable CSRF cookie; any API answer sets it when missing, the config call is the cheapest. */
async function xsrfToken(): Promise<string> {
  const current = readCookie(document.cookie, XSRF_COOKIE)
  if (current) return current
  await fetch(systemRoutes.config.path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  return readCookie(document.cookie, XSRF_COOKIE) ?? ''
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

async function send(url: string, method: string, body: FormData, token: string): Promise<Response> {
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    return await fetch(url, {
      method,
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [XSRF_HEADER]: token },
    })
  } catch {
    throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: ErrorCode.internal })
  }
}

/** Posts a multipart body to a contract route; resolves with its typed response or throws an ApiError. */
export async function postMultipart<R extends RouteContract>(
  route: R,
  body: FormData,
  params?: Record<string, string | number>,
): Promise<ResponseOf<R>> {
  const url = buildPath(route.path, params)
  let token = await xsrfToken()
  let response = await send(url, route.method, body, token)
  if (response.status === CSRF_MISMATCH_STATUS) {
    // The token was stale: take a new one the server sent, or drop it and ask for one.
    if (readCookie(document.cookie, XSRF_COOKIE) === token) {
      document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    }
    token = await xsrfToken()
    response = await send(url, route.method, body, token)
  }
  const payload = await readJson(response)
  if (!response.ok) throw new ApiError(response.status, toErrorEnvelope(response.status, payload))
  // The server serializes every response through the route's contract schema.
  return payload as ResponseOf<R>
}
