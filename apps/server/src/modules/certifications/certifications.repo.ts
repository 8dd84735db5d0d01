/**
 * User certifications (db/schema/certification.ts): the only code that writes them (issue, status
 * changes, the certificate's address), and what the certified view and a certificate read.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { CertificationStatus } from '@portal/contracts'
import {
  certifications,
  extensions,
  registrations,
  renewals,
  reportingPeriods,
  userCertifications,
  users,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

export const certificationsRepo = {
  /**
   * The certifications the user holds, best standing first, each with the extension request of
   * its current reporting period (the one whose CEU lapse date, the period's end, it moves).
   */
  heldCertifications(db: DbOrTx, userId: number) {
    const periodExtension = sql`(select e.approved, e.submitted_at, e.extended_until from ${extensions} e
      where e.user_certification_id = ${userCertifications.id} and e.previous_deadline = ${reportingPeriods.endsOn}
      order by e.created_at desc, e.id desc limit 1)`
    return db
      .select({
        id: userCertifications.id,
        certificationId: userCertifications.certificationId,
        key: certifications.key,
        name: certifications.name,
        status: userCertifications.status,
        certifiedOn: userCertifications.certifiedOn,
        accredibleUrl: userCertifications.accredibleUrl,
        reportingPeriodEnd: reportingPeriods.endsOn,
        reportingPeriodId: userCertifications.reportingPeriodId,
        reportable: certifications.reportable,
        hasPeriodExtension: sql<boolean>`exists (select 1 from ${periodExtension} p)`,
        periodExtensionApproved: sql<boolean | null>`(select p.approved from ${periodExtension} p)`,
        isPeriodExtensionInCart: sql<boolean>`coalesce((select p.submitted_at is null from ${periodExtension} p), false)`,
        periodExtendedUntil: sql<string | null>`(select p.extended_until from ${periodExtension} p where p.approved)`,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(eq(userCertifications.userId, userId))
      .orderBy(asc(userCertifications.certifiedOn), asc(userCertifications.id))
  },

  /** The reporting period a day falls in (a new certificant's first one). */
  async reportingPeriodOn(db: DbOrTx, day: string) {
    const [row] = await db
      .select({ id: reportingPeriods.id })
      .from(reportingPeriods)
      .where(and(lte(reportingPeriods.startsOn, day), gte(reportingPeriods.endsOn, day)))
      .orderBy(asc(reportingPeriods.startsOn))
      .limit(1)
    return row ?? null
  },

  /** Issues a certification: a new row, or the user's earlier one (revoked, say) made current again. */
  async upsertUserCertification(db: DbOrTx, values: typeof userCertifications.$inferInsert, now: Date) {
    const [row] = await db
      .insert(userCertifications)
      .values(values)
      .onConflictDoUpdate({
        target: [userCertifications.userId, userCertifications.certificationId],
        set: {
          registrationId: values.registrationId,
          status: values.status,
          reportingPeriodId: values.reportingPeriodId,
          certifiedOn: values.certifiedOn,
          accredibleUrl: null,
          statusChangedAt: now,
          updatedAt: now,
        },
      })
      .returning({ id: userCertifications.id })
    if (!row) throw new Error('user certification insert returned no row')
    return row.id
  },

  /** What a certificate shows: the name chosen for it (else the user's), the certification, the day. */
  async credentialFacts(db: DbOrTx, userCertificationId: number) {
    const [row] = await db
      .select({
        recipientName: sql<string>`coalesce(nullif(${registrations.certificateName}, ''),
          ${users.firstName} || ' ' || ${users.lastName})`,
        recipientEmail: users.email,
        certificationKey: certifications.key,
        certificationName: certifications.name,
        certifiedOn: userCertifications.certifiedOn,
        status: userCertifications.status,
        accredibleUrl: userCertifications.accredibleUrl,
      })
      .from(userCertifications)
      .innerJoin(users, eq(users.id, userCertifications.userId))
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(registrations, eq(registrations.id, userCertifications.registrationId))
      .where(eq(userCertifications.id, userCertificationId))
    return row ?? null
  },

  async setCertificateUrl(db: DbOrTx, userCertificationId: number, url: string, now: Date) {
    await db
      .update(userCertifications)
      .set({ accredibleUrl: url, updatedAt: now })
      .where(eq(userCertifications.id, userCertificationId))
  },

  /** An approved certification extension: lapsed for CEUs returns to good standing. */
  async restoreGoodStanding(tx: DbOrTx, userCertificationId: number, from: CertificationStatus[], now: Date) {
    await tx
      .update(userCertifications)
      .set({ status: 'good_standing', statusChangedAt: now, updatedAt: now })
      .where(and(eq(userCertifications.id, userCertificationId), inArray(userCertifications.status, from)))
  },

  /** A year's signed renewal of a certification (the annual fee's record; the yearly life will write it). */
  async insertRenewal(db: DbOrTx, values: typeof renewals.$inferInsert) {
    const [row] = await db.insert(renewals).values(values).returning()
    if (!row) throw new Error('renewal insert returned no row')
    return row
  },
}

export type HeldCertificationRow = Awaited<ReturnType<typeof certificationsRepo.heldCertifications>>[number]
