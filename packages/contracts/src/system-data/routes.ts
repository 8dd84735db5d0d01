import { z } from '../zod'
import { CANNED_MESSAGE_CATEGORIES } from '../domain/enums'
import { text } from '../http/text'
import { defineRoute } from '../http/route'
import { ListQuery, listResult } from '../http/list'
import { buildSystemDataSchemas, type SystemDataSchemas } from './fields'
import { SYSTEM_DATA } from './descriptors'
import type { SystemDataKind } from './kinds'

const cache = new Map<SystemDataKind, SystemDataSchemas>()

/** A kind's create and update schemas, built once from its descriptor. */
export function systemDataSchemas(kind: SystemDataKind): SystemDataSchemas {
  let schemas = cache.get(kind)
  if (!schemas) {
    schemas = buildSystemDataSchemas(SYSTEM_DATA[kind])
    cache.set(kind, schemas)
  }
  return schemas
}

/** One value of a row: the wire shapes of ./fields.ts. */
const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown())])

/**
 * A row of any kind: its descriptor's fields (the server writes only those), plus the row's
 * state and, per reference field, the title of the referenced row.
 */
export const SystemDataRow = z.catchall(
  z.object({
    id: z.number().check(z.int()),
    retiredAt: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Reference field → the referenced row's title (null when none). */
    labels: z.record(z.string(), z.nullable(z.string())),
  }),
  FieldValue,
)
/** A row exactly as the response schema types it (what the server builds). */
export type SystemDataWireRow = z.infer<typeof SystemDataRow>
/** A row of any kind; field values are read by name (their shapes are listed in ./fields.ts). */
export type SystemDataRow = {
  id: number
  retiredAt: string | null
  createdAt: string
  updatedAt: string
  labels: Record<string, string | null>
} & Record<string, unknown>

/** Each kind's own schema validates the body (see `systemDataSchemas`). */
export const SystemDataBody = z.record(z.string(), z.unknown())
export type SystemDataBody = z.infer<typeof SystemDataBody>

export const DELETE_OUTCOMES = ['deleted', 'retired'] as const
export type DeleteOutcome = (typeof DELETE_OUTCOMES)[number]
export const SystemDataDeleted = z.object({ outcome: z.enum(DELETE_OUTCOMES) })
export type SystemDataDeleted = z.infer<typeof SystemDataDeleted>

const KindParams = z.object({ kind: text().check(z.maxLength(60)) })
const KindIdParams = z.extend(KindParams, { id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) })

const tags = ['admin', 'system-data']

/** A canned message as approve and reject dialogs offer it (spec 3 §7: options with id and title). */
export const CannedMessageOption = z.object({ id: z.number().check(z.int()), title: z.string() })
export type CannedMessageOption = z.infer<typeof CannedMessageOption>
export const CannedMessageQuery = z.object({ category: z.enum(CANNED_MESSAGE_CATEGORIES) })

export const systemDataRoutes = {
  listSystemData: defineRoute({
    method: 'GET',
    path: '/api/admin/extended/:kind',
    access: 'admin',
    summary: "System data of one kind, server-paged (sort and filter by the kind's list fields, id and retired).",
    tags,
    params: KindParams,
    query: ListQuery,
    response: listResult(SystemDataRow),
  }),
  createSystemData: defineRoute({
    method: 'POST',
    path: '/api/admin/extended/:kind',
    access: 'admin',
    summary: 'Creates a row of one kind.',
    tags,
    params: KindParams,
    body: SystemDataBody,
    response: SystemDataRow,
    status: 201,
  }),
  getSystemData: defineRoute({
    method: 'GET',
    path: '/api/admin/extended/:kind/:id',
    access: 'admin',
    summary: 'One row of one kind.',
    tags,
    params: KindIdParams,
    response: SystemDataRow,
  }),
  updateSystemData: defineRoute({
    method: 'PATCH',
    path: '/api/admin/extended/:kind/:id',
    access: 'admin',
    summary: 'Changes a row; `retired: false` restores a retired row, `retired: true` retires it.',
    tags,
    params: KindIdParams,
    body: SystemDataBody,
    response: SystemDataRow,
  }),
  listCannedMessages: defineRoute({
    method: 'GET',
    path: '/api/admin/email-dropdown',
    access: 'admin',
    summary:
      'The canned messages of one category (not retired, by title), offered by every approve and reject dialog; edited in System Data (email-dropdown).',
    tags,
    query: CannedMessageQuery,
    response: z.array(CannedMessageOption),
  }),
  deleteSystemData: defineRoute({
    method: 'DELETE',
    path: '/api/admin/extended/:kind/:id',
    access: 'admin',
    summary: 'Deletes a row, or retires it when other records reference it.',
    tags,
    params: KindIdParams,
    response: SystemDataDeleted,
  }),
}
