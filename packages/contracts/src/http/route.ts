import type { z } from 'zod'
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
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
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
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(route: RouteContract<Params, Query, Body, Response, A>): RouteContract<Params, Query, Body, Response, A> {
  return route
}

export type ParamsOf<R> = R extends RouteContract<infer P, z.ZodType, z.ZodType, z.ZodType, Access> ? z.infer<P> : never
export type QueryOf<R> = R extends RouteContract<z.ZodType, infer Q, z.ZodType, z.ZodType, Access> ? z.input<Q> : never
export type BodyOf<R> = R extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType, Access> ? z.input<B> : never
export type ResponseOf<R> =
  R extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer S, Access> ? z.infer<S> : never

/** Fills `:param` placeholders of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
