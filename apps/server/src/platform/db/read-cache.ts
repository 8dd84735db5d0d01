/**
 * Reads of rarely written tables (the system data a registration is sold from) kept in memory
 * per key, against the versions of the tables they read (`table-versions.ts`): a write through
 * this process drops them at once, and a write through another instance is seen within `ttlMs`,
 * as the list counts are (decision 0009).
 */
import { tableVersions } from './table-versions'

export function readCache<Key, Value>(options: { tables: readonly string[]; ttlMs: number }) {
  const entries = new Map<Key, { value: Promise<Value>; version: string; expiresAt: number }>()
  return {
    /** The cached value of `key`, or `load()`'s (kept only once it succeeded). */
    get(key: Key, load: () => Promise<Value>): Promise<Value> {
      const now = performance.now()
      const version = tableVersions.versionOf(options.tables)
      const cached = entries.get(key)
      if (cached && cached.version === version && cached.expiresAt > now) return cached.value
      // The version is taken before reading: a write finishing during the read makes it stale.
      const value = load()
      entries.set(key, { value, version, expiresAt: now + options.ttlMs })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
  }
}
