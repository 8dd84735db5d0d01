import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { passwordResets, pendingRegistrations, referrerContexts, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export type UserRecord = typeof users.$inferSelect
export type NewUserRecord = typeof users.$inferInsert

/** What a sign-up stores until its link is opened: the account's values, the password as its hash. */
export type PendingRegistrationDetails = {
  firstName: string
  middleName: string | null
  lastName: string
  email: string
  passwordHash: string
  cellPhone: string | null
  willText: boolean
  agreeTos: boolean
  referral: string | null
  mailingOptIn: boolean
}

/** The only code that touches the account tables. */
export const authRepo = {
  async findUserByEmail(db: DbOrTx, email: string): Promise<UserRecord | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    return user
  },

  /** Inserts a user; undefined when the e-mail is taken (the unique index decides, not a race). */
  async insertUser(db: DbOrTx, values: NewUserRecord): Promise<UserRecord | undefined> {
    const [user] = await db.insert(users).values(values).onConflictDoNothing().returning()
    return user
  },

  async insertPendingRegistration(
    db: DbOrTx,
    values: { email: string; details: PendingRegistrationDetails; tokenHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insert(pendingRegistrations).values(values)
  },

  /** Marks a live sign-up link used and returns what it carries; undefined if unknown, used or expired. */
  async consumePendingRegistration(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
  ): Promise<PendingRegistrationDetails | undefined> {
    const [row] = await db
      .update(pendingRegistrations)
      .set({ usedAt: now })
      .where(
        and(
          eq(pendingRegistrations.tokenHash, tokenHash),
          isNull(pendingRegistrations.usedAt),
          gt(pendingRegistrations.expiresAt, now),
        ),
      )
      .returning({ details: pendingRegistrations.details })
    return row?.details as PendingRegistrationDetails | undefined
  },

  async prunePendingRegistrations(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now))
  },

  async setPassword(db: DbOrTx, userId: number, passwordHash: string, at: Date): Promise<void> {
    await db.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, userId))
  },

  async insertPasswordReset(
    db: DbOrTx,
    values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
  ) {
    await db.insert(passwordResets).values(values)
  },

  /** Marks a live reset token used and returns its user; undefined if unknown, used or expired. */
  async consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ userId: passwordResets.userId })
    return row?.userId
  },

  /** Older unused links stop working once a new one is sent or a reset succeeds. */
  async invalidatePasswordResets(db: DbOrTx, userId: number, now: Date): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
  },

  async pruneExpiredResets(db: DbOrTx, now: Date): Promise<number> {
    const result = await db.delete(passwordResets).where(sql`${passwordResets.expiresAt} < ${now.toISOString()}`)
    return result.rowCount ?? 0
  },

  async findReferrerContexts(db: DbOrTx) {
    return db
      .select({
        pathPrefix: referrerContexts.pathPrefix,
        title: referrerContexts.title,
        copy: referrerContexts.copy,
        videoUrl: referrerContexts.videoUrl,
      })
      .from(referrerContexts)
      .where(eq(referrerContexts.active, true))
  },
}
