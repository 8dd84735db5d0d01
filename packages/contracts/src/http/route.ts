import type { z } from '../zod'
import type { MultipartForm } from './upload'

/**
 * Who may call a route. `public`: anyone; `visitor`: meant for signed-out users but harmless
 * when signed in; `member`: any signed-in user; `admin`: the admin role only.
 */
export type Access = 'public' | 'visitor' | 'member' | 'admin'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One HTTP call, declared once: the server implements it, the web client calls it and the
 * OpenAPI document describes it, all from this object. Paths use `:param` placeholders.
 */
export interface RouteContract<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  method: HttpMethod
  path: string
  access: A
  summary: string
  tags: string[]
  params?: Params
  query?: Query
  body?: Body
  /** The success response body (status 200 unless `status` says otherwise). */
  response: Response
  status?: 200 | 201 | 204
  /** A multipart upload: its fields and files with their limits, read by the server's one helper. */
  multipart?: MultipartForm
}

export function defineRoute<
  Params extends z.ZodMiniType = z.ZodMiniNever,
  Query extends z.ZodMiniType = z.ZodMiniNever,
  Body extends z.ZodMiniType = z.ZodMiniNever,
  Response extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
>(route: RouteContract<Params, Query, Body, Response, A>): RouteContract<Params, Query, Body, Response, A> {
  return route
}

export type ParamsOf<R> =
  R extends RouteContract<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, Access> ? z.infer<P> : never
export type QueryOf<R> =
  R extends RouteContract<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType, Access> ? z.input<Q> : never
export type BodyOf<R> =
  R extends RouteContract<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType, Access> ? z.input<B> : never
export type ResponseOf<R> =
  R extends RouteContract<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer S, Access> ? z.infer<S> : never

/** Fills `:param` placeholders of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
