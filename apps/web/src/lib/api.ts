/**
 * The one HTTP client of the web app. Every call is typed from its contract route, so a path,
 * a parameter or a body shape cannot drift from what the server implements.
 */
import {
  authRoutes,
  buildPath,
  ErrorCode,
  systemRoutes,
  type BodyOf,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@portal/contracts'
import { readCookie } from './cookies'
import { ApiError, NETWORK_ERROR_MESSAGE, toErrorEnvelope } from './errors'
import { toQueryString } from './query-string'

const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'
const CSRF_MISMATCH_STATUS = 419
const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A slot of the call options: absent when the route has none, optional when every key is. */
type Slot<Name extends string, Value> = [Value] extends [never]
  ? { [K in Name]?: undefined }
  : Partial<Value> extends Value
    ? { [K in Name]?: Value }
    : { [K in Name]: Value }

export type ApiOptions<R> = Slot<'params', ParamsOf<R>> &
  Slot<'query', QueryOf<R>> &
  Slot<'body', BodyOf<R>> & { signal?: AbortSignal }

type ApiArgs<R> = Partial<ApiOptions<R>> extends ApiOptions<R> ? [options?: ApiOptions<R>] : [options: ApiOptions<R>]

interface ApiHooks {
  /** Called when a call other than GET /api/user answers 401: the session has ended. */
  onUnauthenticated?: () => void
}

const hooks: ApiHooks = {}

export function configureApi(next: ApiHooks): void {
  Object.assign(hooks, next)
}

function currentXsrfToken(): string | undefined {
  return readCookie(document.cookie, XSRF_COOKIE)
}

let pendingToken: Promise<string | undefined> | null = null

/**
 * The server sets the readable XSRF-TOKEN cookie on any response to a request that lacks it, so
 * a cheap GET of the runtime config is enough to obtain one. Concurrent callers share one fetch.
 */
function fetchXsrfToken(): Promise<string | undefined> {
  pendingToken ??= fetch(systemRoutes.config.path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => currentXsrfToken())
    .catch(() => currentXsrfToken())
    .finally(() => {
      pendingToken = null
    })
  return pendingToken
}

async function xsrfToken(): Promise<string | undefined> {
  return currentXsrfToken() ?? fetchXsrfToken()
}

/** After a 419 the cookie is stale: take a new one the server sent, or drop it and ask for one. */
async function refreshedXsrfToken(rejected: string | undefined): Promise<string | undefined> {
  const current = currentXsrfToken()
  if (current && current !== rejected) return current
  document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  return fetchXsrfToken()
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  token: string | undefined,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // No Content-Type without a body: the server rejects an empty JSON body.
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers[XSRF_HEADER] = token
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: ErrorCode.internal })
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Calls one contract route and resolves with its typed response, or throws an ApiError. */
export async function api<R extends RouteContract>(route: R, ...[options]: ApiArgs<R>): Promise<ResponseOf<R>> {
  const params = options?.params as Record<string, string | number> | undefined
  const url = buildPath(route.path, params) + toQueryString(options?.query as object | undefined)
  const isUnsafe = UNSAFE_METHODS.has(route.method)
  const body = options?.body
  const signal = options?.signal

  let token = isUnsafe ? await xsrfToken() : undefined
  let response = await send(route.method, url, body, token, signal)
  if (isUnsafe && response.status === CSRF_MISMATCH_STATUS) {
    token = await refreshedXsrfToken(token)
    response = await send(route.method, url, body, token, signal)
  }

  const payload = await readJson(response)
  if (!response.ok) {
    if (response.status === 401 && route.path !== authRoutes.currentUser.path) hooks.onUnauthenticated?.()
    throw new ApiError(response.status, toErrorEnvelope(response.status, payload))
  }
  // The server serializes every response through this same contract schema, so the body is
  // trusted here instead of being parsed a second time in the browser.
  return payload as ResponseOf<R>
}
