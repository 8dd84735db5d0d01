/**
 * What the logs may hold (issue 26, part 6): a request is logged by its path, never its query (a
 * list's filter can be an e-mail address, a reset link names the address it was sent to), and the
 * links that carry a token (password reset, account confirmation, e-mail change, a supervisor's
 * verification) with `:token` in its place. A failed statement is logged with its SQL, never its
 * parameters nor PostgreSQL's detail (which quotes the values a constraint refused).
 */
import type { FastifyRequest } from 'fastify'
import { stdSerializers } from 'pino'

/** Paths whose segment after the prefix is a secret: the links mailed to people, and their API. */
const TOKEN_PATHS: RegExp[] = [
  /^(\/password\/reset\/)[^/]+/,
  /^(\/register\/confirm\/)[^/]+/,
  /^(\/email\/restore\/)[^/]+/,
  /^(\/(?:api\/)?experience-verification\/)[^/]+/,
  /^(\/practice-exam-delivery\/)[^/]+/,
]

/** A request's address as the logs may hold it: the path, tokens replaced, the query left out. */
export function loggableUrl(url: string): string {
  const queryAt = url.search(/[?#]/)
  let path = queryAt === -1 ? url : url.slice(0, queryAt)
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, '$1:token')
  return queryAt === -1 ? path : `${path}?…`
}

/** Fastify's request serializer, minus the query and any token in the path. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Fields of a database error that quote the values of a statement. */
const VALUE_FIELDS = ['params', 'detail', 'where', 'internalQuery', 'parameters']

/**
 * drizzle's DrizzleQueryError writes the parameters into its message ("Failed query: ...\nparams:
 * ..."); PostgreSQL's own messages quote a value they refused (`invalid input syntax for type
 * integer: "a@b.org"`) beside names (`unique constraint "users_email_key"`): a quoted text that is
 * not an identifier is left out.
 */
function withoutQuotedValues(message: string, isDatabaseError: boolean): string {
  const sql = message.replace(/\nparams: [\s\S]*$/, '')
  return isDatabaseError
    ? sql.replace(/"([^"]*)"/g, (quoted, text: string) => (/^[a-z_][\w$.]*$/i.test(text) ? quoted : '"…"'))
    : sql
}

function withoutValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error
  const record = error as Error & Record<string, unknown>
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>
  for (const key of Object.getOwnPropertyNames(error)) {
    if (VALUE_FIELDS.includes(key)) continue
    copy[key] = record[key]
  }
  if (typeof copy.message === 'string' && typeof copy.stack === 'string') {
    const message = withoutQuotedValues(copy.message, 'severity' in record)
    copy.stack = copy.stack.replace(copy.message, message)
    copy.message = message
  }
  if ('cause' in record) copy.cause = withoutValues(record.cause, depth + 1)
  return copy
}

function serializeError(error: Error) {
  return stdSerializers.errWithCause(withoutValues(error) as Error)
}

/** The serializers every logger of the app uses (buildApp). */
export const logSerializers = {
  req: serializeRequest,
  err: serializeError,
}
