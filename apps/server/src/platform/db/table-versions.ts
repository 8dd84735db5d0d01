/**
 * Which tables this process has written: a version counter per table, raised when a statement
 * that writes a table is sent and again when it (or the transaction holding it) has finished.
 * What reads through this process can cache a result against the versions of the tables it read
 * (the list counts, decision 0009); a write from another process is not seen here, so such a
 * cache also expires after a few seconds.
 *
 * Statements are recognised by their text: `insert into`, `update`, `delete from`, `truncate`,
 * `merge into` name their table; reads and transaction control change nothing; anything else
 * (a `with` that writes, DDL, `copy`, `do`) raises every version at once.
 */

const WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?(?:"([^"]+)"|([a-z_][a-z0-9_$]*))/i
const READ =
  /^\s*(?:select|values|show|explain|set|reset|begin|start\s+transaction|savepoint|release|prepare\s+transaction)\b/i
const COMMIT = /^\s*(?:commit|end)\b/i
const ROLLBACK = /^\s*rollback\b(?!\s+to\b)/i
const ROLLBACK_TO = /^\s*rollback\s+to\b/i
const WRITING_WITH = /^\s*with\b[\s\S]*\b(?:insert|update|delete|merge)\b/i
const TABLE_READ = /\b(?:from|join)\s+(?:only\s+)?(?:"?public"?\.)?(?:"([^"]+)"|([a-z_][a-z0-9_$]*))/gi

/**
 * Tables a trigger writes when another table is written (migration 0013: every write of
 * user_memberships rewrites the users' membership_days), raised with it.
 */
const TRIGGERED_WRITES: Readonly<Record<string, readonly string[]>> = {
  user_memberships: ['users'],
}

/** What one connection has written in its open transaction (raised again when it ends). */
export interface ConnectionWrites {
  written: Set<string> | 'all' | null
}

export class TableVersions {
  private readonly versions = new Map<string, number>()
  private everything = 0

  /** The versions of `tables`, as one comparable value. */
  versionOf(tables: readonly string[]): string {
    let key = String(this.everything)
    for (const table of tables) key += `:${this.versions.get(table) ?? 0}`
    return key
  }

  raise(tables: Iterable<string> | 'all'): void {
    if (tables === 'all') {
      this.everything++
      return
    }
    for (const table of tables) this.versions.set(table, (this.versions.get(table) ?? 0) + 1)
  }

  /**
   * Notes a statement a connection is sending, raising the versions of what it writes. Returns
   * what to raise again once it has finished (a write's table, every table of a committed
   * transaction), or null.
   */
  noteStatement(text: string, connection: ConnectionWrites): Iterable<string> | 'all' | null {
    if (READ.test(text) || ROLLBACK_TO.test(text)) return null
    if (COMMIT.test(text)) {
      const written = connection.written
      connection.written = null
      return written
    }
    if (ROLLBACK.test(text)) {
      connection.written = null
      return null
    }
    let target: string[] | 'all'
    if (/^\s*with\b/i.test(text)) {
      if (!WRITING_WITH.test(text)) return null
      target = 'all'
    } else {
      const match = WRITE.exec(text)
      const table = (match?.[1] ?? match?.[2] ?? '').toLowerCase()
      target = match ? [table, ...(TRIGGERED_WRITES[table] ?? [])] : 'all'
    }
    this.raise(target)
    if (target === 'all') connection.written = 'all'
    else if (connection.written !== 'all') {
      const written: Set<string> = connection.written ?? new Set()
      for (const table of target) written.add(table)
      connection.written = written
    }
    return target
  }
}

/** The tables a statement reads (every `from` and `join`); over-inclusive, never missing one. */
export function tablesRead(text: string): string[] {
  const tables = new Set<string>()
  for (const match of text.matchAll(TABLE_READ)) tables.add((match[1] ?? match[2] ?? '').toLowerCase())
  return [...tables].sort()
}

/** This process's versions (shared by its database handles: a write to any raises them). */
export const tableVersions = new TableVersions()
