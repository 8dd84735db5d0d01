import { z } from 'zod'

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const Empty = z.object({}).strict()
export const Ok = z.object({ ok: z.literal(true) })
