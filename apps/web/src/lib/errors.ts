import { ErrorCode, GenericMessages, type ErrorEnvelope } from '@portal/contracts'

/** A non-2xx answer of the API, carrying the server's one error envelope. */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorEnvelope

  constructor(status: number, body: ErrorEnvelope) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Shown when the request never reached the server (offline, DNS, CORS...). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.'

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  419: ErrorCode.csrf,
  422: ErrorCode.validation,
  429: ErrorCode.rateLimited,
}

const knownCodes = new Set<string>(Object.values(ErrorCode))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fieldErrorsOf(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined
  const errors: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(value)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string')
    if (texts.length > 0) errors[path] = texts
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

/**
 * Reads an error body leniently: a proxy or a crash can answer with HTML or an unexpected shape,
 * and the person must still see a sensible message instead of a parse failure.
 */
export function toErrorEnvelope(status: number, payload: unknown): ErrorEnvelope {
  const fallbackCode = codeByStatus[status] ?? ErrorCode.internal
  if (!isRecord(payload)) return { message: GenericMessages.internal, code: fallbackCode }
  const code =
    typeof payload.code === 'string' && knownCodes.has(payload.code) ? (payload.code as ErrorCode) : fallbackCode
  const message =
    typeof payload.message === 'string' && payload.message !== '' ? payload.message : GenericMessages.internal
  const errors = fieldErrorsOf(payload.errors)
  return errors ? { message, code, errors } : { message, code }
}

/** The text to show for any failure, API or not. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message
  return GenericMessages.internal
}

/** A refusal the server explained (4xx with its reason, a declined card's 402), not a crash or the network. */
export function hasServerMessage(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.body.message !== '' &&
    error.body.message !== GenericMessages.internal
  )
}

/** The message of a failed action: the server's own when it gave one, else the screen's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && hasServerMessage(error) ? error.body.message : fallback
}
