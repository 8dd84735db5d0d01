import { ErrorCode, GenericMessages, hostileTextIssues, TextMessages, type ErrorEnvelope } from '@portal/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'

export type FieldErrors = Record<string, string[]>

/** A failure the caller can act on; rendered as the one error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const validationFailed = (errors: FieldErrors, message: string = GenericMessages.validation) =>
  new AppError(422, ErrorCode.validation, message, errors)
/** A business rule that failed on one field: same shape as a schema failure. */
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] }, message)
export const unauthenticated = () => new AppError(401, ErrorCode.unauthenticated, GenericMessages.unauthenticated)
export const forbidden = (message: string = GenericMessages.forbidden) =>
  new AppError(403, ErrorCode.forbidden, message)
export const notFound = (message: string = GenericMessages.notFound) => new AppError(404, ErrorCode.notFound, message)
export const conflict = (message: string) => new AppError(409, ErrorCode.conflict, message)
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.rateLimited, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/**
 * A provider's verified event (a signed webhook) is not a form: text it holds that cannot be
 * stored (a NUL character, a lone surrogate) answers 400 on the fields that hold it, before its
 * id or any of its values reach the database, as a request's hostile text does (decision 0010).
 */
export function assertStorableEvent(event: object): void {
  const issues = hostileTextIssues(event)
  if (issues.length === 0) return
  const errors: FieldErrors = {}
  for (const { field } of issues) errors[field] = [TextMessages.forbiddenCharacter]
  throw new AppError(400, ErrorCode.badRequest, TextMessages.forbiddenCharacter, errors)
}

interface ValidationIssue {
  instancePath: string
  message?: string
  keyword: string
  params?: { keys?: string[] }
}

/** Turns schema issues into `{ "field.path": [messages] }`, every issue, not just the first. */
export function issuesToFieldErrors(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys) add(field ? `${field}.${key}` : key, 'This field is not allowed.')
    } else {
      add(field || '_', issue.message ?? 'Invalid value.')
    }
  }
  return errors
}

function envelope(error: AppError, requestId: string): ErrorEnvelope {
  return { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}), requestId }
}

/** The single error handler: every failure leaves as the envelope, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | AppError | Error, request, reply) => {
    let error: AppError
    if (raw instanceof AppError) {
      error = raw
    } else if (hasZodFastifySchemaValidationErrors(raw)) {
      error = validationFailed(issuesToFieldErrors(raw.validation as unknown as ValidationIssue[]))
    } else if ('validation' in raw && Array.isArray(raw.validation)) {
      error = validationFailed(issuesToFieldErrors(raw.validation as unknown as ValidationIssue[]))
    } else if (isFastifyError(raw) && raw.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      error = new AppError(413, ErrorCode.payloadTooLarge, GenericMessages.payloadTooLarge)
    } else if (
      isFastifyError(raw) &&
      (raw.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || raw.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    ) {
      error = new AppError(
        415,
        ErrorCode.unsupportedMediaType,
        'Send the request body as JSON (Content-Type: application/json).',
      )
    } else if (
      raw instanceof SyntaxError ||
      (isFastifyError(raw) &&
        (raw.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || raw.code === 'FST_ERR_CTP_INVALID_JSON_BODY'))
    ) {
      error = new AppError(400, ErrorCode.badRequest, GenericMessages.badJson)
    } else if (
      isFastifyError(raw) &&
      typeof raw.statusCode === 'number' &&
      raw.statusCode >= 400 &&
      raw.statusCode < 500 &&
      !isResponseSerializationError(raw as never)
    ) {
      const code =
        raw.statusCode === 413
          ? ErrorCode.payloadTooLarge
          : raw.statusCode === 404
            ? ErrorCode.notFound
            : ErrorCode.badRequest
      error = new AppError(raw.statusCode, code, raw.message)
    } else if (isDatabaseUnavailable(raw)) {
      // The database is away (restarting, failing over, out of connections): the request may
      // succeed in a moment, and a balancer or the page can retry it; a 500 would say it never will.
      request.log.warn({ err: raw }, 'database unavailable')
      error = new AppError(503, ErrorCode.unavailable, GenericMessages.unavailable, undefined, { 'retry-after': '5' })
    } else {
      request.log.error({ err: raw }, 'unhandled error')
      error = new AppError(500, ErrorCode.internal, GenericMessages.internal)
    }
    if (error.headers) void reply.headers(error.headers)
    return reply.status(error.status).send(envelope(error, request.id))
  })

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(envelope(notFound(), request.id))
  })
}

/** Network errors of the connection, and PostgreSQL's own answers that it cannot serve now. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/

/** True when `error`, or what caused it, says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}

function isFastifyError(error: unknown): error is FastifyError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string'
  )
}
