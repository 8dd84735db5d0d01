import { and, eq, lte, ne, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema'
import type { Clock } from '../clock'
import type { Db, DbOrTx } from '../db/database'
import type { Actor, RequestMeta } from '../http/route'
import { hashToken, randomToken } from '../security/tokens'

export const REMEMBER_SECONDS = 30 * 24 * 60 * 60
/** A session without "remember" ends with the browser, and after 12 hours at the latest. */
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

export interface NewSession {
  token: string
  expiresAt: Date
  remember: boolean
}

/** Server-side sessions in the database: they survive restarts and are shared by instances. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

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

  /** The actor behind a session cookie, or null when the session is unknown or expired. */
  async resolve(token: string): Promise<Actor | null> {
    const id = hashToken(token)
    const [row] = await this.db
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
      .where(eq(sessions.id, id))
    if (!row) return null
    const now = this.clock.now()
    if (row.expiresAt <= now) {
      await this.db.delete(sessions).where(eq(sessions.id, id))
      return null
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
    }
    return {
      id: row.userId,
      role: row.role,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      sessionId: row.sessionId,
      impersonatorId: row.impersonatorId,
    }
  }

  async destroy(tx: DbOrTx, sessionId: string): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, sessionId))
  }

  /** Ends every session of a user, except the one given (used after a password change). */
  async destroyForUser(tx: DbOrTx, userId: number, exceptSessionId?: string): Promise<void> {
    await tx
      .delete(sessions)
      .where(
        exceptSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
          : eq(sessions.userId, userId),
      )
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
