/** The pure rules of the server-paged table: what it asks the server for, and how sorting cycles. */
import { PAGE_SIZES, type ListQueryInput, type SortItem } from '@portal/contracts'

export type PageSize = (typeof PAGE_SIZES)[number]

export interface TableQueryState {
  /** 1-based, as the API counts pages. */
  page: number
  pageSize: PageSize
  sort: readonly SortItem[]
  /** Column id -> typed filter text. */
  filters: Readonly<Record<string, string>>
}

export function toListQuery(state: TableQueryState): ListQueryInput {
  const filter = Object.entries(state.filters)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${field},${value}`)
  return {
    limit: state.pageSize,
    page: state.page,
    sort: state.sort.map((item) => `${item.field},${item.direction}`),
    filter,
  }
}

/** A click on a sortable header: sort by that column ascending, or flip it if already sorted. */
export function nextSort(current: readonly SortItem[], field: string): SortItem[] {
  const active = current.find((item) => item.field === field)
  return [{ field, direction: active?.direction === 'asc' ? 'desc' : 'asc' }]
}

export function ariaSortOf(current: readonly SortItem[], field: string): 'ascending' | 'descending' | 'none' {
  const active = current.find((item) => item.field === field)
  if (!active) return 'none'
  return active.direction === 'asc' ? 'ascending' : 'descending'
}

/** The page to show once the server says how many there are (e.g. after a filter shrank the list). */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(1, page), Math.max(1, lastPage))
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value)
}
