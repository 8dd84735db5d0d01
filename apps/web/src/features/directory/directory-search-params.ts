/**
 * The directory search as the address bar holds it (pure, unit-tested): a search can be shared,
 * reloaded, and is back as it was after opening a member and going back.
 */
import { DIRECTORY_PAGE_SIZE, type DirectorySearchQueryInput } from '@portal/contracts'

export interface DirectorySearch {
  name: string
  location: string
  /** The chosen area of expertise id, or '' for any. */
  areaOfExpertiseId: string
  page: number
}

export const EMPTY_SEARCH: DirectorySearch = { name: '', location: '', areaOfExpertiseId: '', page: 1 }

const KEYS = { name: 'name', location: 'location', areaOfExpertiseId: 'area', page: 'page' } as const

export function searchFromParams(params: URLSearchParams): DirectorySearch {
  const page = Number(params.get(KEYS.page))
  const area = params.get(KEYS.areaOfExpertiseId) ?? ''
  return {
    name: params.get(KEYS.name) ?? '',
    location: params.get(KEYS.location) ?? '',
    areaOfExpertiseId: /^\d+$/.test(area) ? area : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Only what differs from an empty search is written, so the plain address is the empty search. */
export function paramsFromSearch(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams()
  if (search.name.trim()) params.set(KEYS.name, search.name.trim())
  if (search.location.trim()) params.set(KEYS.location, search.location.trim())
  if (search.areaOfExpertiseId) params.set(KEYS.areaOfExpertiseId, search.areaOfExpertiseId)
  if (search.page > 1) params.set(KEYS.page, String(search.page))
  return params
}

/** What the directory API is asked for this search. */
export function toDirectoryQuery(search: DirectorySearch): DirectorySearchQueryInput {
  return {
    limit: DIRECTORY_PAGE_SIZE,
    page: search.page,
    ...(search.name.trim() ? { name: search.name.trim() } : {}),
    ...(search.location.trim() ? { location: search.location.trim() } : {}),
    ...(search.areaOfExpertiseId ? { areaOfExpertiseId: Number(search.areaOfExpertiseId) } : {}),
  }
}

/** Whether two searches ask for the same members (the page aside). */
export function sameCriteria(a: DirectorySearch, b: DirectorySearch): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.location.trim() === b.location.trim() &&
    a.areaOfExpertiseId === b.areaOfExpertiseId
  )
}
