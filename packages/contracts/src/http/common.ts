import { z } from '../zod'

/** The largest id a database `integer` column holds (ids past it are unknown, never a 500). */
export const DB_ID_MAX = 2_147_483_647
/** An id in a JSON body: a positive integer an `integer` column holds. */
export const dbId = z.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX))

export const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX)) })
export const Empty = z.strictObject({})
export const Ok = z.object({ ok: z.literal(true) })

/** A response sent as bytes, not JSON: a stored file, an image, a PDF, a calendar file. */
export const FileBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)
