import { and, eq, lte, ne, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema'
import type { Clock } from '../clock'
import { afterCommit } from '../db/after-commit'
import type { Db, DbOrTx, Tx } from '../db/database'
import type { Actor, RequestMeta } from '../http/route'
import { hashToken, randomToken } from '../security/tokens'
import { preparedStatement } from '../db/prepared'
import type { SessionBroadcast } from './session-broadcast'

export const REMEMBER_SECONDS = 30 * 24 * 60 * 60
/** A session without "remember" ends with the browser, and after 12 hours at the latest. */
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

/** Default lifetime of a resolved session in this process's cache (SESSION_CACHE_SECONDS). */
export const DEFAULT_SESSION_CACHE_SECONDS = 5
/** At most this many resolved sessions are kept; the least recently used leaves first. */
export const DEFAULT_SESSION_CACHE_ENTRIES = 10_000

export interface SessionCacheOptions {
  /** How long a resolved session is reused without reading the database; 0 disables the cache. */
  ttlSeconds: number
  maxEntries?: number
}

interface CachedSession {
  actor: Actor
  expiresAt: number
  lastSeenAt: number
  /** The entry is reused until then (clock milliseconds). */
  freshUntil: number
}

export interface NewSession {
  token: string
  expiresAt: Date
  remember: boolean
}

/**
 * Server-side sessions in the database: they survive restarts and are shared by instances.
 *
 * Resolved sessions are kept in this process for a few seconds (see docs/decisions/0008), so a
 * burst of requests reads the session row once. Ending a session through this store drops it here
 * at once, and again when the transaction that ended it commits (until then another connection
 * still reads the session, and a request could cache it again). A session ended by another
 * instance is dropped here when its message arrives (`SessionBroadcast`); while messages cannot
 * arrive, nothing is served from the cache.
 */
/** The lookup of every signed-in request the cache does not answer: built once. */
const sessionById = preparedStatement('session_by_id', (db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      impersonatorId: sessions.impersonatorId,
      userId: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id'))),
)

export class SessionStore {
  private readonly ttlMs: number
  private readonly maxEntries: number
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly cache = new Map<string, CachedSession>()
  /**
   * Sessions and users ended or changed here recently, until when (clock ms): they are read from
   * the database without caching, since the ending transaction may not have committed yet. (A
   * change made in a transaction is forgotten again once it commits, however long it took.)
   */
  private readonly bypassSessions = new Map<string, number>()
  private readonly bypassUsers = new Map<number, number>()
  /** Bumped by every invalidation, so a lookup that raced with one does not cache its answer. */
  private generation = 0

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    cache: SessionCacheOptions = { ttlSeconds: 0 },
    /** How instances tell each other of ended sessions; without it, only this process's endings are heard. */
    private readonly broadcast?: SessionBroadcast,
  ) {
    this.ttlMs = Math.max(0, cache.ttlSeconds) * 1000
    this.maxEntries = Math.max(1, cache.maxEntries ?? DEFAULT_SESSION_CACHE_ENTRIES)
    broadcast?.subscribe((message) => {
      const [kind, key = ''] = message.split(':', 2)
      if (kind === 'session') this.forget(key)
      else if (kind === 'user' && /^\d+$/.test(key)) this.forgetUser(Number(key))
    })
  }

  /** How many resolved sessions this process holds (for tests). */
  get cachedCount(): number {
    return this.cache.size
  }

  async create(
    tx: DbOrTx,
    input: { userId: number; remember: boolean; meta: RequestMeta; impersonatorId?: number | null },
  ): Promise<NewSession> {
    const token = randomToken()
    const now = this.clock.now()
    const expiresAt = new Date(now.getTime() + (input.remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS) * 1000)
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId: input.userId,
      impersonatorId: input.impersonatorId ?? null,
      remember: input.remember,
      ip: input.meta.ip,
      userAgent: input.meta.userAgent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    return { token, expiresAt, remember: input.remember }
  }

  /**
   * The actor behind a session cookie, or null when the session is unknown or expired. `fresh`
   * reads the session row whatever this process cached (a write is never done for a session that
   * just ended elsewhere, even while the other instances cannot be heard).
   */
  async resolve(token: string, options: { fresh?: boolean } = {}): Promise<Actor | null> {
    const id = hashToken(token)
    if (this.ttlMs > 0 && !options.fresh && (this.broadcast?.isLive ?? true)) {
      // Every message sent before this request is heard before a cached session is trusted.
      const heard = this.cache.has(id) ? ((await this.broadcast?.heard()) ?? true) : true
      const cached = heard ? this.cache.get(id) : undefined
      if (cached) {
        const now = this.clock.now()
        const nowMs = now.getTime()
        // (A clock set back does not stretch an entry's life beyond the TTL.)
        if (cached.freshUntil > nowMs && cached.freshUntil - this.ttlMs <= nowMs) {
          if (cached.expiresAt <= nowMs) {
            this.forget(id)
            await this.db.delete(sessions).where(eq(sessions.id, id))
            return null
          }
          this.cache.delete(id)
          this.cache.set(id, cached)
          if (nowMs - cached.lastSeenAt > TOUCH_INTERVAL_MS) {
            cached.lastSeenAt = nowMs
            await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
          }
          return cached.actor
        }
        this.cache.delete(id)
      }
    }
    const generation = this.generation
    const [row] = await sessionById(this.db, { id })
    if (!row) return null
    const now = this.clock.now()
    if (row.expiresAt <= now) {
      await this.db.delete(sessions).where(eq(sessions.id, id))
      return null
    }
    let lastSeenAt = row.lastSeenAt.getTime()
    if (now.getTime() - lastSeenAt > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
      lastSeenAt = now.getTime()
    }
    const actor: Actor = {
      id: row.userId,
      role: row.role,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      sessionId: row.sessionId,
      impersonatorId: row.impersonatorId,
    }
    if (this.ttlMs > 0 && generation === this.generation && this.cacheable(id, row.userId, now.getTime())) {
      this.remember(id, {
        actor,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt,
        freshUntil: now.getTime() + this.ttlMs,
      })
    }
    return actor
  }

  async destroy(tx: DbOrTx, sessionId: string): Promise<void> {
    this.forget(sessionId)
    await tx.delete(sessions).where(eq(sessions.id, sessionId))
    afterCommit(tx, () => this.forget(sessionId))
    await this.broadcast?.publish(tx, `session:${sessionId}`)
  }

  /**
   * Drops this process's cached sessions of a user, e.g. after their name, e-mail or role changed,
   * so the next request reads the user again. Given the transaction that makes the change, drops
   * them again once it commits.
   */
  forgetUser(userId: number, tx?: Tx): void {
    if (this.ttlMs === 0) return
    if (tx) afterCommit(tx, () => this.forgetUser(userId))
    this.generation++
    this.bypassUsers.set(userId, this.clock.now().getTime() + this.ttlMs)
    for (const [id, entry] of this.cache) {
      if (entry.actor.id === userId) this.cache.delete(id)
    }
  }

  private forget(sessionId: string): void {
    if (this.ttlMs === 0) return
    this.generation++
    this.bypassSessions.set(sessionId, this.clock.now().getTime() + this.ttlMs)
    this.cache.delete(sessionId)
  }

  private cacheable(sessionId: string, userId: number, nowMs: number): boolean {
    for (const bypass of [this.bypassSessions, this.bypassUsers] as Map<string | number, number>[]) {
      for (const [key, until] of bypass) {
        if (until <= nowMs) bypass.delete(key)
      }
    }
    return !this.bypassSessions.has(sessionId) && !this.bypassUsers.has(userId)
  }

  private remember(sessionId: string, entry: CachedSession): void {
    this.cache.set(sessionId, entry)
    while (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value
      if (oldest === undefined) break
      this.cache.delete(oldest)
    }
  }

  /** Ends every session of a user, except the one given (used after a password change). */
  async destroyForUser(tx: DbOrTx, userId: number, exceptSessionId?: string): Promise<void> {
    this.forgetUser(userId)
    await tx
      .delete(sessions)
      .where(
        exceptSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
          : eq(sessions.userId, userId),
      )
    afterCommit(tx, () => this.forgetUser(userId))
    // Another instance drops the user's sessions it cached (the one kept here is read again there).
    await this.broadcast?.publish(tx, `user:${userId}`)
  }

  async prune(): Promise<number> {
    const result = await this.db.delete(sessions).where(lte(sessions.expiresAt, this.clock.now()))
    return result.rowCount ?? 0
  }

  async countForUser(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
    return row?.n ?? 0
  }
}
