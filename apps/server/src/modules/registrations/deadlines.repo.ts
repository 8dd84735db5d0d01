/**
 * A certification registration's deadline and expiration status (decision 0014): the facts an
 * extension request rests on, the transitions an extension's decision asks for, and the daily
 * deadline job's batches (reminders, expiration statuses). The only code besides
 * registrations.repo.ts that writes a registration.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { EXPERIENCE_WORKING_STATUSES, type CertificationKey, type Day, type ExpirationStatus } from '@portal/contracts'
import { certifications, extensions, registrations, trainings, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

/** The latest request of a registration, as the expiration status reads it. */
const latestOfRegistration = (registrationId: unknown) => sql`(
  select e.approved, e.submitted_at from ${extensions} e where e.registration_id = ${registrationId}
   order by e.created_at desc, e.id desc limit 1)`

/** A registration's facts for the expiration status, from a row of `registrations`. */
const expiryColumns = {
  id: registrations.id,
  userId: registrations.userId,
  status: registrations.status,
  deadline: registrations.deadline,
  expirationStatus: registrations.expirationStatus,
  allowsExtension: sql<boolean>`coalesce(${trainings.allowsExtension}, true)`,
  hasExtension: sql<boolean>`exists (select 1 from ${extensions} e where e.registration_id = ${registrations.id})`,
  extensionApproved: sql<boolean | null>`(select approved from ${latestOfRegistration(registrations.id)} l)`,
  extensionSubmitted: sql<boolean>`coalesce((select submitted_at is not null from ${latestOfRegistration(registrations.id)} l), false)`,
  certificationKey: certifications.key,
}

export type RegistrationExpiryFacts = {
  id: number
  userId: number
  status: (typeof registrations.$inferSelect)['status']
  deadline: Day | null
  expirationStatus: ExpirationStatus
  allowsExtension: boolean
  hasExtension: boolean
  extensionApproved: boolean | null
  extensionSubmitted: boolean
  certificationKey: CertificationKey
}

export const deadlinesRepo = {
  /** The user's latest registration per certification, with what an extension request rests on. */
  registrationPrograms(db: DbOrTx, userId: number) {
    return db
      .selectDistinctOn([registrations.certificationId], {
        ...expiryColumns,
        certificationId: registrations.certificationId,
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(eq(registrations.userId, userId))
      .orderBy(registrations.certificationId, desc(registrations.createdAt), desc(registrations.id))
  },

  /** One certification registration with those facts (locked for a request), or null. */
  async registrationProgram(db: DbOrTx, registrationId: number, lock = false): Promise<RegistrationExpiryFacts | null> {
    const query = db
      .select(expiryColumns)
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(eq(registrations.id, registrationId))
    const [row] = lock ? await query.for('update', { of: registrations }) : await query
    return row ?? null
  },

  // Transitions ------------------------------------------------------------------------------------

  async setExpirationStatus(tx: DbOrTx, registrationId: number, status: ExpirationStatus, now: Date) {
    await tx
      .update(registrations)
      .set({ expirationStatus: status, updatedAt: now })
      .where(and(eq(registrations.id, registrationId), sql`${registrations.expirationStatus} <> ${status}`))
  },

  /** An approved extension: the new deadline, its reminders to send again, its status. */
  async extendRegistration(tx: DbOrTx, registrationId: number, deadline: Day, status: ExpirationStatus, now: Date) {
    await tx
      .update(registrations)
      .set({ deadline, deadlineReminderDays: null, expirationStatus: status, updatedAt: now })
      .where(eq(registrations.id, registrationId))
  },

  // The daily deadline job ------------------------------------------------------------------------

  /**
   * Certification registrations a reminder may be due for (a working status, the deadline within
   * `[today, in90]` and a threshold it has reached not sent yet), by id after `afterId`.
   */
  reminderBatch(db: DbOrTx, days: { today: Day; in90: Day; in30: Day; in7: Day }, afterId: number, limit: number) {
    return db
      .select({
        id: registrations.id,
        userId: registrations.userId,
        deadline: registrations.deadline,
        lastSent: registrations.deadlineReminderDays,
        certificationKey: certifications.key,
        email: users.email,
        firstName: users.firstName,
      })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          gt(registrations.id, afterId),
          // The statuses in which a candidate works toward the Four E's (the reminders' audience).
          inArray(registrations.status, [...EXPERIENCE_WORKING_STATUSES]),
          sql`${registrations.deadline} between ${days.today} and ${days.in90}`,
          sql`(${registrations.deadlineReminderDays} is null
            or (${registrations.deadlineReminderDays} > 30 and ${registrations.deadline} <= ${days.in30})
            or (${registrations.deadlineReminderDays} > 7 and ${registrations.deadline} <= ${days.in7}))`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(limit)
  },

  /**
   * Claims the reminder of `days` for a registration: only where no reminder that close to the
   * deadline was recorded yet, so two runs (or two instances) send it once. Answers whether it
   * was claimed.
   */
  async claimReminder(tx: DbOrTx, registrationId: number, days: number, deadline: Day): Promise<boolean> {
    const rows = await tx
      .update(registrations)
      .set({ deadlineReminderDays: days })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.deadline, deadline),
          sql`(${registrations.deadlineReminderDays} is null or ${registrations.deadlineReminderDays} > ${days})`,
        ),
      )
      .returning({ id: registrations.id })
    return rows.length > 0
  },

  /**
   * Certification registrations whose expiration status may be out of date, by id after
   * `afterId`: past the deadline and not finally expired (a complete one only while marked
   * expired), or not past it (or complete) yet marked expired. A finally expired registration
   * past its deadline changes only by an approval, which writes its status itself.
   */
  expiryBatch(
    db: DbOrTx,
    today: Day,
    afterId: number,
    limit: number,
  ): Promise<(RegistrationExpiryFacts & { email: string; firstName: string })[]> {
    return db
      .select({ ...expiryColumns, email: users.email, firstName: users.firstName })
      .from(registrations)
      .innerJoin(certifications, eq(certifications.id, registrations.certificationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(
        and(
          gt(registrations.id, afterId),
          sql`(
            (${registrations.deadline} < ${today} and ${registrations.expirationStatus} <> 'expired'
              and not (${registrations.status} = 'complete' and ${registrations.expirationStatus} = 'not_expired'))
            or (${registrations.expirationStatus} <> 'not_expired'
              and (${registrations.deadline} is null or ${registrations.deadline} >= ${today} or ${registrations.status} = 'complete'))
          )`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(limit)
  },

  /**
   * Moves a registration's expiration status from `from` to `to`, once, unless its deadline moved
   * meanwhile (an approval writes its own status); answers whether it moved.
   */
  async moveExpirationStatus(
    tx: DbOrTx,
    registrationId: number,
    change: { from: ExpirationStatus; to: ExpirationStatus; deadline: Day | null },
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(registrations)
      .set({ expirationStatus: change.to, updatedAt: now })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.expirationStatus, change.from),
          change.deadline === null ? isNull(registrations.deadline) : eq(registrations.deadline, change.deadline),
        ),
      )
      .returning({ id: registrations.id })
    return rows.length > 0
  },
}
