/**
 * The one HTTP client of the web app. Every call is typed from its contract route, so a path,
 * a parameter or a body shape cannot drift from what the server implements. It sends JSON, or a
 * multipart form (`form`) to a route whose contract declares one, with upload progress when asked
 * (`onUploadProgress`, which fetch cannot report); the CSRF header, the one retry after a stale
 * token (419) and the error envelope are the same for both.
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
  Slot<'body', BodyOf<R>> & {
    signal?: AbortSignal
    /** The multipart form of a route whose contract declares one (`multipart`). */
    form?: FormData
    /** Upload progress of `form`, 0 to 100. */
    onUploadProgress?: (percent: number) => void
  }

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

interface Request {
  method: HttpMethod
  url: string
  /** JSON, or a multipart form. */
  body: { json: unknown } | { form: FormData } | undefined
  signal: AbortSignal | undefined
  onUploadProgress: ((percent: number) => void) | undefined
}

const networkError = () => new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: ErrorCode.internal })

/** A form with progress: XMLHttpRequest reports how much of the body has gone. */
function sendWithProgress(request: Request, headers: Record<string, string>, form: FormData): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => resolve(new Response(xhr.responseText, { status: xhr.status })))
    xhr.addEventListener('error', () => reject(networkError()))
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')))
    request.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}

async function send(request: Request, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // No Content-Type without a body (the server rejects an empty JSON body), nor for a form (the
  // browser writes the multipart boundary itself).
  if (request.body && 'json' in request.body) headers['Content-Type'] = 'application/json'
  if (token) headers[XSRF_HEADER] = token
  const body =
    request.body === undefined
      ? undefined
      : 'json' in request.body
        ? JSON.stringify(request.body.json)
        : request.body.form
  if (body instanceof FormData && request.onUploadProgress) return sendWithProgress(request, headers, body)
  try {
    return await fetch(request.url, {
      method: request.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal,
    })
  } catch (error) {
    if (request.signal?.aborted) throw error
    throw networkError()
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
  const request: Request = {
    method: route.method,
    url,
    body: options?.form ? { form: options.form } : options?.body === undefined ? undefined : { json: options.body },
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress,
  }

  let token = isUnsafe ? await xsrfToken() : undefined
  let response = await send(request, token)
  if (isUnsafe && response.status === CSRF_MISMATCH_STATUS) {
    token = await refreshedXsrfToken(token)
    response = await send(request, token)
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
