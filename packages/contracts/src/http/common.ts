import { z } from 'zod'

/** The largest id a database `integer` column holds (ids past it are unknown, never a 500). */
export const DB_ID_MAX = 2_147_483_647
/** An id in a JSON body: a positive integer an `integer` column holds. */
export const dbId = z.number().int().positive().max(DB_ID_MAX)

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(DB_ID_MAX) })
export const Empty = z.object({}).strict()
export const Ok = z.object({ ok: z.literal(true) })
