/** The calls of the System Data screens, typed from their contracts. */
import {
  MAX_PAGE_SIZE,
  SYSTEM_DATA,
  systemDataRoutes,
  type ListQueryInput,
  type SystemDataKind,
  type SystemDataRow,
} from '@portal/contracts'
import { api } from '../../lib/api'

/** Query keys: every key of a kind starts with this, so one invalidation refreshes them all. */
export const systemDataKey = (kind: SystemDataKind) => ['admin', 'system-data', kind] as const

export const fetchSystemDataPage = (kind: SystemDataKind, query: ListQueryInput, signal?: AbortSignal) =>
  api(systemDataRoutes.listSystemData, { params: { kind }, query, signal })

/** Every row of a kind (catalogue lists are short), for the selects of other kinds' forms. */
export async function fetchAllSystemData(kind: SystemDataKind, signal?: AbortSignal): Promise<SystemDataRow[]> {
  const sort = SYSTEM_DATA[kind].defaultSort.map((item) => `${item.field},${item.direction}`)
  const rows: SystemDataRow[] = []
  // A bound, so a runaway table cannot hang the form.
  for (let page = 1; page <= 50; page++) {
    const result = await fetchSystemDataPage(kind, { limit: MAX_PAGE_SIZE, page, sort }, signal)
    rows.push(...result.data)
    if (page >= result.lastPage) break
  }
  return rows
}

export const createSystemData = (kind: SystemDataKind, body: Record<string, unknown>) =>
  api(systemDataRoutes.createSystemData, { params: { kind }, body })

export const updateSystemData = (kind: SystemDataKind, id: number, body: Record<string, unknown>) =>
  api(systemDataRoutes.updateSystemData, { params: { kind, id }, body })

export const deleteSystemData = (kind: SystemDataKind, id: number) =>
  api(systemDataRoutes.deleteSystemData, { params: { kind, id } })
