/**
 * Serializes a query object for the API. Arrays become repeated keys (`sort=a,asc&sort=b,desc`),
 * which is how every list takes its `sort` and `filter` items; empty values are left out.
 */
export function toQueryString(query: object | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item === undefined || item === null) continue
      params.append(key, item instanceof Date ? item.toISOString() : String(item))
    }
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}
