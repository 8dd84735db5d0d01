import { hostileTextIssues, type Access, type RouteContract, type z } from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { forbidden, unauthenticated, validationFailed, type FieldErrors } from './errors'
import { registerMultipartParser } from './multipart'

/** The signed-in person making a request. */
export interface Actor {
  id: number
  role: 'member' | 'admin'
  email: string
  firstName: string
  lastName: string
  sessionId: string
  /** The admin acting as this user, when impersonating. */
  impersonatorId: number | null
}

/** Facts about a request that services record (audit, sessions, rate limits). */
export interface RequestMeta {
  ip: string
  userAgent: string | undefined
  requestId: string
}

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : never
type ActorFor<A extends Access> = A extends 'member' | 'admin' ? Actor : Actor | null

export interface HandlerContext<P, Q, B, A extends Access> {
  params: P
  query: Q
  body: B
  actor: ActorFor<A>
  meta: RequestMeta
  request: FastifyRequest
  reply: FastifyReply
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500), requestId: request.id }
}

/** The coarse role check every route gets from its contract's `access`. */
export function assertAccess(access: Access, actor: Actor | null): void {
  if (access === 'member' || access === 'admin') {
    if (!actor) throw unauthenticated()
    if (access === 'admin' && actor.role !== 'admin') throw forbidden()
  }
}

/**
 * Refuses a request with a string the database cannot store (a NUL character, a lone surrogate)
 * anywhere in its path, query or body, with 422 on each such field: the contracts' `text()`
 * refuses them too, and this covers values a contract types as `unknown` (decision 0010).
 */
export function assertStorableText(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const issues = [
    ...hostileTextIssues(request.params),
    ...hostileTextIssues(request.query),
    ...hostileTextIssues(request.body),
  ]
  if (issues.length === 0) return
  const errors: FieldErrors = {}
  for (const { field, message } of issues) {
    const messages = (errors[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  throw validationFailed(errors)
}

/**
 * Implements one contract: validation, response schema and access come from the contract, so a
 * route cannot drift from what the client and the OpenAPI document believe.
 */
export function implement<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
  A extends Access,
>(
  app: FastifyInstance,
  contract: RouteContract<P, Q, B, R, A>,
  handler: (ctx: HandlerContext<Infer<P>, Infer<Q>, Infer<B>, A>) => Promise<z.input<R>>,
): void {
  const status = contract.status ?? 200
  // Typed by the contract above; Fastify's own generics cannot follow a generic contract.
  const schema: FastifySchema & { summary: string; tags: string[] } = {
    summary: contract.summary,
    tags: contract.tags,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: { [status]: contract.response },
  }
  const route = (scope: FastifyInstance) =>
    scope.route({
      method: contract.method,
      url: contract.path,
      schema,
      config: { access: contract.access },
      // Before validation: a caller who may not use the route learns nothing about its body.
      preValidation: async (request) => {
        assertAccess(contract.access, request.actor)
        assertStorableText(request)
      },
      handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
        const result = await handler({
          params: request.params as Infer<P>,
          query: request.query as Infer<Q>,
          body: request.body as Infer<B>,
          actor: request.actor as ActorFor<A>,
          meta: requestMeta(request),
          request,
          reply,
        })
        return reply.status(status).send(result as never)
      },
    })
  if (!contract.multipart) {
    route(app)
    return
  }
  // Multipart is parsed only in the scope of a route that declares a form: every other route speaks JSON.
  const form = contract.multipart
  void app.register(async (scope) => {
    await registerMultipartParser(scope, form)
    route(scope)
  })
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null
  }
  interface FastifyContextConfig {
    access?: Access
  }
}
