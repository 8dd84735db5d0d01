/**
 * The dashboard's reads: small, indexed queries over one user's records (their registrations,
 * certifications, memberships, trainings and cart), plus the announcement.
 */
import type { Day } from '@portal/contracts'
import { and, asc, desc, eq, getTableName, gt, isNull, lte, sql, type Column } from 'drizzle-orm'
import {
  addresses,
  announcements,
  certifications,
  examAttempts,
  exams,
  experiences,
  extensions,
  lineItems,
  membershipRequests,
  membershipTypes,
  practiceExamAttempts,
  registrations,
  reportingPeriods,
  reviews,
  trainings,
  userCertifications,
  userMemberships,
  users,
  userTrainings,
} from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'

/** A numeric aggregate as a JavaScript number (PostgreSQL answers numerics as strings). */
const asNumber = (value: ReturnType<typeof sql>) => value.mapWith(Number)

/**
 * A column with its table's name, for correlated subqueries: Drizzle leaves columns of a
 * single-table select unqualified, where `"id"` inside a subquery would name the inner table's.
 */
const q = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

export const dashboardRepo = {
  /** The user with the city, state and country of the primary address (users pk, addresses pk). */
  async findUser(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        middleName: users.middleName,
        lastName: users.lastName,
        email: users.email,
        website: users.website,
        workPhone: users.workPhone,
        homePhone: users.homePhone,
        jobTitle: users.jobTitle,
        organization: users.organization,
        avatarKey: users.avatarKey,
        announcementHiddenAt: users.announcementHiddenAt,
        city: addresses.city,
        state: addresses.state,
        country: addresses.country,
        hasAddress: sql<boolean>`${addresses.id} is not null`,
      })
      .from(users)
      .leftJoin(addresses, eq(addresses.id, users.primaryAddressId))
      .where(eq(users.id, userId))
    return row
  },

  /**
   * The user's certifications with their current reporting period (its CEU numbers are the ceus
   * module's one computation, `progressOf`, which the service asks).
   */
  certifications(db: DbOrTx, userId: number) {
    return db
      .select({
        key: certifications.key,
        name: certifications.name,
        certificationId: userCertifications.certificationId,
        reportable: certifications.reportable,
        status: userCertifications.status,
        accredibleUrl: userCertifications.accredibleUrl,
        reportingPeriodId: userCertifications.reportingPeriodId,
        reportingPeriodEnd: reportingPeriods.endsOn,
      })
      .from(userCertifications)
      .innerJoin(certifications, eq(certifications.id, userCertifications.certificationId))
      .leftJoin(reportingPeriods, eq(reportingPeriods.id, userCertifications.reportingPeriodId))
      .where(eq(userCertifications.userId, userId))
      .orderBy(asc(userCertifications.id))
  },

  /** Every registration of the user, newest first, with approved experience hours (by user). */
  registrations(db: DbOrTx, userId: number) {
    return db
      .select({
        id: registrations.id,
        certificationId: registrations.certificationId,
        trainingId: registrations.trainingId,
        status: registrations.status,
        expirationStatus: registrations.expirationStatus,
        deadline: registrations.deadline,
        requiredHours: registrations.requiredHours,
        militarySpouse: registrations.militarySpouse,
        codeOfEthicsSignature: registrations.codeOfEthicsSignature,
        extra: registrations.extra,
        certificationName: certifications.name,
        trainingName: trainings.name,
        isIndependentTrainer: trainings.isIndependentTrainer,
        approvedHours: asNumber(sql`(
          select coalesce(sum(${experiences.hours}), 0) from ${experiences}
           where ${experiences.registrationId} = ${q(registrations.id)} and ${experiences.approved})`),
      })
      .from(registrations)
      .leftJoin(certifications, eq(certifications.id, registrations.certificationId))
      .leftJoin(trainings, eq(trainings.id, registrations.trainingId))
      .where(eq(registrations.userId, userId))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
  },

  /** The registration's line items (fees, practice exams) with whether each is paid. */
  registrationLineItems(db: DbOrTx, registrationId: number) {
    return db
      .select({
        categoryType: lineItems.categoryType,
        isPaid: sql<boolean>`${lineItems.transactionId} is not null`,
        showInCart: lineItems.showInCart,
      })
      .from(lineItems)
      .where(eq(lineItems.registrationId, registrationId))
  },

  /** Exam attempts, oldest first, each with its paid state and the price of an unpaid item. */
  examAttempts(db: DbOrTx, registrationId: number) {
    return db
      .select({
        id: examAttempts.id,
        result: examAttempts.result,
        isPaid: sql<boolean>`exists (
          select 1 from ${lineItems} where ${lineItems.categoryType} = 'exam'
             and ${lineItems.categoryId} = ${q(examAttempts.id)} and ${lineItems.transactionId} is not null)`,
        unpaidPriceCents: sql<number | null>`(
          select ${lineItems.finalPriceCents} from ${lineItems} where ${lineItems.categoryType} = 'exam'
             and ${lineItems.categoryId} = ${q(examAttempts.id)} and ${lineItems.transactionId} is null
           order by ${lineItems.id} desc limit 1)`,
      })
      .from(examAttempts)
      .where(eq(examAttempts.registrationId, registrationId))
      .orderBy(asc(examAttempts.createdAt), asc(examAttempts.id))
  },

  /** The certification's exam prices (the catalogue row in use). */
  async examPrices(db: DbOrTx, certificationId: number) {
    const [row] = await db
      .select({ priceCents: exams.priceCents, retakePriceCents: exams.retakePriceCents })
      .from(exams)
      .where(and(eq(exams.certificationId, certificationId), isNull(exams.retiredAt)))
      .orderBy(asc(exams.id))
      .limit(1)
    return row
  },

  /** How many practice exams of the registration were completed. */
  practiceExamsTaken(db: DbOrTx, registrationId: number) {
    return db.$count(
      practiceExamAttempts,
      and(
        eq(practiceExamAttempts.registrationId, registrationId),
        sql`${practiceExamAttempts.completedAt} is not null`,
      ),
    )
  },

  /** The latest extension request of a registration, and whether it waits in the cart. */
  async latestExtension(db: DbOrTx, registrationId: number) {
    const [row] = await db
      .select({
        approved: extensions.approved,
        isInCart: sql<boolean>`exists (
          select 1 from ${lineItems} where ${lineItems.categoryType} = 'extension'
             and ${lineItems.categoryId} = ${q(extensions.id)} and ${lineItems.transactionId} is null
             and ${lineItems.showInCart})`,
        // The reviewer's message on its decision: the reason a rejection gives.
        decisionMessage: sql<string | null>`(
          select ${q(reviews.message)} from ${reviews} where ${q(reviews.extensionId)} = ${q(extensions.id)}
             and ${q(reviews.message)} is not null
           order by ${q(reviews.createdAt)} desc, ${q(reviews.id)} desc limit 1)`,
      })
      .from(extensions)
      .where(eq(extensions.registrationId, registrationId))
      .orderBy(desc(extensions.createdAt), desc(extensions.id))
      .limit(1)
    return row
  },

  /** The registration's latest staff decision (newest first; one is enough to tell a send-back). */
  latestReviews(db: DbOrTx, registrationId: number) {
    return db
      .select({ approved: reviews.approved, newStep: reviews.newStep, message: reviews.message })
      .from(reviews)
      .where(eq(reviews.registrationId, registrationId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(1)
  },

  /** The latest approved membership record that has started (by user and end). */
  async currentMembership(db: DbOrTx, userId: number, today: Day) {
    const [row] = await db
      .select({ key: membershipTypes.key, name: membershipTypes.name, endsOn: userMemberships.endsOn })
      .from(userMemberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, userMemberships.membershipTypeId))
      .where(
        and(
          eq(userMemberships.userId, userId),
          eq(userMemberships.approved, true),
          lte(userMemberships.startsOn, today),
        ),
      )
      .orderBy(desc(userMemberships.endsOn))
      .limit(1)
    return row
  },

  /** A membership in the cart: an unpaid membership line item shown in the cart (cart index). */
  async membershipInCart(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ name: membershipTypes.name })
      .from(lineItems)
      .innerJoin(membershipRequests, eq(membershipRequests.id, lineItems.categoryId))
      .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRequests.membershipTypeId))
      .where(
        and(
          eq(lineItems.userId, userId),
          isNull(lineItems.transactionId),
          eq(lineItems.showInCart, true),
          eq(lineItems.categoryType, 'membership'),
        ),
      )
      .orderBy(desc(lineItems.id))
      .limit(1)
    return row
  },

  /** The newest paid membership request waiting for review. */
  async pendingMembershipRequest(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({ key: membershipTypes.key, name: membershipTypes.name })
      .from(membershipRequests)
      .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRequests.membershipTypeId))
      .where(and(eq(membershipRequests.userId, userId), eq(membershipRequests.status, 'pending')))
      .orderBy(desc(membershipRequests.createdAt))
      .limit(1)
    return row
  },

  /** Completed trainings (user_trainings by user) with their names. */
  userTrainings(db: DbOrTx, userId: number) {
    return db
      .select({
        trainingId: userTrainings.trainingId,
        name: trainings.name,
        accredibleUrl: userTrainings.accredibleUrl,
        isIndependentTrainer: trainings.isIndependentTrainer,
        revoked: userTrainings.revoked,
      })
      .from(userTrainings)
      .innerJoin(trainings, eq(trainings.id, userTrainings.trainingId))
      .where(eq(userTrainings.userId, userId))
      .orderBy(asc(userTrainings.createdAt), asc(userTrainings.id))
  },

  /** The trainings catalogue (a short system list). */
  trainingCatalog(db: DbOrTx) {
    return db
      .select({
        id: trainings.id,
        name: trainings.name,
        available: trainings.available,
        show: trainings.show,
        productDeleted: trainings.productDeleted,
        isIndependentTrainer: trainings.isIndependentTrainer,
      })
      .from(trainings)
      .where(isNull(trainings.retiredAt))
      .orderBy(asc(trainings.name))
  },

  /** The newest published announcement not retired, newer than the user's dismissal. */
  async announcement(db: DbOrTx, now: Date, hiddenAt: Date | null) {
    const [row] = await db
      .select({
        id: announcements.id,
        title: announcements.title,
        body: announcements.body,
        image: announcements.image,
        actionText: announcements.actionText,
        actionUrl: announcements.actionUrl,
      })
      .from(announcements)
      .where(
        and(
          isNull(announcements.retiredAt),
          lte(announcements.publishedAt, now),
          hiddenAt ? gt(announcements.publishedAt, hiddenAt) : undefined,
        ),
      )
      .orderBy(desc(announcements.publishedAt))
      .limit(1)
    return row
  },

  async hideAnnouncements(db: DbOrTx, userId: number, now: Date): Promise<void> {
    await db.update(users).set({ announcementHiddenAt: now }).where(eq(users.id, userId))
  },
}

export type DashboardRegistrationRow = Awaited<ReturnType<typeof dashboardRepo.registrations>>[number]
