import { z } from '../zod'
import { text } from './text'

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const
export const MAX_PAGE_SIZE = 100

const listOf = z.pipe(
  z.optional(z.union([text().check(z.maxLength(200)), z.array(text().check(z.maxLength(200))).check(z.maxLength(20))])),
  z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
)

/**
 * The query every server-paged list takes: `sort` items are `field,asc|desc`, `filter` items are
 * `field,value`; both may repeat. Which fields are allowed is decided per list on the server.
 */
export const ListQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), 20),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
  sort: listOf,
  filter: listOf,
})
export type ListQuery = z.infer<typeof ListQuery>
export type ListQueryInput = z.input<typeof ListQuery>

/**
 * A page of a list. `total` is exact up to 2,000 rows past the page's offset; beyond that it is
 * a lower bound (counting further costs more than the page), so `lastPage` grows as the reader
 * pages forward. See apps/server/src/platform/http/list.ts.
 */
export function listResult<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), lastPage: z.number().check(z.int()), total: z.number().check(z.int()) })
}
export interface ListResult<T> {
  data: T[]
  lastPage: number
  total: number
}

export interface SortItem {
  field: string
  direction: 'asc' | 'desc'
}

export function parseSortItem(raw: string): SortItem | null {
  const [field, direction = 'asc'] = raw.split(',')
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null
  return { field, direction }
}

export function parseFilterItem(raw: string): { field: string; value: string } | null {
  const comma = raw.indexOf(',')
  if (comma <= 0) return null
  return { field: raw.slice(0, comma), value: raw.slice(comma + 1) }
}
